import { fromCents, monthsOf, REPORT_WORDS, SUBSCRIPTION_STATUS_WORDS } from "@cm/contracts";
import { and, eq, sql } from "drizzle-orm";
import { eventAttendance, events, members, payments, plans, subscriptions } from "../../db/tables";
import { periodTotals } from "../finance";
import {
  amount,
  byChurch,
  churchesOf,
  count,
  dayAfter,
  dayStart,
  int,
  joinedOn,
  type ReportBody,
  type ReportInput,
} from "./report-rows";

/** Each church's current subscription (spec section 4's order) with its plan's name. */
function currentSubscriptions(input: ReportInput) {
  return input.data
    .selectDistinctOn([subscriptions.church], {
      church: subscriptions.church,
      status: subscriptions.status,
      plan: plans.name,
      end_date: subscriptions.end_date,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.plan))
    .where(input.reach.churchIn(subscriptions.church))
    .orderBy(
      subscriptions.church,
      sql`case ${subscriptions.status} when 'ACTIVE' then 0 when 'TRIAL' then 1 when 'GRACE_PERIOD' then 2 else 3 end`,
      sql`${subscriptions.end_date} desc`,
      sql`${subscriptions.id} desc`,
    );
}

/**
 * One row per church in reach: its region, active members, members who joined, attendance of
 * events in the period (members marked and visitors), income per currency, and its subscription.
 */
export async function churchComparisonReport(input: ReportInput): Promise<ReportBody> {
  const { data, reach, from, to } = input;
  const [list, memberRows, attendanceRows, incomeRows, subs] = await Promise.all([
    churchesOf(data, reach),
    data
      .select({
        church: members.church,
        active: int(sql`count(*) filter (where ${members.is_active})`),
        joined: int(sql`count(*) filter (where ${joinedOn} between ${from}::date and ${to}::date)`),
      })
      .from(members)
      .where(reach.churchIn(members.church))
      .groupBy(members.church),
    data
      .select({
        church: events.church,
        attendance: int(
          sql`coalesce(sum((select count(*) from ${eventAttendance} where ${eventAttendance.event} = ${events.id}) + ${events.visitor_count}), 0)`,
        ),
      })
      .from(events)
      .where(
        and(
          reach.churchIn(events.church),
          sql`${events.starts_at} >= ${dayStart(from)}`,
          sql`${events.starts_at} < ${dayAfter(to)}`,
        ),
      )
      .groupBy(events.church),
    periodTotals(data, reach, [{ from, to }], ["INCOME"], ["church"]),
    currentSubscriptions(input),
  ]);
  const memberMap = byChurch(memberRows);
  const attendanceMap = byChurch(attendanceRows);
  const subMap = byChurch(subs);
  const income = new Map<number, { currency: string; cents: bigint }[]>();
  for (const r of incomeRows) {
    const list = income.get(r.church) ?? [];
    const found = list.find((x) => x.currency === r.currency);
    if (found) found.cents += r.cents;
    else list.push({ currency: r.currency, cents: r.cents });
    income.set(r.church, list);
  }
  const rows = list.map((c) => {
    const money = (income.get(c.id) ?? []).sort((a, b) => a.currency.localeCompare(b.currency));
    const sub = subMap.get(c.id);
    return {
      // A church keeps its books in one currency; one that changed shows each, one line below the
      // other; one without income in the period shows nothing received, in its own currency.
      cells: [
        c.name,
        c.region,
        count(memberMap.get(c.id)?.active ?? 0),
        count(memberMap.get(c.id)?.joined ?? 0),
        count(attendanceMap.get(c.id)?.attendance ?? 0),
        money.map((m) => m.currency).join(" / ") || c.currency,
        money.length === 1
          ? amount(fromCents(money[0]?.cents ?? 0n))
          : money.length === 0
            ? amount("0.00")
            : money.map((m) => fromCents(m.cents)).join(" / "),
        SUBSCRIPTION_STATUS_WORDS[sub ? sub.status : "NONE"],
        sub ? sub.plan : "",
      ],
      ...(money.length === 1
        ? { currency: money[0]?.currency }
        : money.length === 0
          ? { currency: c.currency }
          : {}),
    };
  });
  return {
    columns: [
      { header: REPORT_WORDS.church },
      { header: REPORT_WORDS.region },
      { header: REPORT_WORDS.activeMembers, numeric: true },
      { header: REPORT_WORDS.joined, numeric: true },
      { header: REPORT_WORDS.attendance, numeric: true },
      { header: REPORT_WORDS.currency },
      { header: REPORT_WORDS.income, numeric: true },
      { header: REPORT_WORDS.subscription },
      { header: REPORT_WORDS.plan },
    ],
    rows,
    chart: {
      series: [
        { key: "members", label: REPORT_WORDS.activeMembers },
        { key: "attendance", label: REPORT_WORDS.attendance },
      ],
      points: list.map((c) => ({
        label: c.name,
        members: memberMap.get(c.id)?.active ?? 0,
        attendance: attendanceMap.get(c.id)?.attendance ?? 0,
      })),
    },
  };
}

/** Subscriptions started and payments received in the period, by month or by church (national officers). */
export async function subscriptionHistoryReport(input: ReportInput): Promise<ReportBody> {
  const { data, reach, from, to, grouping } = input;
  const byChurchRows = grouping === "church";
  const paidKey = byChurchRows
    ? sql`${payments.church}::text`
    : sql`to_char(${payments.paid_at} at time zone 'UTC', 'YYYY-MM')`;
  const startKey = byChurchRows
    ? sql`${subscriptions.church}::text`
    : sql`to_char(${subscriptions.start_date}, 'YYYY-MM')`;
  const [paid, started] = await Promise.all([
    data
      .select({
        key: sql<string>`${paidKey}`,
        currency: payments.currency,
        payments: int(sql`count(*)`),
        total: sql<string>`sum(${payments.amount})::numeric(16, 2)::text`,
      })
      .from(payments)
      .where(
        and(
          reach.churchIn(payments.church),
          eq(payments.status, "SUCCEEDED"),
          sql`${payments.paid_at} >= ${dayStart(from)}`,
          sql`${payments.paid_at} < ${dayAfter(to)}`,
        ),
      )
      .groupBy(sql`1`, payments.currency),
    data
      .select({ key: sql<string>`${startKey}`, started: int(sql`count(*)`) })
      .from(subscriptions)
      .where(
        and(
          reach.churchIn(subscriptions.church),
          sql`${subscriptions.start_date} between ${from}::date and ${to}::date`,
        ),
      )
      .groupBy(sql`1`),
  ]);
  const labels = byChurchRows
    ? (await churchesOf(data, reach)).map((c) => ({ key: String(c.id), label: c.name }))
    : monthsOf(from, to).map((m) => ({ key: m, label: m }));
  const startedMap = new Map(started.map((s) => [s.key, s.started]));
  const rows = labels.flatMap(({ key, label }) => {
    const lines = paid.filter((p) => p.key === key).sort((a, b) => a.currency.localeCompare(b.currency));
    const first = [label, count(startedMap.get(key) ?? 0)];
    if (lines.length === 0) return [{ cells: [...first, count(0), "-", amount("0.00")] }];
    return lines.map((p, i) => ({
      cells: [...(i === 0 ? first : [label, count(0)]), count(p.payments), p.currency, amount(p.total)],
      currency: p.currency,
    }));
  });
  return {
    columns: [
      { header: byChurchRows ? REPORT_WORDS.church : REPORT_WORDS.month },
      { header: REPORT_WORDS.subscriptionsStarted, numeric: true },
      { header: REPORT_WORDS.payments, numeric: true },
      { header: REPORT_WORDS.currency },
      { header: REPORT_WORDS.received, numeric: true },
    ],
    rows,
    chart: {
      series: [
        { key: "started", label: REPORT_WORDS.subscriptionsStarted },
        { key: "payments", label: REPORT_WORDS.payments },
      ],
      points: labels.map(({ key, label }) => ({
        label,
        started: startedMap.get(key) ?? 0,
        payments: paid.filter((p) => p.key === key).reduce((s, p) => s + p.payments, 0),
      })),
    },
  };
}
