import { addDays, addMonths, toCents } from "@cm/contracts";
import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { execute } from "../../db/client";
import {
  expenses,
  financeCategories,
  financeChurchMonthTotals,
  financeRegionMonthTotals,
  income,
} from "../../db/tables";
import type { Reach } from "../../platform/reach";
import type { Data } from "../../platform/resources/scoped-data";

type Conn = Data;
export type Kind = "INCOME" | "EXPENSE";
export type Dimension = "category" | "month" | "church";

/** One sum: a kind, a currency and the dimensions asked for (0 or "" for the others). */
export type TotalRow = {
  kind: Kind;
  currency: string;
  category: number;
  /** The category's name, when summed by category. */
  category_name: string;
  month: string;
  church: number;
  /** Which of the ranges asked for (0 for the first). */
  period: number;
  cents: bigint;
  entries: number;
};

const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
const isMonthEnd = (day: string) => addDays(day, 1).slice(8, 10) === "01";

/**
 * The whole months inside [from, to] (the first day of the first and of the last), or null when
 * the range holds no whole month.
 */
export function wholeMonths(from: string, to: string): { first: string; last: string } | null {
  const first = from.slice(8, 10) === "01" ? from : addMonths(monthStart(from), 1);
  const last = isMonthEnd(to) ? monthStart(to) : addMonths(monthStart(to), -1);
  return first <= last ? { first, last } : null;
}

/** The days of a range outside its whole months, as ranges (none when it is whole months). */
function edgesOf(range: { from: string; to: string }): [string, string][] {
  const whole = wholeMonths(range.from, range.to);
  if (!whole) return [[range.from, range.to]];
  const after = addMonths(whole.last, 1);
  const edges: [string, string][] = [];
  if (range.from < whole.first) edges.push([range.from, addDays(whole.first, -1)]);
  if (after <= range.to) edges.push([after, range.to]);
  return edges;
}

/** A row of `periodTotalsQuery`: whole numbers as the driver gives them (text for bigint) or as JSON does. */
const count = z.union([z.number(), z.string(), z.bigint()]);
const rawRow = z.object({
  kind: z.enum(["INCOME", "EXPENSE"]),
  currency: z.string(),
  category: count,
  category_name: z.string().nullable(),
  month: z.string(),
  church: count,
  period: count,
  total: z.string(),
  entries: count,
});

/**
 * Income and approved expenses summed by currency and the dimensions asked for, over one or more
 * date ranges, in one statement. Whole months are read from the month totals (per region for a
 * region or national figure, else per church); the days at either edge of a range that do not
 * fill a month are summed from the rows. Sums stay numeric in SQL and come back as exact cents.
 */
export async function periodTotals(
  db: Conn,
  reach: Reach,
  ranges: { from: string; to: string }[],
  kinds: Kind[],
  by: Dimension[],
  /** Only these categories (the ones counting toward support). */
  onlyCategories?: number[],
): Promise<TotalRow[]> {
  const query = periodTotalsQuery(reach, ranges, kinds, by, onlyCategories);
  if (!query) return [];
  return readTotals(await execute(db, query));
}

/** The statement of `periodTotals` (null when it has nothing to sum), to run alone or inside another. */
export function periodTotalsQuery(
  reach: Reach,
  ranges: { from: string; to: string }[],
  kinds: Kind[],
  by: Dimension[],
  onlyCategories?: number[],
): SQL | null {
  const categoryFilter = (column: unknown) =>
    onlyCategories
      ? sql`and ${column} in (${sql.join(
          [0, ...onlyCategories].map((c) => sql`${c}`),
          sql`, `,
        )})`
      : sql``;
  const wants = (d: Dimension) => by.includes(d);
  const parts: SQL[] = [];
  const pick = (period: number, category: AnyColumn | SQL, month: SQL, church: AnyColumn | SQL) =>
    sql.join(
      [
        sql`${period}::int`,
        wants("category") ? sql`${category}::int` : sql`0`,
        wants("month") ? month : sql`''`,
        wants("church") ? sql`${church}::int` : sql`0`,
      ],
      sql`, `,
    );
  // Whole months of every church, or of a whole region, are summed per region already: 20
  // regions' rows instead of 1,000 churches'.
  const perRegion = (reach.kind === "nation" || reach.kind === "region") && !wants("church");

  ranges.forEach((range, period) => {
    const whole = wholeMonths(range.from, range.to);
    const edges = edgesOf(range);
    for (const kind of kinds) {
      if (whole) {
        const t = perRegion ? financeRegionMonthTotals : financeChurchMonthTotals;
        const churchColumn = perRegion ? sql`0` : financeChurchMonthTotals.church;
        const within = perRegion
          ? reach.regionIn(financeRegionMonthTotals.region)
          : reach.churchIn(financeChurchMonthTotals.church);
        parts.push(sql`select ${kind}::text, ${t.currency},
          ${pick(period, t.category, sql`to_char(${t.month}, 'YYYY-MM')`, churchColumn)},
          ${t.total}, ${t.entries}
          from ${t}
          where ${t.kind} = ${kind} and ${t.month} between ${whole.first}::date and ${whole.last}::date
          ${within ? sql`and ${within}` : sql``} ${categoryFilter(t.category)}`);
      }
      if (edges.length === 0) continue;
      const rows = kind === "INCOME" ? income : expenses;
      const day = kind === "INCOME" ? income.received_on : expenses.spent_on;
      const dates = sql.join(
        edges.map(([from, to]) => sql`(${day} between ${from}::date and ${to}::date)`),
        sql` or `,
      );
      const within = reach.churchIn(rows.church);
      parts.push(sql`select ${kind}::text, ${rows.currency},
        ${pick(period, rows.category, sql`to_char(${day}, 'YYYY-MM')`, rows.church)},
        ${rows.amount}, 1
        from ${rows}
        where (${dates}) ${within ? sql`and ${within}` : sql``} ${categoryFilter(rows.category)}
        ${kind === "EXPENSE" ? sql`and ${expenses.status} = 'APPROVED'` : sql``}`);
    }
  });
  if (parts.length === 0) return null;
  const columns = ["kind", "currency", "period", "category", "month", "church"].filter(
    (c) => c === "kind" || c === "currency" || c === "period" || by.some((d) => d === c),
  );
  return sql`
    select sums.*, ${wants("category") ? sql`${financeCategories.name}` : sql`null`} as category_name
    from (
      select kind, currency, period,
        ${wants("category") ? sql`category` : sql`0`} as category,
        ${wants("month") ? sql`month` : sql`''`} as month,
        ${wants("church") ? sql`church` : sql`0`} as church,
        sum(total)::numeric(20, 2)::text as total, sum(entries)::bigint as entries
      from (${sql.join(
        parts.map((p) => sql`(${p})`),
        sql` union all `,
      )}) as parts(kind, currency, period, category, month, church, total, entries)
      group by ${sql.raw(columns.join(", "))}
      having sum(entries) > 0) sums
    ${wants("category") ? sql`left join ${financeCategories} on ${financeCategories.id} = sums.category` : sql``}`;
}

/** The rows of `periodTotalsQuery` (as the driver or as JSON gives them) as exact sums. */
export function readTotals(rows: readonly Record<string, unknown>[]): TotalRow[] {
  return z
    .array(rawRow)
    .parse(rows)
    .map((r) => ({
      kind: r.kind,
      currency: r.currency,
      category: Number(r.category),
      category_name: r.category_name ?? "",
      month: String(r.month),
      church: Number(r.church),
      period: Number(r.period),
      cents: toCents(r.total),
      entries: Number(r.entries),
    }));
}

/** The sums of one date range (see periodTotals). */
export const monthTotals = (
  db: Conn,
  reach: Reach,
  range: { from: string; to: string },
  kinds: Kind[],
  by: Dimension[],
  onlyCategories?: number[],
): Promise<TotalRow[]> => periodTotals(db, reach, [range], kinds, by, onlyCategories);

/** The category names a set of sums carries, by category id. */
export const namesOf = (rows: TotalRow[]): Map<number, string> =>
  new Map(rows.map((r) => [r.category, r.category_name]));
