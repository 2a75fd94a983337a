import { z } from "zod";
import { calendarDate, id, monthText, optionalText, ref, requiredText, timestamp } from "../common/fields";
import { msg } from "../i18n/languages";
import { timeOfDay } from "../programs/program.contract";
import { RRULE_WEEKDAYS } from "../programs/recurrence";

/** Asked (no answer yet), accepted or declined by the person asked to serve. */
export const ASSIGNMENT_STATUSES = ["pending", "accepted", "declined"] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

const perService = z
  .number(msg("Enter how many people as a whole number."))
  .int(msg("Enter how many people as a whole number."))
  .min(1, msg("A position needs at least 1 person."))
  .max(50, msg("A position needs at most 50 people."));

/** A position of a team (door usher, camera, lead singer) and how many it needs at each service. */
export const servingPosition = z.object({
  id,
  church: id,
  team: id,
  team_name: z.string(),
  name: z.string(),
  per_service: z.number().int(),
  created_at: timestamp,
});
export const servingPositionCreate = z.strictObject({
  team: ref,
  name: requiredText(80),
  per_service: perService.default(1),
});
export const servingPositionUpdate = servingPositionCreate.omit({ team: true });

/** A serving team of a church (worship, ushering, media, children, hospitality). */
export const servingTeam = z.object({
  id,
  church: id,
  name: z.string(),
  description: z.string(),
  is_active: z.boolean(),
  positions: z.array(z.object({ id, name: z.string(), per_service: z.number().int() })),
  member_count: z.number().int(),
  created_at: timestamp,
});
export const servingTeamCreate = z.strictObject({
  church: ref.optional().describe("Defaults to the signed-in user's church."),
  name: requiredText(80),
  description: optionalText(300).default(""),
  is_active: z.boolean().default(true),
});
export const servingTeamUpdate = servingTeamCreate.omit({ church: true });

/** A person of a team, with how often they served lately. */
export const servingTeamPerson = z.object({
  member: id,
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  /** Times they are down to serve (asked or accepted) in the last and next 90 days. */
  serving_count: z.number().int(),
  next_date: calendarDate.nullable(),
});
export const servingTeamPeople = z.array(servingTeamPerson);
export const servingTeamPersonInput = z.strictObject({ member: ref });

/** A person down to serve in a position at a service. */
export const servingSlotPerson = z.object({
  assignment: id,
  member: id,
  name: z.string(),
  status: z.enum(ASSIGNMENT_STATUSES),
});

/** What a service needs of one position, and who is down for it. */
export const servingPlanPosition = z.object({
  position: id,
  position_name: z.string(),
  team: id,
  team_name: z.string(),
  needed: z.number().int(),
  people: z.array(servingSlotPerson),
  /** Places not filled by someone who has not declined. */
  open: z.number().int(),
});

/** A service date with the positions it needs and who serves. */
export const servingPlan = z.object({
  id,
  church: id,
  date: calendarDate,
  name: z.string(),
  time: z.string(),
  notes: z.string(),
  positions: z.array(servingPlanPosition),
  open: z.number().int().describe("Places still to fill, all positions together"),
  created_at: timestamp,
});
export const servingPlanCreate = z.strictObject({
  church: ref.optional().describe("Defaults to the signed-in user's church."),
  date: calendarDate,
  name: requiredText(80).default("Sunday service"),
  time: z.union([timeOfDay, z.literal("")]).default("09:00"),
  notes: optionalText(500).default(""),
});
export const servingPlanUpdate = servingPlanCreate.omit({ church: true });
/** How many a service needs of one position (0: not at this service). */
export const servingNeedInput = z.strictObject({
  position: ref,
  needed: z
    .number(msg("Enter how many people as a whole number."))
    .int(msg("Enter how many people as a whole number."))
    .min(0, msg("Enter 0 or more."))
    .max(50, msg("A position needs at most 50 people.")),
});

/** Fills a month of a team's services: the services made first when the month has none on the day. */
export const servingRotaInput = z.strictObject({
  team: ref,
  month: monthText,
  weekday: z.enum(RRULE_WEEKDAYS, msg("Choose a day of the week.")).default("SU"),
  service_name: requiredText(80).default("Sunday service"),
});
export const servingRotaResult = z.object({
  plans_made: z.number().int(),
  assigned: z.number().int(),
  /** Places no one eligible could fill (everyone away, already serving that day, or the team too small). */
  left_open: z.array(z.object({ date: calendarDate, position_name: z.string(), open: z.number().int() })),
});

/** A person asked to serve in a position at a service. */
export const servingAssignment = z.object({
  id,
  church: id,
  plan: id,
  date: calendarDate,
  plan_name: z.string(),
  time: z.string(),
  position: id,
  position_name: z.string(),
  team_name: z.string(),
  member: id,
  member_name: z.string(),
  status: z.enum(ASSIGNMENT_STATUSES),
  responded_at: timestamp.nullable(),
  created_at: timestamp,
});
export const servingAssignmentCreate = z.strictObject({ plan: ref, position: ref, member: ref });

/** Dates a person cannot serve (away, travelling, ill). */
export const servingBlockout = z.object({
  id,
  church: id,
  member: id,
  member_name: z.string(),
  starts_on: calendarDate,
  ends_on: calendarDate,
  reason: z.string(),
  created_at: timestamp,
});
/** The last day is checked against the first by the API (a 400 on `ends_on`) and the form. */
export const servingBlockoutCreate = z.strictObject({
  member: ref.optional().describe("Defaults to the signed-in user's own member record."),
  starts_on: calendarDate,
  ends_on: calendarDate,
  reason: optionalText(200).default(""),
});
export const BLOCKOUT_ORDER = msg("The last day cannot be before the first.");

/** What an e-mailed answer link shows before and after the answer. */
export const servingResponse = z.object({
  church_name: z.string(),
  member_name: z.string(),
  date: calendarDate,
  plan_name: z.string(),
  time: z.string(),
  position_name: z.string(),
  team_name: z.string(),
  status: z.enum(ASSIGNMENT_STATUSES),
  /** Whether the service has passed (an answer is no longer taken). */
  passed: z.boolean(),
});
export const servingResponseQuery = z.strictObject({ token: z.string().min(20).max(100) });
export const servingResponseInput = z.strictObject({
  token: z.string().min(20).max(100),
  answer: z.enum(["accept", "decline"], msg("Choose accept or decline.")),
});

export type ServingPosition = z.infer<typeof servingPosition>;
export type ServingPositionInput = z.input<typeof servingPositionCreate>;
export type ServingTeam = z.infer<typeof servingTeam>;
export type ServingTeamInput = z.input<typeof servingTeamCreate>;
export type ServingTeamPerson = z.infer<typeof servingTeamPerson>;
export type ServingPlan = z.infer<typeof servingPlan>;
export type ServingPlanInput = z.input<typeof servingPlanCreate>;
export type ServingPlanPosition = z.infer<typeof servingPlanPosition>;
export type ServingRotaInput = z.input<typeof servingRotaInput>;
export type ServingRotaResult = z.infer<typeof servingRotaResult>;
export type ServingAssignment = z.infer<typeof servingAssignment>;
export type ServingAssignmentInput = z.input<typeof servingAssignmentCreate>;
export type ServingBlockout = z.infer<typeof servingBlockout>;
export type ServingBlockoutInput = z.input<typeof servingBlockoutCreate>;
export type ServingResponse = z.infer<typeof servingResponse>;
