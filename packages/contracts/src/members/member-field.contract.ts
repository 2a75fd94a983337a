import { z } from "zod";
import { id, ref, requiredText, timestamp } from "../common/fields";
import { said } from "../common/messages";
import { msg } from "../i18n/languages";

/** What a church-defined member field holds. */
export const MEMBER_FIELD_TYPES = ["text", "number", "date", "yes_no", "choice"] as const;
export type MemberFieldType = (typeof MEMBER_FIELD_TYPES)[number];
/** Who sees a field's values: the church's office only, or the member as well (their own record). */
export const MEMBER_FIELD_VISIBILITIES = ["admins", "members"] as const;
export type MemberFieldVisibility = (typeof MEMBER_FIELD_VISIBILITIES)[number];
/** How many fields one church may define, and how many options one choice may offer. */
export const MEMBER_FIELDS_PER_CHURCH = 50;
export const MEMBER_FIELD_OPTIONS_MAX = 50;
/** The longest text value a member's field may hold. */
export const MEMBER_FIELD_TEXT_MAX = 500;

/** A field a church adds to its members' records (a baptism date, a ministry, an envelope number). */
export const memberField = z.object({
  id,
  church: id,
  label: z.string(),
  type: z.enum(MEMBER_FIELD_TYPES),
  options: z.array(z.string()).describe("The choices of a `choice` field, in order; empty otherwise."),
  required: z.boolean(),
  visibility: z.enum(MEMBER_FIELD_VISIBILITIES),
  position: z.number().int().describe("Fields are shown by position, then by id."),
  is_active: z.boolean().describe("A field turned off keeps its values but is hidden from forms and lists."),
  value_count: z.number().int().describe("How many members have a value for this field."),
  created_at: timestamp,
});
export type MemberField = z.infer<typeof memberField>;

const option = requiredText(60);
export const memberFieldCreate = z.strictObject({
  church: ref.optional().describe("Defaults to the signed-in user's church."),
  label: requiredText(60),
  type: z.enum(MEMBER_FIELD_TYPES, msg("Choose text, number, date, yes/no or choice.")),
  options: z
    .array(option)
    .max(
      MEMBER_FIELD_OPTIONS_MAX,
      said(msg("A choice may offer at most {count, number} options."), { count: MEMBER_FIELD_OPTIONS_MAX }),
    )
    .default([]),
  required: z.boolean().default(false),
  visibility: z
    .enum(MEMBER_FIELD_VISIBILITIES, { error: () => msg("Choose admins only, or members too.") })
    .default("admins"),
  position: z.number().int().min(0).max(10_000).default(0),
  is_active: z.boolean().default(true),
});
export const memberFieldUpdate = memberFieldCreate;
export type MemberFieldInput = z.input<typeof memberFieldCreate>;

/** The church's fields in their new order: every field of the church, each once. */
export const memberFieldReorderInput = z.strictObject({
  church: ref.optional().describe("Defaults to the signed-in user's church."),
  ids: z.array(ref).min(1, msg("Give the fields in their new order.")).max(MEMBER_FIELDS_PER_CHURCH),
});
export const memberFieldList = z.array(memberField);

/**
 * One value of a member's field, as the API shows it: text, choice and date as text (dates
 * `YYYY-MM-DD`), number as a number, yes/no as a boolean.
 */
export const memberFieldValue = z.union([z.string(), z.number(), z.boolean()]);
export type MemberFieldValue = z.infer<typeof memberFieldValue>;
/** A member's values by field id; a field with no value is left out. */
export const memberFieldValues = z.record(z.string(), memberFieldValue);
export type MemberFieldValues = z.infer<typeof memberFieldValues>;
/** The values as a client sends them: by field id; null or "" clears one. */
export const memberFieldValuesInput = z
  .record(z.string().regex(/^[1-9][0-9]{0,15}$/, msg("Name a field by its id.")), memberFieldValue.nullable())
  .describe(
    "The member's values of the church's fields, by field id. Sent, it replaces the values of the active fields (a field left out or null is cleared); left out, nothing changes.",
  );

/**
 * The members list's `field` filter, `<field id>:<value>` (`12:Choir`, `14:true`): members whose
 * value of that field is exactly the value.
 */
export const memberFieldFilter = z
  .string()
  .regex(
    /^[1-9][0-9]{0,15}:.+$/s,
    msg("Write the filter as the field's id, a colon and the value, e.g. 12:Choir."),
  )
  .transform((v) => {
    const at = v.indexOf(":");
    return { field: Number(v.slice(0, at)), value: v.slice(at + 1) };
  })
  .describe("A church field's value: `<field id>:<value>`, e.g. `12:Choir`.");
