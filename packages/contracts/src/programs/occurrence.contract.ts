import { z } from "zod";
import { calendarDate, id, optionalText, queryNumber, requiredText, timestamp } from "../common/fields";
import { msg } from "../i18n/languages";
import { programChurchQuery } from "./program.contract";

/** SCHEDULED until its outcome is recorded (ACCOMPLISHED or NOT_ACCOMPLISHED), or called off. */
export const OCCURRENCE_STATUSES = ["SCHEDULED", "ACCOMPLISHED", "NOT_ACCOMPLISHED", "CANCELLED"] as const;
export type OccurrenceStatus = (typeof OCCURRENCE_STATUSES)[number];

/** One date of a program: when it starts and ends, and what came of it. */
export const occurrence = z.object({
  id,
  church: id,
  program: id,
  program_title: z.string(),
  program_status: z.string(),
  category: id,
  category_name: z.string(),
  category_color: z.string(),
  location: z.string(),
  starts_at: timestamp,
  ends_at: timestamp,
  local_date: calendarDate.describe("The date in the church's time zone"),
  local_time: z.string().describe("The start in the church's time zone, HH:MM"),
  time_zone: z.string(),
  status: z.enum(OCCURRENCE_STATUSES),
  attendance: z.number().int().nullable(),
  notes: z.string(),
  reason: z.string().describe("Why it did not happen, or why it was called off"),
  recorded_by: id.nullable(),
  recorded_by_name: z.string(),
  recorded_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Occurrence = z.infer<typeof occurrence>;

export const occurrenceStatusInput = z.strictObject({
  status: z.enum(["SCHEDULED", "CANCELLED"], msg("Choose whether the date goes ahead or is called off.")),
  reason: optionalText(500).default("").describe("Why it is called off"),
});
export const markAccomplishedInput = z.strictObject({
  // The limits first, and alone, so that a huge figure is told the limit.
  attendance: z
    .number({
      error: (issue) => (issue.code === "invalid_type" ? msg("Enter how many people came.") : undefined),
    })
    .min(0, { abort: true })
    .max(1_000_000, { abort: true })
    .int({ error: msg("Enter a whole number.") }),
  notes: optionalText(2000).default(""),
});
export const markNotAccomplishedInput = z.strictObject({
  reason: requiredText(500).describe("Why it did not take place"),
});
export const occurrenceListQuery = programChurchQuery.extend({
  limit: queryNumber(z.number().int().min(1).max(100)).default(20).describe("How many (at most 100)"),
});
export const occurrenceList = z.array(occurrence);

/** A month of the calendar: each day's occurrences, in the church's time zone. */
export const programCalendar = z.object({
  year: z.number().int(),
  month: z.number().int(),
  time_zone: z.string(),
  days: z.array(z.object({ date: calendarDate, occurrences: z.array(occurrence) })),
});
export type ProgramCalendar = z.infer<typeof programCalendar>;
