import {
  announcement,
  announcementCreate,
  announcementsEndpoints,
  announcementUpdate,
  apiPath,
  hasPermission,
} from "@cm/contracts";
import { eq } from "drizzle-orm";
import { announcements } from "../../db/tables";
import { defineResource, readWrite } from "../../platform/resources/resource";

/** National announcements: drafts are seen only by their editors; published ones by everyone. */
export const announcementsResource = defineResource({
  name: "announcements",
  path: apiPath(announcementsEndpoints),
  table: announcements,
  entity: announcement,
  create: announcementCreate,
  update: announcementUpdate,
  scope: { kind: "global" },
  access: readWrite("public", { permission: "announcements.write" }),
  search: ["title", "content"],
  ordering: ["published_at", "created_at", "title"],
  defaultOrdering: "-created_at",
  filters: { status: "text" },
  visibleRows: (p) =>
    p && hasPermission(p, "announcements.write") ? undefined : eq(announcements.status, "published"),
  beforeWrite: ({ principal, now }, data, existing) => {
    const publishing = data.status === "published" && existing?.status !== "published";
    return {
      ...data,
      ...(existing ? {} : { created_by: principal?.id ?? null }),
      ...(publishing ? { published_at: now } : {}),
      ...(data.status === "draft" ? { published_at: null } : {}),
    };
  },
});
