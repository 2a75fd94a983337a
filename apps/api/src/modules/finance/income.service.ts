import { type IncomeCategory, type IncomeSummary, toCents } from "@cm/contracts";
import { desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { income, plans, subscriptions } from "../../db/tables";
import type { Principal } from "../../platform/auth/principal";
import { fieldError } from "../../platform/errors";
import { allOf } from "../../platform/resources/list";
import type { ResourceContext, Row } from "../../platform/resources/resource";
import { type Scope, scopeCondition } from "../../platform/tenancy";

type Conn = Db | Tx;

export const INCOME_SCOPE: Scope = { kind: "church", field: "church" };

/** The income a principal may reach, optionally narrowed to one church and a date range. */
export const incomeScope = (
  p: Principal,
  filter: { church?: number; received_on__gte?: string; received_on__lte?: string } = {},
): SQL | undefined =>
  allOf([
    scopeCondition(INCOME_SCOPE, income.church, p),
    filter.church ? eq(income.church, filter.church) : undefined,
    filter.received_on__gte ? sql`${income.received_on} >= ${filter.received_on__gte}::date` : undefined,
    filter.received_on__lte ? sql`${income.received_on} <= ${filter.received_on__lte}::date` : undefined,
  ]);

/**
 * The currency a church works in, as its subscription plan is priced (payments and invoices take
 * the plan's currency too): the current subscription's, else the one that ended last.
 */
export async function churchCurrency(db: Conn, church: number): Promise<string | null> {
  const [row] = await db
    .select({ currency: plans.currency })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.plan))
    .where(eq(subscriptions.church, church))
    .orderBy(
      sql`case ${subscriptions.status} when 'ACTIVE' then 0 when 'TRIAL' then 1 when 'GRACE_PERIOD' then 2 else 3 end`,
      desc(subscriptions.end_date),
      desc(subscriptions.id),
    )
    .limit(1);
  return row?.currency ?? null;
}

/**
 * New income is recorded by the signed-in user and, without a currency, takes the church's.
 * The recorder of existing income never changes.
 */
export async function prepareIncomeWrite(
  ctx: ResourceContext,
  data: Row,
  existing: Row | null,
): Promise<Row> {
  if (existing) return data;
  const out: Row = { ...data, recorded_by: ctx.principal?.id ?? null };
  if (out.currency === undefined) {
    const currency = await churchCurrency(ctx.db, Number(out.church));
    if (!currency) {
      throw fieldError(
        "currency",
        "Enter the currency, such as GHS: this church has no plan to take it from.",
      );
    }
    out.currency = currency;
  }
  return out;
}

type SummaryRow = {
  g_category: number | string;
  g_month: number | string;
  currency: string;
  category: IncomeCategory | null;
  month: string | null;
  total: string;
  count: number | string;
};

/**
 * Totals per currency, per currency and category, per currency and month: one aggregate with
 * grouping sets. Sums are numeric in SQL and leave it as text, so no figure meets a float.
 */
export async function incomeSummaryOf(
  db: Conn,
  where: SQL | undefined,
  range: { received_on__gte?: string; received_on__lte?: string },
): Promise<IncomeSummary> {
  const month = sql`to_char(${income.received_on}, 'YYYY-MM')`;
  const result = await db.execute(sql`
    select grouping(${income.category}) as g_category, grouping(${month}) as g_month,
      ${income.currency} as currency, ${income.category} as category, ${month} as month,
      sum(${income.amount})::numeric(16, 2)::text as total, count(*)::int as count
    from ${income}
    ${where ? sql`where ${where}` : sql``}
    group by grouping sets ((${income.currency}), (${income.currency}, ${income.category}), (${income.currency}, ${month}))`);
  const rows = (result as unknown as { rows: SummaryRow[] }).rows;
  const figures = (r: SummaryRow) => ({ currency: r.currency, total: r.total, count: Number(r.count) });
  const byCurrency = (a: SummaryRow, b: SummaryRow) => a.currency.localeCompare(b.currency);
  const totals = rows.filter((r) => Number(r.g_category) === 1 && Number(r.g_month) === 1);
  const categories = rows.filter((r) => Number(r.g_category) === 0);
  const months = rows.filter((r) => Number(r.g_month) === 0);
  return {
    received_on__gte: range.received_on__gte ?? null,
    received_on__lte: range.received_on__lte ?? null,
    totals: totals.sort(byCurrency).map(figures),
    by_category: categories
      .sort(
        (a, b) =>
          byCurrency(a, b) ||
          compareAmounts(b.total, a.total) ||
          String(a.category).localeCompare(String(b.category)),
      )
      .map((r) => ({ ...figures(r), category: r.category as IncomeCategory })),
    by_month: months
      .sort((a, b) => byCurrency(a, b) || String(a.month).localeCompare(String(b.month)))
      .map((r) => ({ ...figures(r), month: String(r.month) })),
  };
}

/** Orders two decimal strings by value, in exact cents. */
function compareAmounts(a: string, b: string): number {
  const difference = toCents(a) - toCents(b);
  return difference === 0n ? 0 : difference < 0n ? -1 : 1;
}
