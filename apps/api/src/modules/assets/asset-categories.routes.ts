import {
  apiPath,
  assetCategoriesEndpoints,
  assetCategory,
  assetCategoryCreate,
  assetCategoryUpdate,
  msg,
} from "@cm/contracts";
import { eq } from "drizzle-orm";
import { assetCategories, assets } from "../../db/tables";
import { ValidationError } from "../../platform/errors";
import { defineResource, type ResourceContext, type Row, readWrite } from "../../platform/resources/resource";
import { CATEGORY_WRITE, CHURCH_SCOPE, ensureDefaultCategories, READ } from "./asset-rules.service";

/**
 * The church whose categories a list reads: the one its `church` filter names, else the
 * caller's own. Officers who reach many churches and name none read without defaults being made.
 */
async function defaultsOnFirstRead(ctx: ResourceContext, query: Row): Promise<boolean> {
  const church = typeof query.church === "number" ? query.church : ctx.principal?.church;
  return church ? ensureDefaultCategories(ctx, church) : false;
}

/** A category in use stays: its assets keep pointing at it. */
async function refuseCategoryDelete(ctx: ResourceContext, existing: Row): Promise<void> {
  const reach = await ctx.scoped({ resource: "assets" });
  const [used] = await reach
    .pick({ id: assets.id }, assets, eq(assets.category, Number(existing.id)))
    .limit(1);
  if (used)
    throw new ValidationError({
      non_field_errors: [
        msg("{category} still has assets, so it cannot be deleted. Move them to another category first.", {
          category: String(existing.name),
        }),
      ],
    });
}

/** A church's kinds of asset; Fixed Asset and Movable Asset come with the first read (spec section 5). */
export const assetCategoriesResource = defineResource({
  name: "asset-categories",
  path: apiPath(assetCategoriesEndpoints),
  table: assetCategories,
  entity: assetCategory,
  create: assetCategoryCreate,
  update: assetCategoryUpdate,
  scope: CHURCH_SCOPE,
  feature: "ASSET_MANAGEMENT",
  access: readWrite(READ, CATEGORY_WRITE),
  search: ["name", "description"],
  ordering: ["name", "created_at"],
  filters: { church: "int" },
  references: { church: "churches" },
  beforeList: defaultsOnFirstRead,
  beforeDelete: refuseCategoryDelete,
});
