import { z } from "zod";
import { calendarDate, id, optionalText, ref, requiredText, timestamp } from "../common/fields";
import { currencyTotals } from "../finance/income.contract";
import { SUBSCRIPTION_STATUSES } from "../rules/subscription-rules";

export const region = z.object({
  id,
  name: z.string(),
  code: z.string(),
  country: id,
  description: z.string(),
  created_at: timestamp,
});
export const regionCreate = z.strictObject({
  name: requiredText(120),
  code: optionalText(20).default(""),
  country: ref,
  description: optionalText(2000).default(""),
});
export const regionUpdate = regionCreate;
/** Attendance figures of a region cover this many days up to today. */
export const ATTENDANCE_WINDOW_DAYS = 30;
const count = z.number().int();
export const regionAnalytics = z.object({
  region: id,
  churches: count,
  active_churches: count,
  branches: count,
  users: count,
  seating_capacity: count,
  occupancy: count,
  members: count.describe("People on the membership rolls of the region's churches"),
  active_members: count,
  attendance_since: calendarDate.describe(
    `First day of the attendance window (the last ${ATTENDANCE_WINDOW_DAYS} days, today included)`,
  ),
  events_held: count.describe("Events of the region's churches that started in the window"),
  event_attendance: count.describe("Members marked present at those events"),
  event_visitors: count.describe("Visitors counted at those events"),
  sunday_school_sessions: count.describe("Sunday-school sessions held in the window"),
  sunday_school_present: count.describe("Members marked present at those sessions"),
  sunday_school_visitors: count.describe("Visitors counted at those sessions"),
  churches_by_subscription: z
    .record(z.enum([...SUBSCRIPTION_STATUSES, "NONE"]), count)
    .describe("Churches by the status of their current subscription; NONE for churches without one"),
  income_last_30_days: currencyTotals.describe(
    "Income the region's churches received in the attendance window (from attendance_since to today), per currency",
  ),
  income_year_start: calendarDate.describe("1 January of the current year"),
  income_this_year: currencyTotals.describe(
    "Income the region's churches received from income_year_start to today, per currency",
  ),
});
export type Region = z.infer<typeof region>;
export type RegionAnalytics = z.infer<typeof regionAnalytics>;
