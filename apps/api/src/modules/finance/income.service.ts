import { fromCents, type IncomeSummary, msg, previousPeriod, todayIso } from "@cm/contracts";
import type { income } from "../../db/tables";
import type { Reach } from "../../platform/reach";
import type { ResourceContext, RowOf, WriteData } from "../../platform/resources/resource";
import type { Data } from "../../platform/resources/scoped-data";
import {
  churchOf,
  compareAmounts,
  finalRecord,
  refuseClosedYear,
  requireCategory,
  settleCurrency,
} from "./finance-books.service";
import { type Kind, namesOf, periodTotals, type TotalRow } from "./finance-totals.service";

type Conn = Data;

/**
 * New income is recorded by the signed-in user, in the church's currency, under an active income
 * category the church may use, and never in a closed financial year (nor moved out of one).
 */
export async function prepareIncomeWrite(
  ctx: ResourceContext,
  data: WriteData<typeof income>,
  existing: RowOf<typeof income> | null,
): Promise<WriteData<typeof income>> {
  refusePostedByGiving(existing);
  const church = churchOf(data, existing);
  let out = await settleCurrency(ctx, data, existing);
  if (!existing) out.received_on ??= todayIso(ctx.now);
  if (data.category !== undefined) {
    await requireCategory(ctx, Number(data.category), "INCOME", church, data.category === existing?.category);
  }
  await refuseClosedYear(ctx, church, "received_on", [
    out.received_on ?? existing?.received_on,
    existing?.received_on,
  ]);
  if (!existing) out = { ...out, recorded_by: ctx.principal?.id ?? null };
  return out;
}

/** Income of a closed financial year stays as it is. */
export async function refuseIncomeDelete(
  ctx: ResourceContext,
  existing: RowOf<typeof income>,
): Promise<void> {
  refusePostedByGiving(existing);
  await refuseClosedYear(ctx, existing.church, "received_on", [existing.received_on]);
}

/**
 * Income a confirmed giving count or an online gift posted changes only through giving, so the
 * two always agree.
 */
function refusePostedByGiving(existing: RowOf<typeof income> | null): void {
  if (existing?.giving_batch == null && existing?.giving_fund == null) return;
  throw finalRecord(
    msg("This income was posted by a confirmed giving count. Correct it in Giving by reversing the gift."),
  );
}

type Range = { received_on__gte?: string; received_on__lte?: string };
const EARLIEST = "1900-01-01";

const sumOf = (rows: TotalRow[]) => ({
  cents: rows.reduce((n, r) => n + r.cents, 0n),
  entries: rows.reduce((n, r) => n + r.entries, 0),
});

/**
 * Totals per currency, per currency and category, and per currency and month, for a date range;
 * with both ends given, the same figures of the previous period of equal length beside them.
 */
export async function incomeSummaryOf(
  db: Conn,
  reach: Reach,
  range: Range,
  today: string,
  kind: Kind = "INCOME",
): Promise<IncomeSummary> {
  const from = range.received_on__gte ?? EARLIEST;
  const to = range.received_on__lte ?? today;
  const previous = range.received_on__gte && range.received_on__lte ? previousPeriod(from, to) : null;
  const both = await periodTotals(
    db,
    reach,
    previous ? [{ from, to }, previous] : [{ from, to }],
    [kind],
    ["category", "month"],
  );
  const current = both.filter((r) => r.period === 0);
  const before = both.filter((r) => r.period === 1);
  const names = namesOf(both);
  const currencies = [...new Set([...current, ...before].map((r) => r.currency))].sort();
  const grouped = <K extends string | number>(rows: TotalRow[], key: (r: TotalRow) => K) => {
    const map = new Map<K, TotalRow[]>();
    for (const r of rows) map.set(key(r), [...(map.get(key(r)) ?? []), r]);
    return map;
  };
  const figures = (rows: TotalRow[]) => {
    const s = sumOf(rows);
    return { total: fromCents(s.cents), count: s.entries };
  };
  const previousFigures = (rows: TotalRow[]) =>
    previous
      ? { previous_total: fromCents(sumOf(rows).cents), previous_count: sumOf(rows).entries }
      : { previous_total: null, previous_count: null };
  const byMonth = (rows: TotalRow[]) =>
    currencies.flatMap((currency) =>
      [
        ...grouped(
          rows.filter((r) => r.currency === currency),
          (r) => r.month,
        ),
      ]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([month, monthRows]) => ({ currency, month, ...figures(monthRows) })),
    );
  return {
    received_on__gte: range.received_on__gte ?? null,
    received_on__lte: range.received_on__lte ?? null,
    previous_from: previous?.from ?? null,
    previous_to: previous?.to ?? null,
    totals: currencies
      .map((currency) => {
        const now = current.filter((r) => r.currency === currency);
        const then = before.filter((r) => r.currency === currency);
        return { currency, ...figures(now), ...previousFigures(then) };
      })
      .filter((t) => t.count > 0 || (t.previous_count ?? 0) > 0),
    by_category: currencies.flatMap((currency) => {
      const now = grouped(
        current.filter((r) => r.currency === currency),
        (r) => r.category,
      );
      const then = grouped(
        before.filter((r) => r.currency === currency),
        (r) => r.category,
      );
      return [...new Set([...now.keys(), ...then.keys()])]
        .map((category) => ({
          currency,
          category,
          category_name: names.get(category) ?? "",
          ...figures(now.get(category) ?? []),
          ...previousFigures(then.get(category) ?? []),
        }))
        .sort(
          (a, b) =>
            compareAmounts(b.total, a.total) ||
            compareAmounts(b.previous_total ?? "0.00", a.previous_total ?? "0.00") ||
            a.category_name.localeCompare(b.category_name),
        );
    }),
    by_month: byMonth(current),
    previous_by_month: byMonth(before),
  };
}
