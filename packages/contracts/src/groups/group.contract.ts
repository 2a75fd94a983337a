import { z } from "zod";
import { calendarDate, id, optionalText, ref, requiredText, timestamp } from "../common/fields";
import { pastDate } from "../common/past-dates";
import { msg } from "../i18n/languages";
import { timeOfDay } from "../programs/program.contract";
import { RRULE_WEEKDAYS } from "../programs/recurrence";

/** What a group is for: a home cell (a fellowship in a home), a ministry (choir, ushers), a class, a team. */
export const GROUP_KINDS = ["home_cell", "ministry", "class", "team", "other"] as const;
export type GroupKind = (typeof GROUP_KINDS)[number];
export const groupKind = z.enum(GROUP_KINDS, {
  error: () => msg("Choose home cell, ministry, class, team or other."),
});

/** A person's place in a group: its leaders take its attendance. */
export const GROUP_ROLES = ["leader", "member"] as const;
export type GroupRole = (typeof GROUP_ROLES)[number];
export const groupRole = z.enum(GROUP_ROLES, { error: () => msg("Choose leader or member.") });

/** A group misses a member once they have missed this many of its meetings in a row. */
export const MISSED_IN_A_ROW = 3;

/** A small group of a church: a home cell, the choir, the ushers, a youth class. */
export const group = z.object({
  id,
  church: id,
  name: z.string(),
  kind: groupKind,
  description: z.string(),
  meeting_day: z
    .union([z.enum(RRULE_WEEKDAYS), z.literal("")])
    .describe("The day of the week it meets (MO to SU), or empty"),
  meeting_time: z.string().describe("HH:MM, or empty"),
  place: z.string(),
  open_to_join: z.boolean(),
  is_active: z.boolean(),
  leader_names: z.array(z.string()),
  member_count: z.number().int(),
  /** Whether the signed-in user's member record leads the group (and so takes its attendance). */
  you_lead: z.boolean(),
  last_meeting: calendarDate.nullable(),
  created_at: timestamp,
});

export const groupCreate = z.strictObject({
  church: ref.optional().describe("Defaults to the signed-in user's church."),
  name: requiredText(120),
  kind: groupKind.default("home_cell"),
  description: optionalText(500).default(""),
  meeting_day: z.union([z.enum(RRULE_WEEKDAYS), z.literal("")], msg("Choose a day of the week.")).default(""),
  meeting_time: z.union([timeOfDay, z.literal("")]).default(""),
  place: optionalText(200).default(""),
  open_to_join: z.boolean().default(true),
  is_active: z.boolean().default(true),
});
export const groupUpdate = groupCreate.omit({ church: true });

/** A person of a group as its page shows them. */
export const groupPerson = z.object({
  member: id,
  name: z.string(),
  phone: z.string(),
  role: groupRole,
  joined_at: timestamp,
  /** Meetings of the group missed since they last came (0 when they came to the last one). */
  missed_in_a_row: z.number().int(),
  last_attended: calendarDate.nullable(),
});
export const groupPeople = z.array(groupPerson);

/** Puts a member of the group's church in the group, or changes their role in it. */
export const groupPersonInput = z.strictObject({ member: ref, role: groupRole.default("member") });
export const groupPersonRemoveInput = z.strictObject({ member: ref });

/** A meeting's attendance in a group's trend. */
export const groupTrendPoint = z.object({
  meeting: id,
  date: calendarDate,
  present: z.number().int(),
  headcount: z.number().int().nullable(),
  visitors: z.number().int(),
  members: z.number().int().describe("People in the group when the trend was read"),
});
export const groupTrend = z.array(groupTrendPoint);

/** A member who has stopped coming to a group: missed its last three meetings or more. */
export const groupFollowUp = z.object({
  group: id,
  group_name: z.string(),
  member: id,
  name: z.string(),
  phone: z.string(),
  missed_in_a_row: z.number().int(),
  last_attended: calendarDate.nullable(),
});
export const groupFollowUps = z.array(groupFollowUp);
export const groupFollowUpQuery = z.strictObject({ church: ref.optional() });

/** Everyone at a meeting, counted without names. */
const headcount = z
  .number(msg("Enter the headcount as a whole number."))
  .int(msg("Enter the headcount as a whole number."))
  .min(0, msg("The headcount cannot be below 0."))
  .max(100_000, msg("The headcount is too large."));
/** Visitors at a meeting, counted without names. */
const visitors = z
  .number(msg("Enter the number of visitors as a whole number."))
  .int(msg("Enter the number of visitors as a whole number."))
  .min(0, msg("The number of visitors cannot be below 0."))
  .max(100_000, msg("The number of visitors is too large."));

/** One meeting of a group, with its numbers. */
export const groupMeeting = z.object({
  id,
  church: id,
  group: id,
  group_name: z.string(),
  date: calendarDate,
  topic: z.string(),
  headcount: z.number().int().nullable().describe("Everyone there, counted without names"),
  visitors: z.number().int(),
  present: z.number().int().describe("Members of the group marked present"),
  marked: z.boolean().describe("Whether anyone's attendance has been marked"),
  created_at: timestamp,
});
export const groupMeetingCreate = z.strictObject({
  group: ref,
  date: pastDate("The meeting date"),
  topic: optionalText(200).default(""),
  // A count left empty in a form is none (the headcount) or 0 (visitors).
  headcount: z.preprocess((v) => (v === "" ? null : v), headcount.nullable()).default(null),
  visitors: z.preprocess((v) => (v === "" ? 0 : v), visitors).default(0),
});
export const groupMeetingUpdate = groupMeetingCreate.omit({ group: true });

/** Who was at a meeting: every person of the group, present or not. */
export const groupMeetingPerson = z.object({
  member: id,
  name: z.string(),
  role: groupRole,
  present: z.boolean(),
});
export const groupMeetingPeople = z.array(groupMeetingPerson);

/** The members present (everyone else of the group is marked absent), and the numbers without names. */
export const groupAttendanceInput = z.strictObject({
  present: z.array(ref).max(2_000, msg("A meeting takes at most 2,000 people.")),
  headcount: headcount.nullable().optional(),
  visitors: visitors.optional(),
});

export type Group = z.infer<typeof group>;
export type GroupInput = z.input<typeof groupCreate>;
export type GroupPerson = z.infer<typeof groupPerson>;
export type GroupPersonInput = z.input<typeof groupPersonInput>;
export type GroupTrendPoint = z.infer<typeof groupTrendPoint>;
export type GroupFollowUp = z.infer<typeof groupFollowUp>;
export type GroupMeeting = z.infer<typeof groupMeeting>;
export type GroupMeetingInput = z.input<typeof groupMeetingCreate>;
export type GroupMeetingPerson = z.infer<typeof groupMeetingPerson>;
export type GroupAttendanceInput = z.input<typeof groupAttendanceInput>;
