import {
  DEFAULT_REMITTANCE_PERCENT,
  divideCents,
  fromCents,
  type SupportRemittanceReport,
  toCents,
} from "@cm/contracts";
import { eq, inArray } from "drizzle-orm";
import {
  churches,
  financeCategories,
  ministrySupport,
  regionalSupport,
  regions,
  remittanceRates,
} from "../../db/tables";
import type { ResourceContext } from "../../platform/resources/resource";
import { monthTotals } from "./finance-totals.service";
import { header, type ReportTarget } from "./report-target.service";
import { supportMonths } from "./support.service";

const sum = (rows: { cents: bigint }[]) => rows.reduce((n, r) => n + r.cents, 0n);
const money = (cents: bigint) => fromCents(cents);

/**
 * Per church: income counting for support (tithes and offerings) in the period, the support its
 * region's rates expect of it, and the ministry and regional support paid for the period's months.
 */
export async function supportRemittance(
  ctx: ResourceContext,
  target: ReportTarget,
  now: Date,
): Promise<SupportRemittanceReport> {
  const db = ctx.data;
  const reachable = await ctx.scoped({ resource: "finance-categories" });
  const counting = (
    await db
      .select({ id: financeCategories.id })
      .from(financeCategories)
      .where(reachable.where(eq(financeCategories.counts_for_support, true)))
  ).map((c) => c.id);
  const base = await monthTotals(db, target.reach, target, ["INCOME"], ["church"], counting);
  const ministry = await supportMonths(db, ministrySupport, target.reach, target.from, target.to);
  const regional = await supportMonths(db, regionalSupport, target.reach, target.from, target.to);
  const churchIds = [...new Set([...base, ...ministry, ...regional].map((r) => r.church))];
  const info = churchIds.length
    ? await db
        .select({
          id: churches.id,
          name: churches.name,
          region_name: regions.name,
          ministry_percent: remittanceRates.ministry_percent,
          regional_percent: remittanceRates.regional_percent,
        })
        .from(churches)
        .innerJoin(regions, eq(regions.id, churches.region))
        .leftJoin(remittanceRates, eq(remittanceRates.region, churches.region))
        .where(inArray(churches.id, churchIds))
    : [];
  const paid = (rows: typeof ministry, church: number, currency: string, confirmed: boolean) =>
    rows
      .filter((r) => r.church === church && r.currency === currency)
      .reduce((n, r) => n + toCents(confirmed ? r.confirmed : r.paid), 0n);
  const keys = new Map<string, { church: number; currency: string }>();
  for (const r of [...base, ...ministry, ...regional]) {
    const church = Number(r.church);
    keys.set(`${church}:${r.currency}`, { church, currency: r.currency });
  }
  const rows = [...keys.values()].flatMap(({ church, currency }) => {
    const c = info.find((i) => i.id === church);
    if (!c) return [];
    const baseCents = sum(base.filter((b) => b.church === church && b.currency === currency));
    const ministryPercent = c.ministry_percent ?? DEFAULT_REMITTANCE_PERCENT;
    const regionalPercent = c.regional_percent ?? DEFAULT_REMITTANCE_PERCENT;
    const ministryExpected = divideCents(baseCents * toCents(ministryPercent), 10_000n);
    const regionalExpected = divideCents(baseCents * toCents(regionalPercent), 10_000n);
    const ministryPaid = paid(ministry, church, currency, false);
    const regionalPaid = paid(regional, church, currency, false);
    return [
      {
        church,
        church_name: c.name,
        region_name: c.region_name,
        ministry_percent: ministryPercent,
        regional_percent: regionalPercent,
        currency,
        base: baseCents,
        ministry_expected: ministryExpected,
        ministry_paid: ministryPaid,
        ministry_confirmed: paid(ministry, church, currency, true),
        regional_expected: regionalExpected,
        regional_paid: regionalPaid,
        regional_confirmed: paid(regional, church, currency, true),
        outstanding: ministryExpected + regionalExpected - ministryPaid - regionalPaid,
      },
    ];
  });
  rows.sort(
    (a, b) =>
      a.region_name.localeCompare(b.region_name) ||
      a.church_name.localeCompare(b.church_name) ||
      a.currency.localeCompare(b.currency),
  );
  const FIGURES = [
    "base",
    "ministry_expected",
    "ministry_paid",
    "ministry_confirmed",
    "regional_expected",
    "regional_paid",
    "regional_confirmed",
    "outstanding",
  ] as const;
  const asMoney = <T extends Record<(typeof FIGURES)[number], bigint>>(row: T) =>
    ({
      ...row,
      ...Object.fromEntries(FIGURES.map((f) => [f, money(row[f])])),
    }) as unknown as Omit<T, (typeof FIGURES)[number]> & Record<(typeof FIGURES)[number], string>;
  const currencies = [...new Set(rows.map((r) => r.currency))].sort();
  return {
    ...header(target, "support_remittance", now),
    report: "support_remittance",
    rows: rows.map(asMoney),
    totals: currencies.map((currency) => {
      const mine = rows.filter((r) => r.currency === currency);
      const total = Object.fromEntries(
        FIGURES.map((f) => [f, mine.reduce((n, r) => n + r[f], 0n)]),
      ) as Record<(typeof FIGURES)[number], bigint>;
      return asMoney({ currency, ...total });
    }),
  };
}
