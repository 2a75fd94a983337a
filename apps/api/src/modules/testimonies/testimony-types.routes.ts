import {
  apiPath,
  hasPermission,
  msg,
  testimonyType,
  testimonyTypeCreate,
  testimonyTypesEndpoints,
  testimonyTypeUpdate,
} from "@cm/contracts";
import { eq } from "drizzle-orm";
import { testimonies, testimonyTypes } from "../../db/tables";
import { AppError } from "../../platform/errors";
import { defineResource, readWrite } from "../../platform/resources/resource";
import { sharedRowSlug } from "../../platform/slugs";

const WRITE = { permission: "testimonies.types.write" } as const;

/** Kinds of testimony: read by everyone (inactive ones only by their editors), kept by super admins. */
export const testimonyTypesResource = defineResource({
  name: "testimony-types",
  path: apiPath(testimonyTypesEndpoints),
  table: testimonyTypes,
  entity: testimonyType,
  create: testimonyTypeCreate,
  update: testimonyTypeUpdate,
  scope: { kind: "global" },
  access: readWrite("public", WRITE),
  search: ["name", "description"],
  ordering: ["name", "created_at"],
  filters: { is_active: "bool", slug: "text" },
  visibleRows: (p) =>
    p && hasPermission(p, WRITE.permission) ? undefined : eq(testimonyTypes.is_active, true),
  beforeWrite: async (ctx, data, existing) =>
    typeof data.name === "string" && data.name !== existing?.name
      ? {
          ...data,
          slug: await sharedRowSlug(ctx.data, testimonyTypes, data.name, "type", existing?.id),
        }
      : data,
  beforeDelete: async (ctx, existing) => {
    const [used] = await ctx.data
      .select({ id: testimonies.id })
      .from(testimonies)
      .where(eq(testimonies.type, existing.id))
      .limit(1);
    if (used)
      throw new AppError(
        409,
        "type_in_use",
        msg("Testimonies of this type exist. Make it inactive instead."),
      );
  },
});
