import { z } from "zod";
import { calendarDate, id, optionalText, phone, ref, requiredText, timestamp } from "../common/fields";
import { pastDate } from "../common/past-dates";
import { msg } from "../i18n/languages";
import { AGE_BANDS, GENDERS, MARITAL_STATUSES } from "../rules/vocabulary";
import { memberFieldValues, memberFieldValuesInput } from "./member-field.contract";
export type AgeBand = (typeof AGE_BANDS)[number];
/** The youngest and oldest age of a band; `null` means no upper limit. */
export const AGE_BAND_LIMITS: Record<AgeBand, [number, number | null]> = {
  "0-12": [0, 12],
  "13-19": [13, 19],
  "20-35": [20, 35],
  "36-59": [36, 59],
  "60+": [60, null],
};

/** Whole years between a birth date and a day (both `YYYY-MM-DD`). */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split("-").map(Number) as [number, number, number];
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** A member as the API shows it; `full_name` and `age` are computed. */
export const member = z.object({
  id,
  church: id,
  user: id.nullable(),
  first_name: z.string(),
  last_name: z.string(),
  other_names: z.string(),
  full_name: z.string(),
  gender: z.enum([...GENDERS, ""]),
  date_of_birth: calendarDate.nullable(),
  age: z.number().int().nullable(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  marital_status: z.enum([...MARITAL_STATUSES, ""]),
  occupation: z.string(),
  membership_date: calendarDate.nullable(),
  baptism_date: calendarDate.nullable(),
  category: z.string(),
  home_cell_fellowship: z.string(),
  home_cell_pastor: z.string(),
  is_active: z.boolean(),
  photo: z.string(),
  notes: z.string(),
  custom_fields: memberFieldValues.describe("The values of the church's own member fields, by field id."),
  /** When the member's personal data was erased on request (data-protection law); null otherwise. */
  erased_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Member = z.infer<typeof member>;

const anyDate = z.iso.date(msg("Enter a date as YYYY-MM-DD.")).nullable();
const anEmail = z.email();
const email = z
  .string()
  .trim()
  .max(254)
  .refine((v) => v === "" || anEmail.safeParse(v).success, msg("Enter a valid e-mail address."));

/** The fields of a member that a person types (the form, and each row of an import). */
export const memberFields = {
  first_name: requiredText(100),
  last_name: requiredText(100),
  other_names: optionalText(100).default(""),
  gender: z.enum([...GENDERS, ""], { error: msg("Choose male or female, or leave it empty.") }).default(""),
  date_of_birth: pastDate("The date of birth").nullable().default(null),
  phone: phone.default(""),
  email: email.default(""),
  address: optionalText(300).default(""),
  marital_status: z
    .enum([...MARITAL_STATUSES, ""], {
      error: msg("Choose single, married, widowed or divorced, or leave it empty."),
    })
    .default(""),
  occupation: optionalText(100).default(""),
  membership_date: anyDate.default(null),
  baptism_date: pastDate("The baptism date").nullable().default(null),
  category: optionalText(60).default(""),
  home_cell_fellowship: optionalText(100).default(""),
  home_cell_pastor: optionalText(100).default(""),
  is_active: z.boolean().default(true),
  notes: optionalText(2000).default(""),
};

export const memberCreate = z.strictObject({
  church: ref.optional().describe("Defaults to the signed-in user's church."),
  user: ref.nullable().default(null).describe("The member's user account, of the same church."),
  ...memberFields,
  photo: optionalText(500).default(""),
  custom_fields: memberFieldValuesInput.optional(),
});
export const memberUpdate = memberCreate;

/** One row of an import file, after its cells are read as text. */
export const memberImportRow = z.strictObject(memberFields);
/** The columns of the import template, in order. */
export const MEMBER_IMPORT_COLUMNS = Object.keys(memberFields) as (keyof typeof memberFields)[];
/**
 * The import file's and the export's household columns, after the member's own: the household's
 * name (rows naming the same one live together) and the member's role in it (head, spouse, child
 * or other; other when left empty).
 */
export const MEMBER_HOUSEHOLD_COLUMNS = ["household", "household_role"] as const;

/** The age-band filter of the members list and export. */
export const ageBand = z.enum(AGE_BANDS).describe(`Age band: ${AGE_BANDS.join(", ")}.`);

/** A caller who reaches several churches may narrow these answers to one. */
export const memberChurchQuery = z.object({
  church: ref.optional().describe("Only this church (for users who reach several)."),
});

const tally = z.array(z.object({ value: z.string(), count: z.number().int() }));
export const memberStatistics = z.object({
  total: z.number().int(),
  active: z.number().int(),
  inactive: z.number().int(),
  new_this_month: z.number().int().describe("Members whose membership date (or record) is this month."),
  by_category: tally,
  by_gender: tally,
  by_age_band: tally.describe(`${AGE_BANDS.join(", ")} and "" for an unknown date of birth.`),
  by_home_cell: tally,
});
export type MemberStatistics = z.infer<typeof memberStatistics>;

export const memberValues = z.array(z.string());
/** The values in use for each grouping field at once: the list's filter menus in one call. */
export const memberFilterChoices = z.object({
  categories: memberValues,
  home_cell_fellowships: memberValues,
  home_cell_pastors: memberValues,
});
export type MemberFilterChoices = z.infer<typeof memberFilterChoices>;

const ids = z
  .array(ref)
  .min(1, msg("Choose at least one member."))
  .max(1000, msg("Choose at most 1,000 members."));
export const memberIdsInput = z.strictObject({ ids });
export const memberHomeCellInput = z.strictObject({
  ids,
  home_cell_fellowship: optionalText(100),
});
export const memberPastorInput = z.strictObject({ ids, home_cell_pastor: optionalText(100) });
export const memberBulkUpdated = z.object({ updated: z.number().int() });
export const memberBulkDeleted = z.object({ deleted: z.number().int() });

export const memberImportError = z.object({
  row: z.number().int().describe("Row of the spreadsheet (the header is row 1)."),
  field: z.string(),
  column: z.string().describe("The column's heading in the reader's language (a church field's label)."),
  message: z.string(),
});
export const memberImportReport = z.object({
  imported: z.number().int(),
  errors: z.array(memberImportError).describe("The problems found, in row order: at most the first 200."),
  error_count: z
    .number()
    .int()
    .optional()
    .describe("How many problems were found in all; more than `errors` lists when it was cut at 200."),
});
export type MemberImportReport = z.infer<typeof memberImportReport>;

export const memberExportQuery = z.object({
  format: z.enum(["xlsx", "csv"]).default("xlsx"),
});

/** The body of `memberCreate`, as sent. */
export type MemberInput = z.output<typeof memberCreate>;
