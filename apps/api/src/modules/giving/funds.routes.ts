import { apiPath, fund, fundCreate, fundsEndpoints, fundUpdate, msg } from "@cm/contracts";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { donations, financeCategories, funds } from "../../db/tables";
import { fieldError, forbidden, notFound, ValidationError } from "../../platform/errors";
import {
  defineResource,
  type ResourceContext,
  type RowOf,
  readWrite,
  type WriteData,
} from "../../platform/resources/resource";
import { GIVING_READ, requireCategory } from "./giving-access";

type FundRow = RowOf<typeof funds>;
type FundData = WriteData<typeof funds>;
const isSuperAdmin = (ctx: ResourceContext) => ctx.principal?.role === "SUPER_ADMIN";
const CHURCH_OWN = msg(
  "A church's own funds are changed by its bookkeepers; super admins change the national defaults.",
);

/**
 * National defaults (no church) are a super admin's and post to a national income category; a
 * church's own funds are its bookkeepers' and post to an active income category it may use.
 */
async function prepareFundWrite(ctx: ResourceContext, data: FundData, existing: FundRow | null) {
  const church = existing ? existing.church : (data.church ?? null);
  if (church === null && !isSuperAdmin(ctx))
    throw forbidden(msg("Only a super admin changes the national default funds."));
  if (church !== null && isSuperAdmin(ctx)) throw forbidden(CHURCH_OWN);
  const category = data.income_category;
  if (category !== undefined && category !== existing?.income_category) {
    if (church === null) {
      const [national] = await ctx.data
        .select({ id: financeCategories.id })
        .from(financeCategories)
        .where(
          and(
            eq(financeCategories.id, Number(category)),
            isNull(financeCategories.church),
            eq(financeCategories.kind, "INCOME"),
            eq(financeCategories.is_active, true),
          ),
        );
      if (!national) throw fieldError("income_category", msg("Choose an active national income category."));
    } else {
      await requireCategory(ctx, Number(category), "INCOME", church, false);
    }
  }
  return data;
}

/** A fund that has gifts stays: they keep pointing at it (deactivate it instead). */
async function refuseFundDelete(ctx: ResourceContext, existing: FundRow) {
  if (existing.church !== null && isSuperAdmin(ctx)) throw forbidden(CHURCH_OWN);
  const [used] = await ctx.data
    .select({ id: donations.id })
    .from(donations)
    .where(eq(donations.fund, existing.id))
    .limit(1);
  if (used) {
    throw new ValidationError({
      non_field_errors: [
        msg(
          "{fund} has gifts, so it cannot be deleted. Deactivate it instead: its gifts keep it, and it is no longer offered for new ones.",
          { fund: existing.name },
        ),
      ],
    });
  }
}

/** Each fund's income category name, in one query for the page. */
async function decorateFunds(ctx: ResourceContext, rows: FundRow[]) {
  const ids = [...new Set(rows.map((r) => r.income_category))];
  const categories = await ctx.scoped({ resource: "finance-categories" });
  const names = new Map(
    (
      await categories.pick(
        { id: financeCategories.id, name: financeCategories.name },
        financeCategories,
        inArray(financeCategories.id, ids.length ? ids : [0]),
      )
    ).map((c) => [c.id, c.name]),
  );
  return rows.map((r) => ({ ...r, income_category_name: names.get(r.income_category) ?? "" }));
}

export const fundsResource = defineResource({
  name: "funds",
  path: apiPath(fundsEndpoints),
  table: funds,
  entity: fund,
  create: fundCreate,
  update: fundUpdate,
  scope: { kind: "church", field: "church", sharedWhenNull: true },
  feature: "GIVING",
  access: readWrite(GIVING_READ, { permission: "giving.funds.write" }),
  search: ["name", "description"],
  ordering: ["name", "created_at"],
  filters: { church: "int", is_active: "bool" },
  references: { church: "churches" },
  // Church users see the national defaults but change only their own church's funds.
  canWrite: (p, row) => row.church !== null || p.role === "SUPER_ADMIN",
  beforeWrite: prepareFundWrite,
  beforeDelete: refuseFundDelete,
  decorate: (rows, ctx) => decorateFunds(ctx, rows),
});

/** A fund a church may give to: its own or a national default; 404 otherwise, 400 when retired. */
export async function requireFund(ctx: ResourceContext, id: number, church: number, unchanged: boolean) {
  const reach = await ctx.scoped({ resource: "funds" });
  const own = await ctx.reach({ church });
  const [row] = await reach.rows(funds, eq(funds.id, id), own.sharedOrOwn(funds.church)).limit(1);
  if (!row) throw notFound(msg("This fund was not found."));
  if (!row.is_active && !unchanged)
    throw fieldError("fund", msg("{fund} is no longer in use. Choose an active fund.", { fund: row.name }));
  return row;
}
