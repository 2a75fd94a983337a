import {
  byPosition,
  MEMBER_FIELD_TEXT_MAX,
  type MemberFieldValue,
  type MemberFieldValues,
  msg,
} from "@cm/contracts";
import { or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { memberFields, members } from "../../db/tables";
import { ValidationError } from "../../platform/errors";
import type { ResourceContext, RowOf, Scoped, WriteData } from "../../platform/resources/resource";
import type { Data } from "../../platform/resources/scoped-data";

/** A church's field as the members' checks need it. */
export type FieldDef = Pick<
  typeof memberFields.$inferSelect,
  "id" | "label" | "type" | "options" | "required" | "visibility" | "position" | "is_active"
>;

export const REQUIRED = msg("This field is required.");
export const NOT_A_NUMBER = msg("Enter a number, such as 12 or 4.5.");
export const NOT_A_DATE = msg("Enter a date as YYYY-MM-DD.");
export const NOT_YES_NO = msg("Choose yes or no.");
export const NOT_AN_OPTION = msg("Choose one of this field's options.");
export const TOO_LONG = msg("This text is too long: keep it under 500 characters.");
export const UNKNOWN_FIELD = msg("This church has no such member field.");
export const FIELD_OFF = msg("This field is turned off; turn it on before changing its values.");

const YES = new Set(["yes", "true", "y", "1"]);
const NO = new Set(["no", "false", "n", "0"]);
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const NUMBER = /^-?\d{1,12}(\.\d{1,6})?$/;

const isDate = (text: string) => {
  const m = DATE.exec(text);
  if (!m) return false;
  const day = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return day.toISOString().slice(0, 10) === text;
};

/**
 * One value checked against its field: the value to keep (null for none), or the message. Text is
 * trimmed; a number may come as text (a form box, a spreadsheet cell); yes/no as a boolean or the
 * words yes/no; a choice must be one of the options (matched without case, kept as the option).
 */
export function checkValue(
  field: FieldDef,
  raw: unknown,
): { value: MemberFieldValue | null; error?: undefined } | { value?: undefined; error: string } {
  if (raw === null || raw === undefined) return { value: null };
  const text = typeof raw === "string" ? raw.trim() : null;
  if (text === "") return { value: null };
  switch (field.type) {
    case "text":
      if (text === null) return { error: msg("Enter text.") };
      return text.length > MEMBER_FIELD_TEXT_MAX ? { error: TOO_LONG } : { value: text };
    case "number": {
      if (typeof raw === "number")
        return Number.isFinite(raw) && Math.abs(raw) < 1e12 ? { value: raw } : { error: NOT_A_NUMBER };
      return text !== null && NUMBER.test(text) ? { value: Number(text) } : { error: NOT_A_NUMBER };
    }
    case "date":
      return text !== null && isDate(text) ? { value: text } : { error: NOT_A_DATE };
    case "yes_no": {
      if (typeof raw === "boolean") return { value: raw };
      const word = text?.toLowerCase() ?? "";
      return YES.has(word) ? { value: true } : NO.has(word) ? { value: false } : { error: NOT_YES_NO };
    }
    case "choice": {
      const option =
        text === null ? undefined : field.options.find((o) => o.toLowerCase() === text.toLowerCase());
      return option === undefined ? { error: NOT_AN_OPTION } : { value: option };
    }
  }
}

/**
 * A member's new values: those sent for the church's active fields, checked by type, with the
 * required ones present; the values of turned-off fields are kept as they were. Answers the values
 * and the messages by field id.
 */
export function checkValues(
  fields: readonly FieldDef[],
  sent: Record<string, unknown>,
  kept: MemberFieldValues,
): { values: MemberFieldValues; errors: Record<string, string> } {
  const values: MemberFieldValues = {};
  const errors: Record<string, string> = {};
  const byId = new Map(fields.map((f) => [String(f.id), f]));
  for (const key of Object.keys(sent)) {
    const field = byId.get(key);
    if (!field) errors[key] = UNKNOWN_FIELD;
    else if (!field.is_active && sent[key] !== kept[key] && sent[key] !== null) errors[key] = FIELD_OFF;
  }
  for (const field of fields) {
    const key = String(field.id);
    if (!field.is_active) {
      const old = kept[key];
      if (old !== undefined) values[key] = old;
      continue;
    }
    const checked = checkValue(field, sent[key]);
    if (checked.error !== undefined) errors[key] = checked.error;
    else if (checked.value !== null) values[key] = checked.value;
    else if (field.required) errors[key] = REQUIRED;
  }
  return { values, errors };
}

/** A church's fields (turned off ones too) in their order; `scoped` is narrowed to that church. */
export async function fieldsOfChurch(scoped: Scoped, activeOnly = false): Promise<FieldDef[]> {
  const rows = await scoped.pick(
    {
      id: memberFields.id,
      label: memberFields.label,
      type: memberFields.type,
      options: memberFields.options,
      required: memberFields.required,
      visibility: memberFields.visibility,
      position: memberFields.position,
      is_active: memberFields.is_active,
    },
    memberFields,
  );
  return byPosition(rows).filter((f) => !activeOnly || f.is_active);
}

/**
 * The list's `field=<id>:<value>` filter: members whose value of that field is the value. The
 * value is tried as each kind of JSON the field could hold, so `12:42` finds the number 42 and
 * `14:yes` the boolean true; each test is a containment the partial GIN index (members_custom_fields_idx) serves.
 */
export function fieldValueCondition({ field, value }: { field: number; value: string }): SQL | undefined {
  const text = value.trim();
  const candidates: MemberFieldValue[] = [text];
  if (NUMBER.test(text)) candidates.push(Number(text));
  if (YES.has(text.toLowerCase())) candidates.push(true);
  if (NO.has(text.toLowerCase())) candidates.push(false);
  // Naming the partial index's condition lets the planner use it.
  const found = or(
    ...candidates.map((c) => sql`${members.custom_fields} @> ${JSON.stringify({ [field]: c })}::jsonb`),
  );
  return sql`(${members.custom_fields} <> '{}'::jsonb and (${found}))`;
}

/** A value as the text of an export cell or a form: yes/no for a boolean. */
export const valueText = (value: MemberFieldValue | undefined): string =>
  value === undefined ? "" : typeof value === "boolean" ? (value ? "yes" : "no") : String(value);

/** How many members of the reach have a value for each field, by field id (for the fields' page). */
export async function valueCounts(data: Data, fieldIds: number[]): Promise<Map<number, number>> {
  if (!fieldIds.length) return new Map();
  const keys = fieldIds.map(String);
  const rows = await data.rows(sql`
    select k.key as field, count(*)::int as n
    from ${members}, jsonb_object_keys(${members.custom_fields}) as k(key)
    where ${data.within(
      members,
      sql`${members.custom_fields} ?| ${sql`array[${sql.join(
        keys.map((k) => sql`${k}`),
        sql`, `,
      )}]::text[]`}`,
    )}
    group by k.key`);
  return new Map(rows.map((r) => [Number(r.field), Number(r.n)]));
}

/**
 * A member's write with its field values checked: `custom_fields` sent replaces the values of the
 * church's active fields (each checked by type, the required ones present) and keeps those of
 * turned-off fields; left out, nothing is read and nothing changes. Errors are 400 on
 * `custom_fields.<field id>`.
 */
export async function withFieldValues(
  ctx: ResourceContext,
  data: WriteData<typeof members>,
  existing: RowOf<typeof members> | null,
): Promise<WriteData<typeof members>> {
  const sent = sentValues.parse(data.custom_fields);
  if (sent === undefined) return data;
  const church = Number(data.church ?? existing?.church);
  // Shared with other members' writes; a change of the fields (an option removed) waits for them.
  await ctx.data.lock("member_fields", church, "shared");
  const fields = await fieldsOfChurch(await ctx.scoped({ resource: "member-fields", church }));
  const { values, errors } = checkValues(fields, sent, existing?.custom_fields ?? {});
  const entries = Object.entries(errors);
  if (entries.length) {
    throw new ValidationError(Object.fromEntries(entries.map(([key, m]) => [`custom_fields.${key}`, [m]])));
  }
  return { ...data, custom_fields: values };
}

/** The values a write sends (checked field by field below), or none. */
const sentValues = z.record(z.string(), z.unknown()).optional();

/**
 * The active fields of the church a spreadsheet is about: the one named, or the caller's own; none
 * for a caller who reaches several churches and named none.
 */
export async function sheetFields(
  ctx: ResourceContext,
  church: number | null | undefined,
): Promise<FieldDef[]> {
  const one = church ?? ctx.principal?.church ?? null;
  if (!one) return [];
  return fieldsOfChurch(await ctx.scoped({ resource: "member-fields", church: one }), true);
}
