import { z } from "zod";
import { calendarDate, id, optionalText, ref, requiredText, timestamp } from "../common/fields";
import { phrase } from "../common/messages";
import { listQuery } from "../common/pagination";
import { memberIds, queryId } from "../events/event.contract";
import { msg } from "../i18n/languages";

const age = z.coerce.number().int().min(0).max(120).nullable().default(null);

/** A Sunday-school class of a church. */
export const sundaySchool = z.object({
  id,
  church: id,
  name: z.string(),
  description: z.string(),
  min_age: z.number().int().nullable(),
  max_age: z.number().int().nullable(),
  teacher: id.nullable(),
  teacher_name: z.string().describe("Empty when the class has no teacher"),
  room: z.string(),
  is_active: z.boolean(),
  enrolled_count: z.number().int().describe("Members actively enrolled"),
  session_count: z.number().int(),
  average_rate: z
    .number()
    .describe(
      "Mean attendance rate of the sessions held up to today, one decimal, as in the attendance overview; 0 without any",
    ),
  created_at: timestamp,
  updated_at: timestamp,
});
export type SundaySchool = z.infer<typeof sundaySchool>;

/** The youngest age cannot be above the oldest; answers field -> message. */
export function sundaySchoolFieldProblems(v: {
  min_age?: number | null;
  max_age?: number | null;
}): Record<string, string> {
  if (v.min_age != null && v.max_age != null && v.min_age > v.max_age) {
    return { max_age: "The oldest age cannot be below the youngest age." };
  }
  return {};
}
const withClassRules = (v: { min_age?: number | null; max_age?: number | null }, ctx: z.RefinementCtx) => {
  for (const [field, message] of Object.entries(sundaySchoolFieldProblems(v))) {
    ctx.addIssue({ code: "custom", path: [field], message });
  }
};
const classFields = {
  name: requiredText(120).describe("Unique within the church"),
  description: optionalText(2000).default(""),
  min_age: age,
  max_age: age,
  teacher: ref.nullable().default(null).describe("A member of the same church"),
  room: optionalText(120).default(""),
  is_active: z.boolean().default(true),
};
export const sundaySchoolCreate = z
  .strictObject({
    church: ref.optional().describe("Defaults to the signed-in user's church."),
    ...classFields,
  })
  .superRefine(withClassRules);
export const sundaySchoolUpdate = z.strictObject(classFields).superRefine(withClassRules);

/** Sessions and enrollments take their church from their class; a church sent must be the class's. */
const churchOfClass = ref.nullable().default(null).describe("Taken from the class; if sent it must match");

/** A member enrolled in a class. */
export const sundaySchoolEnrollment = z.object({
  id,
  church: id,
  sunday_school: id,
  sunday_school_name: z.string(),
  member: id,
  member_name: z.string(),
  enrolled_on: calendarDate,
  is_active: z.boolean(),
  created_at: timestamp,
});
export const sundaySchoolEnrollmentCreate = z.strictObject({
  church: churchOfClass,
  sunday_school: ref,
  member: ref.describe("A member of the class's church, not yet enrolled in it"),
  enrolled_on: calendarDate.optional().describe("Defaults to today"),
  is_active: z.boolean().default(true),
});
export const sundaySchoolEnrollmentUpdate = z.strictObject({
  enrolled_on: calendarDate,
  is_active: z.boolean().default(true),
});

export const enrollMembersInput = z.strictObject({
  members: memberIds.min(1, msg("Choose at least one member.")),
});
export const bulkEnrollInput = enrollMembersInput.extend({ sunday_school: ref });
export const enrollmentResult = z.object({
  sunday_school: id,
  added: z.number().int().describe("Newly enrolled, or enrolled again after being inactive"),
  already_enrolled: z.number().int(),
  enrolled_count: z.number().int().describe("Members actively enrolled now"),
});

/** One meeting of a class on a date. */
export const sundaySchoolSession = z.object({
  id,
  church: id,
  sunday_school: id,
  sunday_school_name: z.string(),
  date: calendarDate,
  topic: z.string(),
  notes: z.string(),
  visitor_count: z.number().int(),
  present_count: z.number().int(),
  absent_count: z.number().int().describe("Members marked absent"),
  created_at: timestamp,
});
const sessionFields = {
  date: calendarDate.describe("One session per class per date"),
  topic: optionalText(300).default(""),
  notes: optionalText(5000).default(""),
  visitor_count: z.coerce.number().int().min(0).max(100_000).default(0),
};
export const sundaySchoolSessionCreate = z.strictObject({
  church: churchOfClass,
  sunday_school: ref,
  ...sessionFields,
});
export const sundaySchoolSessionUpdate = z.strictObject(sessionFields);
export const createSessionInput = z.strictObject({
  date: sessionFields.date,
  topic: sessionFields.topic,
  notes: sessionFields.notes,
});

/** Weekday names a client may send instead of 0 (Sunday) to 6 (Saturday). */
export const WEEKDAYS = [
  "SUNDAY",
  "MONDAY",
  "TUESDAY",
  "WEDNESDAY",
  "THURSDAY",
  "FRIDAY",
  "SATURDAY",
] as const;
/** Sessions created by one call span at most this many days. */
export const MAX_SESSION_RANGE_DAYS = 366;

const weekdayMessage = "Choose a weekday: 0 (Sunday) to 6 (Saturday), or its name such as SUNDAY.";
/** 0 (Sunday) to 6 (Saturday), or a day's name in any case ("sunday", "Sun"). */
export const weekday = z.preprocess(
  (v) => {
    if (typeof v !== "string") return v;
    const text = v.trim().toUpperCase();
    if (/^[0-6]$/.test(text)) return Number(text);
    const index = WEEKDAYS.findIndex((d) => text.length >= 3 && d.startsWith(text));
    return index >= 0 ? index : v;
  },
  z.number({ error: weekdayMessage }).int(weekdayMessage).min(0, weekdayMessage).max(6, weekdayMessage),
);
export const createMultipleSessionsInput = z
  .strictObject({
    start_date: calendarDate,
    end_date: calendarDate,
    weekday,
    topic: sessionFields.topic,
  })
  .superRefine((v, ctx) => {
    if (v.end_date < v.start_date) {
      ctx.addIssue({
        code: "custom",
        path: ["end_date"],
        message: msg("The end date cannot be before the start date."),
      });
      return;
    }
    const days = (Date.parse(v.end_date) - Date.parse(v.start_date)) / 86_400_000;
    if (days > MAX_SESSION_RANGE_DAYS) {
      ctx.addIssue({
        code: "custom",
        path: ["end_date"],
        message: phrase(msg("Create sessions for at most a year ({count, number} days) at a time."), {
          count: MAX_SESSION_RANGE_DAYS,
        }),
      });
    }
  });
export const createMultipleSessionsResult = z.object({
  created_count: z.number().int(),
  skipped_count: z.number().int().describe("Dates that already had a session"),
  skipped_dates: z.array(calendarDate),
  sessions: z.array(sundaySchoolSession),
});

export const markSessionAttendanceInput = z.strictObject({
  present: memberIds.describe("Enrolled members who were there"),
  absent: memberIds.default([]).describe("Enrolled members who were not"),
  visitor_count: z.coerce.number().int().min(0).max(100_000).optional(),
});

/** A member's attendance record at a session. */
export const sundaySchoolAttendanceRecord = z.object({
  id,
  church: id,
  session: id,
  session_date: calendarDate,
  sunday_school: id,
  sunday_school_name: z.string(),
  member: id,
  member_name: z.string(),
  present: z.boolean(),
  created_at: timestamp,
});

export const sessionSummaryQuery = z.object({ session: queryId });
/**
 * Who was at a session. The members counted are those enrolled on the session's date plus any
 * member marked at it; one not marked present counts as absent. `rate` is present out of those
 * members as a percentage with one decimal (0 when there are none).
 */
export const sessionSummary = z.object({
  session: id,
  date: calendarDate,
  topic: z.string(),
  class: id,
  class_name: z.string(),
  enrolled: z.number().int().describe("Members actively enrolled on the session's date"),
  present: z.number().int(),
  absent: z.number().int(),
  rate: z.number().describe("Percentage present, 0-100 with one decimal"),
  visitors: z.number().int(),
  records: z.array(z.object({ member: id, member_name: z.string(), present: z.boolean() })),
});
export type SessionSummary = z.infer<typeof sessionSummary>;

/** The most members a session's roster lists. */
export const MAX_SESSION_ROSTER = 2000;
/**
 * Everyone counted at a session (as in its summary: members actively enrolled on or before its
 * date, plus anyone marked at it) with their mark, ordered by name, for the attendance page.
 */
export const sessionRoster = z
  .array(
    z.object({
      member: id,
      member_name: z.string(),
      present: z.boolean().nullable().describe("true present, false absent, null not marked yet"),
    }),
  )
  .describe(`Ordered by name; at most ${MAX_SESSION_ROSTER} members`);
export type SessionRoster = z.infer<typeof sessionRoster>;

export const attendanceOverviewQuery = z.object({
  from: calendarDate.optional().describe("First session date; defaults to the first session"),
  to: calendarDate.optional().describe("Last session date; defaults to today"),
});
/** A class's attendance, per session and per member; rates as in the session summary. */
export const attendanceOverview = z.object({
  sunday_school: id,
  name: z.string(),
  enrolled: z.number().int(),
  average_rate: z.number().describe("Mean of the session rates, one decimal"),
  sessions: z.array(
    z.object({
      session: id,
      date: calendarDate,
      topic: z.string(),
      present: z.number().int(),
      absent: z.number().int(),
      rate: z.number(),
      visitors: z.number().int(),
    }),
  ),
  members: z.array(
    z.object({
      member: id,
      member_name: z.string(),
      is_enrolled: z.boolean().describe("False for a member marked earlier but no longer enrolled"),
      sessions: z.number().int().describe("Sessions held since the member enrolled, or where marked"),
      present: z.number().int(),
      absent: z.number().int(),
      rate: z.number(),
    }),
  ),
});

export const memberSundaySchoolHistoryQuery = listQuery.pick({ page: true, page_size: true }).extend({
  member: queryId,
});
/** A member's Sunday-school attendance, newest session first, with totals over every page. */
export const memberSundaySchoolHistory = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  present: z.number().int(),
  absent: z.number().int(),
  rate: z.number(),
  results: z.array(
    z.object({
      session: id,
      date: calendarDate,
      sunday_school: id,
      sunday_school_name: z.string(),
      topic: z.string(),
      present: z.boolean(),
    }),
  ),
});

/** The body of `createSessionInput`, what a form fills in. */
export type CreateSessionInput = z.input<typeof createSessionInput>;

/** The body of `createMultipleSessionsInput`, what a form fills in. */
export type CreateMultipleSessionsInput = z.input<typeof createMultipleSessionsInput>;

/** The body of `markSessionAttendanceInput`, what a form fills in. */
export type MarkSessionAttendanceInput = z.input<typeof markSessionAttendanceInput>;

/** The body of `sundaySchoolUpdate`, what a form fills in. */
export type SundaySchoolInput = z.input<typeof sundaySchoolUpdate>;
