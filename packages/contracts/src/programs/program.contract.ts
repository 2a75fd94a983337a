import { z } from "zod";
import { calendarDate, id, optionalText, queryNumber, ref, requiredText, timestamp } from "../common/fields";
import { msg } from "../i18n/languages";
import { programRecurrence } from "./recurrence";

/**
 * DRAFT: being written. PENDING: a secretary's program waiting for a church admin. APPROVED: on
 * the calendar, with its occurrences. CANCELLED: its future occurrences are called off.
 */
export const PROGRAM_STATUSES = ["DRAFT", "PENDING", "APPROVED", "CANCELLED"] as const;
export type ProgramStatus = (typeof PROGRAM_STATUSES)[number];

/** A time of day, `HH:MM` on the 24-hour clock. */
export const timeOfDay = z
  .string()
  .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, msg("Enter a time such as 18:30."))
  .describe("Local time of day, HH:MM (24-hour)");

/** A program runs at most two weeks at a time (a convention of several days). */
export const MAX_DURATION_MINUTES = 14 * 24 * 60;

/** A church's plan for something that happens once or again and again (a weekly prayer meeting). */
export const program = z.object({
  id,
  church: id,
  title: z.string(),
  category: id,
  category_name: z.string(),
  category_color: z.string(),
  description: z.string(),
  location: z.string(),
  start_date: calendarDate.describe("The first date, in the church's time zone"),
  start_time: timeOfDay,
  duration_minutes: z.number().int(),
  time_zone: z.string().describe("The church's IANA time zone the dates and times are in"),
  recurrence: programRecurrence,
  rrule: z.string().describe("The schedule as an RFC 5545 RRULE (empty for a program that happens once)"),
  recurrence_text: z.string().describe("The schedule in plain words"),
  coordinator: id.nullable().describe("The member who coordinates it"),
  coordinator_name: z.string(),
  expected_attendance: z.number().int().nullable(),
  status: z.enum(PROGRAM_STATUSES),
  submitted_by: id.nullable(),
  submitted_by_name: z.string(),
  reviewed_by: id.nullable().describe("The church admin who approved or sent it back"),
  reviewed_by_name: z.string(),
  reviewed_at: timestamp.nullable(),
  review_note: z.string().describe("Why it was sent back, or why it was cancelled"),
  next_occurrence: timestamp.nullable().describe("When it next happens (scheduled occurrences only)"),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Program = z.infer<typeof program>;

const programFields = {
  title: requiredText(200),
  category: ref.describe("An active program category the church may use (categories/choices/)"),
  description: optionalText(2000).default(""),
  location: optionalText(200).default(""),
  start_date: calendarDate,
  start_time: timeOfDay,
  duration_minutes: z
    .number(msg("Enter the length in minutes."))
    .int(msg("Enter whole minutes."))
    .min(5, msg("A program lasts at least 5 minutes."))
    .max(MAX_DURATION_MINUTES, msg("A program lasts at most 14 days."))
    .default(120),
  recurrence: programRecurrence.describe("When it repeats; NONE for once"),
  coordinator: ref.nullable().default(null).describe("A member of the church"),
  expected_attendance: z
    .number(msg("Enter a number."))
    .int(msg("Enter a whole number."))
    .min(0, msg("Enter 0 or more."))
    .max(1_000_000)
    .nullable()
    .default(null),
};
export const programCreate = z.strictObject({
  church: ref.optional().describe("Defaults to the signed-in user's church."),
  ...programFields,
  draft: z
    .boolean()
    .default(false)
    .describe(
      "Keep it as a DRAFT. Otherwise a church admin's program is APPROVED at once and anyone else's waits (PENDING)",
    ),
});
/** Its church and status do not change here: the actions submit, approve, reject and cancel do. */
export const programUpdate = z.strictObject(programFields);

export const programNoteInput = z.strictObject({
  note: requiredText(500).describe("Why: the person who submitted it sees this"),
});
export const programCancelInput = z.strictObject({
  note: optionalText(500).default("").describe("Why it is cancelled"),
});

export const generateOccurrencesInput = z.strictObject({
  from: calendarDate.optional().describe("First date of the window (default: today)"),
  to: calendarDate.optional().describe("Last date of the window (default: 12 months on; at most 3 years)"),
});
export const generateOccurrencesResult = z.object({
  created: z.number().int().describe("Occurrences made now"),
  existing: z.number().int().describe("Occurrences the window already had"),
  removed: z.number().int().describe("Future occurrences without an outcome that no longer fit the schedule"),
});

export const schedulePreviewInput = z.strictObject({
  church: ref.optional(),
  start_date: calendarDate,
  start_time: timeOfDay,
  recurrence: programRecurrence,
});
export const schedulePreview = z.object({
  time_zone: z.string(),
  rrule: z.string(),
  recurrence_text: z.string(),
  dates: z.array(timestamp).describe("The first five starts, in UTC"),
  local: z.array(z.string()).describe("The same starts as local date and time, YYYY-MM-DD HH:MM"),
});
export type SchedulePreview = z.infer<typeof schedulePreview>;

export const programChurchQuery = z.object({
  church: ref.optional().describe("Only this church (for users who reach several)."),
});
export const upcomingQuery = programChurchQuery.extend({
  limit: queryNumber(z.number().int().min(1).max(50)).default(10).describe("How many (at most 50)"),
});
export const calendarQuery = programChurchQuery.extend({
  year: queryNumber(z.number().int().min(2000).max(2100)),
  month: queryNumber(
    z.number().int().min(1, msg("Enter a month from 1 to 12.")).max(12, msg("Enter a month from 1 to 12.")),
  ),
});
export const statisticsQuery = programChurchQuery.extend({
  year: queryNumber(z.number().int().min(2000).max(2100)).optional().describe("Default: this year"),
});
export const programStatistics = z.object({
  year: z.number().int(),
  rows: z.array(
    z.object({
      category: id,
      category_name: z.string(),
      category_color: z.string(),
      month: z.number().int().describe("1 to 12"),
      planned: z.number().int(),
      accomplished: z.number().int(),
      not_accomplished: z.number().int(),
      cancelled: z.number().int(),
      accomplishment_rate: z
        .number()
        .nullable()
        .describe("Accomplished as a percentage of those with an outcome, one decimal; null without any"),
    }),
  ),
});
export type ProgramStatistics = z.infer<typeof programStatistics>;

/** The body of `programCreate`, what a form fills in. */
export type ProgramInput = z.input<typeof programCreate>;
