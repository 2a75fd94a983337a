import { z } from "zod";
import { calendarDate, id, optionalText, phone, ref, timestamp } from "../common/fields";
import { householdRole } from "../households/household.contract";
import { MEMBER_FIELD_TYPES, memberFieldValue } from "../members/member-field.contract";

/** Where a member's own change stands: waiting for the church office, applied, or declined. */
export const MEMBER_CHANGE_STATUSES = ["PENDING", "APPLIED", "DECLINED"] as const;
export type MemberChangeStatus = (typeof MEMBER_CHANGE_STATUSES)[number];

/**
 * A change a member asked for on their own record: a new phone, address or photo (a field left
 * null is not asked for), with the member's values now beside it so the office can compare.
 */
export const memberChange = z.object({
  id,
  church: id,
  member: id,
  member_name: z.string(),
  user: id.nullable().describe("The account that asked for the change."),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  photo: z.string().nullable(),
  current_phone: z.string(),
  current_address: z.string(),
  current_photo: z.string(),
  status: z.enum(MEMBER_CHANGE_STATUSES),
  decided_by: id.nullable(),
  decided_at: timestamp.nullable(),
  created_at: timestamp,
});
export type MemberChange = z.infer<typeof memberChange>;

/** A member asks for a new phone or address (a photo goes up through `photo/`). */
export const memberChangeCreate = z.strictObject({
  phone: phone.optional().describe("The new phone number; leave out to keep it."),
  address: optionalText(300).optional().describe("The new address; leave out to keep it."),
});
export type MemberChangeInput = z.input<typeof memberChangeCreate>;

/** A church's way with its members' own changes. */
export const memberChangeSettings = z.object({
  church: id,
  apply_without_confirmation: z
    .boolean()
    .describe("Members' own changes are applied at once (and audited) instead of waiting for the office."),
});
export type MemberChangeSettings = z.infer<typeof memberChangeSettings>;
export const memberChangeSettingsQuery = z.object({
  church: ref.optional().describe("Only this church (for users who reach several)."),
});
export const memberChangeSettingsInput = z.strictObject({
  church: ref.optional().describe("Defaults to the signed-in user's church."),
  apply_without_confirmation: z.boolean(),
});
export type MemberChangeSettingsInput = z.input<typeof memberChangeSettingsInput>;

/** The signed-in user's own member record, as /profile/membership shows it. */
export const ownMembership = z.object({
  linked: z.boolean(),
  /** An office worker has still to confirm that this account is this member's. */
  link_pending: z.boolean(),
  member: z
    .object({
      id,
      church: id,
      church_name: z.string(),
      full_name: z.string(),
      phone: z.string(),
      email: z.string(),
      address: z.string(),
      photo: z.string(),
      date_of_birth: calendarDate.nullable(),
      membership_date: calendarDate.nullable(),
      baptism_date: calendarDate.nullable(),
      category: z.string(),
      home_cell_fellowship: z.string(),
      is_active: z.boolean(),
    })
    .nullable(),
  household: z
    .object({
      id,
      name: z.string(),
      role: householdRole,
      people: z.array(z.object({ member: id, name: z.string(), role: householdRole })),
    })
    .nullable(),
  attendance: z.object({
    last_90_days: z.number().int(),
    last_year: z.number().int(),
    last_attended: timestamp.nullable(),
  }),
  sunday_school_classes: z.array(z.string()),
  /** The church's own fields that members may see (not those for admins only), with a value. */
  fields: z.array(z.object({ label: z.string(), type: z.enum(MEMBER_FIELD_TYPES), value: memberFieldValue })),
  /** Whether the church applies the member's changes at once. */
  changes_apply_at_once: z.boolean(),
});
export type OwnMembership = z.infer<typeof ownMembership>;

/** A user account that may be a member of the church: waiting for an officer to confirm or decline. */
export const memberLink = z.object({
  id,
  church: id,
  member: id,
  member_name: z.string(),
  user: id,
  username: z.string(),
  user_name: z.string(),
  user_email: z.string(),
  status: z.enum(["PENDING", "DECLINED"]),
  created_at: timestamp,
});
export type MemberLink = z.infer<typeof memberLink>;

/** Links a user account of the member's church to the member. */
export const memberLinkInput = z.strictObject({ member: ref, user: ref });
export type MemberLinkInput = z.input<typeof memberLinkInput>;
/** Takes the account off a member. */
export const memberUnlinkInput = z.strictObject({ member: ref });
/** The member's account after a link: its id, or null once unlinked. */
export const memberLinked = z.object({ member: id, user: id.nullable() });
