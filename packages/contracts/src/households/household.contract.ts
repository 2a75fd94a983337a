import { z } from "zod";
import { calendarDate, id, optionalText, phone, ref, requiredText, timestamp } from "../common/fields";
import { msg } from "../i18n/languages";

/** A person's place in their household. */
export const HOUSEHOLD_ROLES = ["head", "spouse", "child", "other"] as const;
export type HouseholdRole = (typeof HOUSEHOLD_ROLES)[number];
export const householdRole = z.enum(HOUSEHOLD_ROLES, {
  error: () => msg("Choose head, spouse, child or other."),
});

/** A family or home of a church: the people who live together, one of them its head. */
export const household = z.object({
  id,
  church: id,
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  /** The member whose role is head, if any. */
  head: id.nullable(),
  head_name: z.string(),
  member_count: z.number().int(),
  created_at: timestamp,
});
export const householdCreate = z.strictObject({
  church: ref.optional().describe("Defaults to the signed-in user's church."),
  name: requiredText(120),
  address: optionalText(300).default(""),
  phone: phone.default(""),
});
export const householdUpdate = householdCreate;

/** A member of a household as its page shows them: their role, and their church life at a glance. */
export const householdMember = z.object({
  member: id,
  name: z.string(),
  role: householdRole,
  phone: z.string(),
  date_of_birth: calendarDate.nullable(),
  is_active: z.boolean(),
  /** Services and meetings attended in the last 90 days. */
  attended_last_90_days: z.number().int(),
  /** The Sunday-school classes they are enrolled in now. */
  sunday_school_classes: z.array(z.string()),
});
export const householdPeople = z.array(householdMember);

/** Adds a member of the church to the household, moving them from any other household. */
export const householdMemberInput = z.strictObject({ member: ref, role: householdRole });
export const householdMemberRemoveInput = z.strictObject({ member: ref });

export type Household = z.infer<typeof household>;
export type HouseholdInput = z.input<typeof householdCreate>;
export type HouseholdMember = z.infer<typeof householdMember>;
export type HouseholdMemberInput = z.input<typeof householdMemberInput>;
