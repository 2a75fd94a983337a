import {
  apiPath,
  msg,
  siteBanner,
  siteBannerCreate,
  siteBannersEndpoints,
  siteBannerUpdate,
} from "@cm/contracts";
import { and, desc, eq, gt, isNull, lte, or } from "drizzle-orm";
import { z } from "zod";
import { siteBanners } from "../../db/tables";
import { ValidationError } from "../../platform/errors";
import { presenter } from "../../platform/resources/presenter";
import { actionsOf, defineResource, readWrite } from "../../platform/resources/resource";

const present = presenter(siteBanner);

/** Site-wide banners ("settings announcements") shown to every visitor while active. */
const action = actionsOf(siteBanners);

export const siteBannersResource = defineResource({
  name: "site-banners",
  path: apiPath(siteBannersEndpoints),
  table: siteBanners,
  entity: siteBanner,
  create: siteBannerCreate,
  update: siteBannerUpdate,
  scope: { kind: "global" },
  access: readWrite({ permission: "settings.write" }, { permission: "settings.write" }),
  search: ["title", "message"],
  ordering: ["created_at", "starts_at"],
  defaultOrdering: "-created_at",
  filters: { is_active: "bool", level: "text" },
  beforeWrite: (_ctx, data, existing) => {
    const starts = data.starts_at === undefined ? existing?.starts_at : data.starts_at;
    const ends = data.ends_at === undefined ? existing?.ends_at : data.ends_at;
    if (starts && ends && ends <= starts)
      throw new ValidationError({ ends_at: [msg("The end must be after the start.")] });
    return data;
  },
  actions: {
    active: action.collection({
      method: "GET",
      access: "public",
      summary: "Banners to show now",
      output: z.array(siteBanner),
      run: async ({ data, now }) => {
        const rows = await data
          .select()
          .from(siteBanners)
          .where(
            and(
              eq(siteBanners.is_active, true),
              or(isNull(siteBanners.starts_at), lte(siteBanners.starts_at, now)),
              or(isNull(siteBanners.ends_at), gt(siteBanners.ends_at, now)),
            ),
          )
          .orderBy(desc(siteBanners.created_at))
          .limit(20);
        return rows.map((r) => present(r));
      },
    }),
  },
});
