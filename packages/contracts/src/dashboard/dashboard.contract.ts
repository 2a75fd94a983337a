import { z } from "zod";
import { addDays, addMonths, todayIso } from "../common/dates";
import { calendarDate, id, ref, timestamp } from "../common/fields";
import { money } from "../common/money";
import { previousPeriod, RANGE_MESSAGE, rangeInOrder } from "../finance/finance-fields";
import { MAX_REPORT_YEARS } from "../finance/finance-report.contract";
import { msg } from "../i18n/languages";
import { DASHBOARD_PERIODS, type DashboardPeriod, EXPIRING_WITHIN_DAYS } from "../rules/dashboard-vocabulary";
import { SUBSCRIPTION_STATUSES } from "../rules/subscription-rules";
import { AGE_BANDS } from "../rules/vocabulary";

export {
  DASHBOARD_PERIODS,
  type DashboardPeriod,
  EXPIRING_WITHIN_DAYS,
  PERIOD_LABELS,
} from "../rules/dashboard-vocabulary";
/** The members list's age bands, and members without a date of birth. */
export const DASHBOARD_AGE_BANDS = [...AGE_BANDS, "unknown"] as const;

const PERIOD_YEARS_MESSAGE = `Choose a period of at most ${MAX_REPORT_YEARS} years.`;

/** Years between two calendar dates (a period longer than MAX_REPORT_YEARS is refused). */
export const yearsBetween = (from: string, to: string) =>
  (Date.parse(to) - Date.parse(from)) / (365.25 * 86_400_000);

/** A period (this month, quarter, year, or dates) as the dashboard, statistics and reports take it. */
export const periodFields = {
  period: z
    .enum(DASHBOARD_PERIODS, msg("Choose month, quarter, year or custom."))
    .default("month")
    .describe("This calendar month, quarter or year (up to its last day), or custom dates"),
  date_from: calendarDate.optional().describe("Start of a custom period"),
  date_to: calendarDate.optional().describe("End of a custom period"),
};

type PeriodInput = { period: DashboardPeriod; date_from?: string | undefined; date_to?: string | undefined };

/** The checks every period query shares: custom needs both dates, in order, at most five years apart. */
export function checkPeriod(q: PeriodInput, ctx: z.RefinementCtx) {
  if (q.period === "custom") {
    for (const field of ["date_from", "date_to"] as const)
      if (!q[field])
        ctx.addIssue({
          code: "custom",
          path: [field],
          message: msg("Give both the start and the end of the period."),
        });
  }
  if (!rangeInOrder(q.date_from, q.date_to))
    ctx.addIssue({ code: "custom", path: ["date_to"], message: RANGE_MESSAGE });
  else if (q.date_from && q.date_to && yearsBetween(q.date_from, q.date_to) > MAX_REPORT_YEARS)
    ctx.addIssue({ code: "custom", path: ["date_to"], message: PERIOD_YEARS_MESSAGE });
}

/** The dates of a period on a given day, and the period before it (calendar months for month, quarter, year). */
export function periodDates(q: PeriodInput, now: Date) {
  const today = todayIso(now);
  let from: string;
  let to: string;
  if (q.period === "custom" && q.date_from && q.date_to) {
    from = q.date_from;
    to = q.date_to;
  } else {
    const month = Number(today.slice(5, 7));
    const first = q.period === "year" ? 1 : q.period === "quarter" ? month - ((month - 1) % 3) : month;
    const months = q.period === "year" ? 12 : q.period === "quarter" ? 3 : 1;
    from = `${today.slice(0, 4)}-${String(first).padStart(2, "0")}-01`;
    to = addDays(addMonths(from, months), -1);
  }
  return { from, to, previous: previousPeriod(from, to), today };
}

export const dashboardQuery = z
  .object({
    region: ref.optional().describe("One region (within your reach); regional officers always see their own"),
    ...periodFields,
  })
  .superRefine(checkPeriod);
export type DashboardQuery = z.output<typeof dashboardQuery>;

export const churchStatisticsQuery = z.object(periodFields).superRefine(checkPeriod);

/** A figure of the period and of the period before it. */
const change = z.object({ value: z.number(), previous: z.number() });
/** A rate in percent with one decimal; null when nothing was marked in the period. */
const rateChange = z.object({ value: z.number().nullable(), previous: z.number().nullable() });
const moneyChange = z.object({ currency: z.string(), total: money, previous: money });

/** The figures of a church, a region or the whole organisation over a period. */
export const dashboardFigures = z.object({
  date_from: calendarDate,
  date_to: calendarDate,
  previous_from: calendarDate,
  previous_to: calendarDate,
  members: z.object({
    active: z.number().int().describe("Active members on the rolls today"),
    joined: change.describe("Members who joined in the period (membership date, else the date recorded)"),
    by_gender: z.object({ MALE: z.number().int(), FEMALE: z.number().int(), unknown: z.number().int() }),
    by_age_band: z.array(z.object({ band: z.enum(DASHBOARD_AGE_BANDS), members: z.number().int() })),
    joined_by_month: z.array(z.object({ month: z.string(), joined: z.number().int() })),
  }),
  attendance: z.object({
    average_weekly: change.describe(
      "Attendance marks and visitors of events that started in the period, per week of the period up to today",
    ),
    events_held: change,
    by_week: z.array(z.object({ week: calendarDate, attendance: z.number().int() })),
  }),
  sunday_school: z.object({
    enrolled: z.number().int().describe("Active enrolments today"),
    attendance_rate: rateChange.describe(
      "Present among the marks of sessions held in the period, in percent",
    ),
  }),
  finance: z.object({
    income: z.array(moneyChange),
    approved_expenses: z.array(moneyChange),
  }),
  programs: z.object({
    planned: change.describe("Program dates in the period, cancelled ones left out"),
    accomplished: change,
  }),
});
export type DashboardFigures = z.infer<typeof dashboardFigures>;

const statusCounts = z.object(
  Object.fromEntries([...SUBSCRIPTION_STATUSES, "NONE"].map((s) => [s, z.number().int()])) as Record<
    (typeof SUBSCRIPTION_STATUSES)[number] | "NONE",
    z.ZodNumber
  >,
);

/** The dashboard: the organisation's (or one region's) figures and the office's queues. */
export const dashboard = z.object({
  scope: z.enum(["national", "region"]),
  region: id.nullable(),
  region_name: z.string(),
  as_of: timestamp.describe("When these figures were counted (they are kept for a minute)"),
  churches: z.object({ total: z.number().int(), active: z.number().int(), by_subscription: statusCounts }),
  regions: z.number().int(),
  regions_list: z.array(z.object({ id, name: z.string() })).describe("The regions you may choose"),
  subscriptions: z.object({
    expiring_soon: z
      .number()
      .int()
      .describe(`Access-giving subscriptions ending within ${EXPIRING_WITHIN_DAYS} days`),
    by_plan: z.array(z.object({ plan: z.string(), churches: z.number().int() })),
    revenue_by_month: z.array(z.object({ month: z.string(), currency: z.string(), total: money })),
  }),
  pending_church_requests: z.number().int(),
  figures: dashboardFigures,
});
export type Dashboard = z.infer<typeof dashboard>;
