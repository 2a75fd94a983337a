import { z } from "zod";
import { calendarDate, id, optionalText, ref, refMessage, requiredText, timestamp } from "../common/fields";
import { said } from "../common/messages";
import { listQuery } from "../common/pagination";
import { msg } from "../i18n/languages";
import { EVENT_TYPES } from "../rules/vocabulary";

export const eventType = z.enum(EVENT_TYPES);

export const RECURRENCES = ["NONE", "WEEKLY", "MONTHLY"] as const;
export const recurrence = z.enum(RECURRENCES);

/** At most this many members are marked at one event in one call. */
export const MAX_MARKED_MEMBERS = 5000;

/** A list of member ids sent in a body: each a positive whole number, duplicates ignored. */
export const memberIds = z
  .array(ref)
  .max(
    MAX_MARKED_MEMBERS,
    said(msg("Send at most {count, number} members at a time."), { count: MAX_MARKED_MEMBERS }),
  );

/** A required id in a query string, with a plain message when it is missing or not an id. */
export const queryId = z
  .string({ error: refMessage })
  .regex(/^[1-9][0-9]{0,9}$/, { error: refMessage })
  .transform(Number);

/** A service, meeting or other gathering of a church. */
export const event = z.object({
  id,
  church: id,
  title: z.string(),
  event_type: eventType,
  starts_at: timestamp,
  ends_at: timestamp.nullable(),
  location: z.string(),
  description: z.string(),
  recurrence,
  recurrence_until: calendarDate.nullable(),
  visitor_count: z.number().int(),
  attendance_count: z.number().int().describe("Members marked present"),
  total_attendance: z.number().int().describe("Members present plus visitors"),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Event = z.infer<typeof event>;

type EventTimes = {
  starts_at?: string | null;
  ends_at?: string | null;
  recurrence?: string | null;
  recurrence_until?: string | null;
};

/**
 * The rules between an event's fields, as field -> message: it ends after it starts, and a
 * recurring event says until when it repeats (not before it starts). Used by the form schema
 * and by the server on partial updates, where the other fields come from the stored event.
 */
export function eventFieldProblems(v: EventTimes): Record<string, string> {
  const problems: Record<string, string> = {};
  const starts = v.starts_at ? Date.parse(v.starts_at) : Number.NaN;
  if (v.ends_at && !Number.isNaN(starts) && Date.parse(v.ends_at) <= starts) {
    problems.ends_at = "The end must be after the start.";
  }
  if (v.recurrence && v.recurrence !== "NONE") {
    if (!v.recurrence_until) {
      problems.recurrence_until = "Say until when a repeating event repeats.";
    } else if (v.starts_at && v.recurrence_until < v.starts_at.slice(0, 10)) {
      problems.recurrence_until = "The repeat end date cannot be before the event starts.";
    }
  }
  return problems;
}

const withEventRules = <T extends EventTimes>(value: T, ctx: z.RefinementCtx) => {
  for (const [field, message] of Object.entries(eventFieldProblems(value))) {
    ctx.addIssue({ code: "custom", path: [field], message });
  }
};

const eventFields = {
  title: requiredText(200),
  event_type: eventType.default("SERVICE"),
  starts_at: timestamp,
  ends_at: timestamp.nullable().default(null),
  location: optionalText(200).default(""),
  description: optionalText(5000).default(""),
  recurrence: recurrence.default("NONE"),
  recurrence_until: calendarDate
    .nullable()
    .default(null)
    .describe("Required when the event repeats; not before it starts"),
  visitor_count: z.coerce.number().int().min(0).max(1_000_000).default(0),
};
export const eventCreate = z
  .strictObject({
    church: ref.optional().describe("Defaults to the signed-in user's church."),
    ...eventFields,
  })
  .superRefine(withEventRules);
export const eventUpdate = z.strictObject(eventFields).superRefine(withEventRules);

export const markEventAttendanceInput = z.strictObject({
  members: memberIds.describe("Every member present: the event's present list becomes exactly these"),
  visitor_count: z.coerce.number().int().min(0).max(1_000_000).optional(),
});

/** One member present at an event. */
export const eventAttendee = z.object({
  member: id,
  member_name: z.string(),
  marked_at: timestamp,
});
export const eventAttendees = z.array(eventAttendee);

/** An event a member attended, for the member's history. */
export const attendedEvent = z.object({
  event: id,
  title: z.string(),
  event_type: eventType,
  starts_at: timestamp,
  location: z.string(),
});
export const memberEventHistoryQuery = listQuery.pick({ page: true, page_size: true }).extend({
  member: queryId,
  starts_at__gte: calendarDate.optional(),
  starts_at__lte: calendarDate.optional(),
});

/** The widest range the attendance trends cover in one call. */
export const MAX_TREND_WEEKS = 106;
export const attendanceTrendsQuery = z.object({
  from: calendarDate.optional().describe("First day; defaults to the Monday 11 weeks before this week's"),
  to: calendarDate.optional().describe("Last day; defaults to today"),
  church: ref.optional().describe("One church (officers who serve many); defaults to every church you reach"),
  event_type: eventType.optional(),
});
const trendFigures = z.object({
  events: z.number().int(),
  members_present: z.number().int(),
  visitors: z.number().int(),
  total: z.number().int(),
});
/** Attendance per ISO week (weeks start on Monday), overall and by event type. */
export const attendanceTrends = z.object({
  from: calendarDate.describe("The Monday of the first week"),
  to: calendarDate,
  weeks: z.array(
    trendFigures.extend({
      week_start: calendarDate,
      by_type: z.record(eventType, trendFigures),
    }),
  ),
  totals: trendFigures,
});
export type AttendanceTrends = z.infer<typeof attendanceTrends>;

/** The body of `eventUpdate`, what a form fills in. */
export type EventInput = z.input<typeof eventUpdate>;
