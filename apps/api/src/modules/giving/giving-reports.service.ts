import {
  addDays,
  divideCents,
  fromCents,
  GIVING_REPORT_TITLE,
  type GivingDonorLine,
  type GivingReport,
  type GivingReportQuery,
  monthsOf,
  toCents,
} from "@cm/contracts";
import { and, eq, gte, inArray, isNotNull, lte, or, sql } from "drizzle-orm";
import { donations, funds, households } from "../../db/tables";
import { memberNamesOf } from "../../platform/member-roll";
import type { ResourceContext } from "../../platform/resources/resource";
import { reportTarget } from "./giving-access";

const byText = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/**
 * The giving report of a church (the caller's unless named), a region's churches or every church,
 * as far as the caller reaches (404 beyond), for a financial year or dates: giving by fund and month, the average gift, first-time and lapsed donors. Only
 * confirmed gifts count, and reversing entries are summed with them: a reversed gift and its
 * reversal (same giver, fund and day) cancel out, and each reversal takes one gift off the count.
 */
export async function givingReport(ctx: ResourceContext, q: GivingReportQuery): Promise<GivingReport> {
  const target = await reportTarget(ctx, q);
  const reach = target.reach.churchIn(donations.church);
  const { from, to, previous } = target;
  const month = sql<string>`to_char(${donations.given_on}, 'YYYY-MM')`;
  const byFund = await ctx.data
    .select({
      fund: donations.fund,
      name: funds.name,
      currency: donations.currency,
      month,
      total: sql<string>`sum(${donations.amount})::text`,
      gifts: sql<number>`(count(*) filter (where ${donations.amount} > 0) - count(*) filter (where ${donations.amount} < 0))::int`,
    })
    .from(donations)
    .innerJoin(funds, eq(funds.id, donations.fund))
    .where(
      and(reach, eq(donations.is_final, true), gte(donations.given_on, from), lte(donations.given_on, to)),
    )
    .groupBy(donations.fund, funds.name, donations.currency, month);

  const months = monthsOf(from, to);
  const currencies = [...new Set(byFund.map((r) => r.currency))].sort().map((currency) => {
    const rows = byFund.filter((r) => r.currency === currency);
    const fundIds = [...new Set(rows.map((r) => r.fund))];
    const cell = (fund: number | null, m: string) =>
      rows
        .filter((r) => (fund === null || r.fund === fund) && r.month === m)
        .reduce((n, r) => n + toCents(r.total), 0n);
    const lines = fundIds
      .map((fund) => {
        const cents = months.map((m) => cell(fund, m));
        return {
          fund,
          name: rows.find((r) => r.fund === fund)?.name ?? "",
          months: cents.map(fromCents),
          total: fromCents(cents.reduce((n, c) => n + c, 0n)),
        };
      })
      .sort(byText);
    const total = rows.reduce((n, r) => n + toCents(r.total), 0n);
    const gifts = rows.reduce((n, r) => n + Number(r.gifts), 0);
    return {
      currency,
      funds: lines,
      month_totals: months.map((m) => fromCents(cell(null, m))),
      total: fromCents(total),
      gifts,
      average_gift: fromCents(gifts > 0 ? divideCents(total, BigInt(gifts)) : 0n),
    };
  });

  // Each giver's net giving before the period, in it and in the previous one: a giver "gave" in
  // a range when what stands of their gifts there is more than nothing.
  const inPeriod = sql`${donations.given_on} between ${from}::date and ${to}::date`;
  const inPrevious = sql`${donations.given_on} between ${previous.from}::date and ${previous.to}::date`;
  const givers = await ctx.data
    .select({
      member: donations.member,
      household: donations.household,
      now: sql<string>`coalesce(sum(${donations.amount}) filter (where ${inPeriod}), 0)::text`,
      before: sql<string>`coalesce(sum(${donations.amount}) filter (where ${donations.given_on} < ${from}::date), 0)::text`,
      previous: sql<string>`coalesce(sum(${donations.amount}) filter (where ${inPrevious}), 0)::text`,
      first: sql<string>`min(${donations.given_on}) filter (where ${inPeriod} and ${donations.amount} > 0)`,
      last: sql<string>`max(${donations.given_on}) filter (where ${inPrevious} and ${donations.amount} > 0)`,
    })
    .from(donations)
    .where(
      and(
        reach,
        eq(donations.is_final, true),
        lte(donations.given_on, to),
        or(isNotNull(donations.member), isNotNull(donations.household)),
      ),
    )
    .groupBy(donations.member, donations.household);
  const gave = (cents: string) => toCents(cents) > 0n;
  const current = givers.filter((g) => gave(g.now));
  const firstTime = current.filter((g) => !gave(g.before));
  const lapsed = givers.filter((g) => gave(g.previous) && !gave(g.now));

  const memberNames = await memberNamesOf(
    ctx.data,
    [...firstTime, ...lapsed].flatMap((g) => (g.member ? [g.member] : [])),
  );
  const householdIds = [...firstTime, ...lapsed].flatMap((g) => (g.household ? [g.household] : []));
  const householdNames = new Map(
    householdIds.length
      ? (
          await ctx.data
            .select({ id: households.id, name: households.name })
            .from(households)
            .where(inArray(households.id, householdIds))
        ).map((h) => [h.id, h.name])
      : [],
  );
  const line = (g: (typeof givers)[number], date: string | null): GivingDonorLine =>
    g.member
      ? { kind: "member", id: g.member, name: memberNames.get(g.member) ?? "", date: date ?? from }
      : {
          kind: "household",
          id: g.household ?? 0,
          name: householdNames.get(g.household ?? 0) ?? "",
          date: date ?? from,
        };

  return {
    title: GIVING_REPORT_TITLE,
    scope: target.scope,
    church: target.church,
    church_name: target.church_name,
    region: target.scope === "church" ? null : target.region,
    region_name: target.scope === "church" ? "" : target.region_name,
    date_from: from,
    date_to: to,
    previous_from: previous.from,
    previous_to: previous.to,
    generated_at: ctx.now.toISOString(),
    months,
    currencies,
    donors: current.length,
    first_time_donors: firstTime.map((g) => line(g, g.first)).sort(byText),
    lapsed_donors: lapsed.map((g) => line(g, g.last ?? addDays(from, -1))).sort(byText),
  };
}
