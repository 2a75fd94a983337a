import {
  apiPath,
  msg,
  programCategoriesEndpoints,
  programCategory,
  programCategoryChoices,
  programCategoryChoicesQuery,
  programCategoryCreate,
  programCategoryUpdate,
} from "@cm/contracts";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { programCategories, programs } from "../../db/tables";
import { fieldError, forbidden, ValidationError } from "../../platform/errors";
import {
  actionsOf,
  defineResource,
  type ResourceContext,
  type Row,
  type RowOf,
  readWrite,
  type WriteData,
} from "../../platform/resources/resource";
import { READ } from "./program-rules.service";

const action = actionsOf(programCategories);
const isSuperAdmin = (ctx: ResourceContext) => ctx.principal?.role === "SUPER_ADMIN";
const NATIONAL_ONLY = msg("Only a super admin changes the national default categories.");
const CHURCH_ONLY = msg(
  "A church's own categories are changed by its officers; super admins change the national defaults.",
);

/**
 * National defaults (no church) are a super admin's; a church's own categories are its planners'.
 * A church category may not take the name of a national default.
 */
type CategoryData = WriteData<typeof programCategories>;

async function prepareCategoryWrite(
  ctx: ResourceContext,
  data: CategoryData,
  existing: RowOf<typeof programCategories> | null,
): Promise<CategoryData> {
  const church = existing ? existing.church : data.church;
  if (church === null && !isSuperAdmin(ctx)) throw forbidden(NATIONAL_ONLY);
  if (church !== null && isSuperAdmin(ctx)) throw forbidden(CHURCH_ONLY);
  const { name } = data;
  if (church !== null && name !== undefined) {
    const [clash] = await ctx.data
      .select({ id: programCategories.id })
      .from(programCategories)
      .where(and(isNull(programCategories.church), sql`lower(${programCategories.name}) = lower(${name})`))
      .limit(1);
    if (clash)
      throw fieldError("name", msg("{name} is a national category already; use it instead.", { name }));
  }
  return data;
}

/** A category in use stays: programs keep pointing at it (it can be retired instead). */
async function refuseCategoryDelete(ctx: ResourceContext, existing: Row): Promise<void> {
  if (existing.church !== null && isSuperAdmin(ctx)) throw forbidden(CHURCH_ONLY);
  const [used] = await ctx.data
    .select({ id: programs.id })
    .from(programs)
    .where(eq(programs.category, Number(existing.id)))
    .limit(1);
  if (used)
    throw new ValidationError({
      non_field_errors: [
        msg(
          "{category} is used by programs, so it cannot be deleted. Turn it off instead: programs keep it, and it is no longer offered.",
          { category: String(existing.name) },
        ),
      ],
    });
}

export const programCategoriesResource = defineResource({
  name: "program-categories",
  path: apiPath(programCategoriesEndpoints),
  table: programCategories,
  entity: programCategory,
  create: programCategoryCreate,
  update: programCategoryUpdate,
  scope: { kind: "church", field: "church", sharedWhenNull: true },
  feature: "PROGRAM_MANAGEMENT",
  access: readWrite(READ, { permission: "programs.categories.write" }),
  search: ["name", "description"],
  ordering: ["name", "created_at"],
  filters: { church: "int", is_active: "bool" },
  references: { church: "churches" },
  // Church users see the national defaults but change only their own church's categories.
  canWrite: (p, row) => row.church !== null || p.role === "SUPER_ADMIN",
  beforeWrite: prepareCategoryWrite,
  beforeDelete: refuseCategoryDelete,
  actions: {
    choices: action.collection({
      method: "GET",
      access: READ,
      summary: "The active categories a church may use: the national defaults and its own, by name",
      input: programCategoryChoicesQuery,
      output: programCategoryChoices,
      run: async (ctx) => {
        const church = ctx.input.church ?? ctx.principal?.church ?? null;
        // The national defaults, and the church's own when there is one (404 outside the caller's reach).
        const own = church === null ? null : await ctx.reach({ church });
        const reach = await ctx.scoped();
        return reach
          .rows(
            programCategories,
            eq(programCategories.is_active, true),
            own ? own.sharedOrOwn(programCategories.church) : isNull(programCategories.church),
          )
          .orderBy(asc(programCategories.name), asc(programCategories.id));
      },
    }),
  },
});
