import { z } from "zod";
import { msg } from "../i18n/languages";

/** Database ids are positive integers. */
export const id = z.number().int().positive();
/** Plain decimal digits: `0x4`, `4e0` or ` 4` are not other spellings of an id. */
const DECIMAL_ID = /^[1-9][0-9]{0,15}$/;

/** What a person is told about a reference that is missing or names nothing: the id is never theirs to type. */
export function refMessage(issue: { input?: unknown }): string {
  return issue.input === undefined || issue.input === null || issue.input === ""
    ? "This field is required."
    : "Choose one from the list.";
}

/**
 * A reference to another object by id, as sent in request bodies (a number) or in query strings
 * and form fields (plain decimal digits).
 */
export const ref = z.preprocess(
  (v) => (typeof v === "string" && DECIMAL_ID.test(v) ? Number(v) : v),
  z.number({ error: refMessage }).int({ error: refMessage }).positive({ error: refMessage }),
);
/** A whole number as a query string spells it: decimal digits, with `-` for a negative one. */
const DECIMAL_NUMBER = /^-?[0-9]{1,15}$/;

/**
 * A number read from a query string (or a form field): plain decimal digits only, so `0x2`,
 * `1e3`, `+2`, ` 2`, `2.0` and an empty value are refused rather than read as numbers the way
 * `Number()` would. A number (as a JSON body sends it) passes through to `schema`.
 */
export const queryNumber = <S extends z.ZodNumber>(schema: S) =>
  z.preprocess((v) => (typeof v === "string" && DECIMAL_NUMBER.test(v) ? Number(v) : v), schema);
export const timestamp = z.iso.datetime().describe("ISO 8601 date-time in UTC");
export const calendarDate = z.iso.date().describe("Calendar date YYYY-MM-DD");
/** A month as `YYYY-MM`. */
export const monthText = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, msg("Enter a month as YYYY-MM."))
  .describe("A month, YYYY-MM");
export const phone = z
  .string()
  .trim()
  .max(40)
  .regex(/^[+()0-9 .-]*$/, msg("Enter a valid phone number."));
export const optionalText = (max: number) => z.string().trim().max(max);
export const requiredText = (max: number) =>
  z.string().trim().min(1, msg("This field is required.")).max(max);

/**
 * The PATCH form of an update schema: every field optional and no defaults, so that a
 * partial update never resets a field the client did not send.
 */
export function patchOf<S extends z.ZodRawShape>(schema: z.ZodObject<S>) {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const inner = field instanceof z.ZodDefault ? field.unwrap() : field;
    shape[key] = (inner as z.ZodType).optional();
  }
  return z.strictObject(shape) as unknown as z.ZodObject<{ [K in keyof S]: z.ZodOptional<S[K]> }>;
}
