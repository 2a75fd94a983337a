import {
  apiPath,
  type CategoryKind,
  categoryChoices,
  categoryChoicesQuery,
  financeCategoriesEndpoints,
  financeCategory,
  financeCategoryCreate,
  financeCategoryUpdate,
  msg,
} from "@cm/contracts";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { execute } from "../../db/client";
import { expenses, financeCategories, income } from "../../db/tables";
import { fieldError, forbidden, ValidationError } from "../../platform/errors";
import {
  type ActionDef,
  actionsOf,
  defineResource,
  type ResourceContext,
  type RowOf,
  readWrite,
  type WriteData,
} from "../../platform/resources/resource";
import { read } from "./finance-books.service";

const action = actionsOf(financeCategories);
const isSuperAdmin = (ctx: ResourceContext) => ctx.principal?.role === "SUPER_ADMIN";

/**
 * National defaults (no church) are a super admin's; a church's own categories are its
 * bookkeepers'. A church category may not take the name of a default of its kind.
 */
type CategoryRow = RowOf<typeof financeCategories>;
type CategoryData = WriteData<typeof financeCategories>;

async function prepareCategoryWrite(
  ctx: ResourceContext,
  data: CategoryData,
  existing: CategoryRow | null,
): Promise<CategoryData> {
  const church = existing ? existing.church : data.church;
  if (church === null && !isSuperAdmin(ctx))
    throw forbidden(msg("Only a super admin changes the national default categories."));
  if (church !== null && isSuperAdmin(ctx))
    throw forbidden(
      msg(
        "A church's own categories are changed by its bookkeepers; super admins change the national defaults.",
      ),
    );
  const kind = existing?.kind ?? data.kind;
  if (kind === "EXPENSE" && data.counts_for_support === true)
    throw fieldError("counts_for_support", msg("Only income counts toward the support a church remits."));
  const name = data.name;
  if (church !== null && name !== undefined && kind !== undefined) {
    const [clash] = await ctx.data
      .select({ id: financeCategories.id })
      .from(financeCategories)
      .where(
        and(
          isNull(financeCategories.church),
          eq(financeCategories.kind, kind),
          sql`lower(${financeCategories.name}) = lower(${name})`,
        ),
      )
      .limit(1);
    if (clash)
      throw fieldError("name", msg("{name} is a national category already; use it instead.", { name }));
  }
  return data;
}

/** A category in use stays: records keep pointing at it. */
async function refuseCategoryDelete(ctx: ResourceContext, existing: CategoryRow): Promise<void> {
  if (existing.church !== null && isSuperAdmin(ctx))
    throw forbidden(
      msg(
        "A church's own categories are changed by its bookkeepers; super admins change the national defaults.",
      ),
    );
  const id = existing.id;
  const [used] = await execute<{ used: boolean }>(
    ctx.data,
    sql`select exists (select 1 from ${income} where ${ctx.data.within(income, eq(income.category, id))})
      or exists (select 1 from ${expenses} where ${ctx.data.within(expenses, eq(expenses.category, id))}) as used`,
  );
  if (used?.used) {
    throw new ValidationError({
      non_field_errors: [
        msg(
          "{category} is used by income or expense records, so it cannot be deleted. Deactivate it instead: the records keep it, and it is no longer offered for new ones.",
          { category: existing.name },
        ),
      ],
    });
  }
}

/** The active categories of one kind a church may use: the national defaults and its own. */
const choicesOf = (kind: CategoryKind): ActionDef =>
  action.collection({
    method: "GET",
    access: read,
    summary: `The active ${kind.toLowerCase()} categories the church may use: the national defaults and its own`,
    input: categoryChoicesQuery,
    output: categoryChoices,
    run: async (ctx) => {
      const church = ctx.input.church ?? ctx.principal?.church ?? null;
      // The national defaults, and the church's own when there is one (404 outside the caller's reach).
      const own = church === null ? null : await ctx.reach({ church });
      const reach = await ctx.scoped();
      return reach
        .rows(
          financeCategories,
          eq(financeCategories.kind, kind),
          eq(financeCategories.is_active, true),
          own ? own.sharedOrOwn(financeCategories.church) : isNull(financeCategories.church),
        )
        .orderBy(asc(financeCategories.name), asc(financeCategories.id));
    },
  });

export const financeCategoriesResource = defineResource({
  name: "finance-categories",
  path: apiPath(financeCategoriesEndpoints),
  table: financeCategories,
  entity: financeCategory,
  create: financeCategoryCreate,
  update: financeCategoryUpdate,
  scope: { kind: "church", field: "church", sharedWhenNull: true },
  feature: "FINANCE_MANAGEMENT",
  access: readWrite(read, { permission: "finance.categories.write" }),
  search: ["name", "description"],
  ordering: ["name", "kind", "created_at"],
  filters: { church: "int", kind: "text", is_active: "bool" },
  references: { church: "churches" },
  // Church users see the national defaults but change only their own church's categories.
  canWrite: (p, row) => row.church !== null || p.role === "SUPER_ADMIN",
  beforeWrite: prepareCategoryWrite,
  beforeDelete: refuseCategoryDelete,
  actions: {
    income_categories: choicesOf("INCOME"),
    expense_categories: choicesOf("EXPENSE"),
  },
});
