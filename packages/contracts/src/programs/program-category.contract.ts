import { z } from "zod";
import { id, optionalText, ref, requiredText, timestamp } from "../common/fields";
import { msg } from "../i18n/languages";

/** The national default categories every church shares (a church adds its own beside them). */
export const DEFAULT_PROGRAM_CATEGORIES = [
  { code: "WORSHIP", name: "Worship", color: "#1c7ed6" },
  { code: "PRAYER", name: "Prayer", color: "#7048e8" },
  { code: "YOUTH", name: "Youth", color: "#f76707" },
  { code: "OUTREACH", name: "Outreach", color: "#2f9e44" },
  { code: "CONFERENCE", name: "Conference", color: "#c2255c" },
  { code: "TRAINING", name: "Training", color: "#0c8599" },
] as const;
export type DefaultProgramCategoryCode = (typeof DEFAULT_PROGRAM_CATEGORIES)[number]["code"];

/** A colour as six hexadecimal digits, `#1c7ed6`. */
export const hexColor = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, msg("Enter a colour such as #1c7ed6."))
  .transform((v) => v.toLowerCase());

/**
 * A kind of program (Worship, Prayer, Youth...). `church` null is a national default that every
 * church uses and only a super admin changes; a church adds its own.
 */
export const programCategory = z.object({
  id,
  church: id.nullable(),
  name: z.string(),
  color: z.string().describe("The colour programs of this category have on the calendar"),
  description: z.string(),
  is_active: z.boolean(),
  code: z.string().nullable().describe("The code of a national default, such as WORSHIP; null otherwise"),
  created_at: timestamp,
  updated_at: timestamp,
});
export type ProgramCategory = z.infer<typeof programCategory>;

const categoryFields = {
  name: requiredText(100),
  color: hexColor.default("#495057"),
  description: optionalText(500).default(""),
  is_active: z.boolean().default(true),
};
export const programCategoryCreate = z.strictObject({
  church: ref
    .nullable()
    .optional()
    .describe("Defaults to your church; null makes a national default (super admins only)"),
  ...categoryFields,
});
/** A category keeps its church. */
export const programCategoryUpdate = z.strictObject(categoryFields);

export const programCategoryChoicesQuery = z.object({
  church: ref.optional().describe("The church whose categories to list (for users who reach several)."),
});
export const programCategoryChoices = z
  .array(programCategory)
  .describe("The active categories the church may use: the national defaults and its own, by name");
