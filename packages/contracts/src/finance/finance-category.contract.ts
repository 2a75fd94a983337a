import { z } from "zod";
import { id, optionalText, ref, requiredText, timestamp } from "../common/fields";
import { msg } from "../i18n/languages";

export const CATEGORY_KINDS = ["INCOME", "EXPENSE"] as const;
export type CategoryKind = (typeof CATEGORY_KINDS)[number];

/**
 * The national default categories every church shares, by code. The income codes are the fixed
 * categories income had before categories became records; the migration maps each to its row.
 */
export const DEFAULT_INCOME_CATEGORIES = [
  { code: "TITHE", name: "Tithe", counts_for_support: true },
  { code: "OFFERING", name: "Offering", counts_for_support: true },
  { code: "DONATION", name: "Donation", counts_for_support: false },
  { code: "PLEDGE", name: "Pledge", counts_for_support: false },
  { code: "THANKSGIVING", name: "Thanksgiving", counts_for_support: false },
  { code: "FUNDRAISING", name: "Fundraising", counts_for_support: false },
  { code: "OTHER", name: "Other", counts_for_support: false },
] as const;
export const DEFAULT_EXPENSE_CATEGORIES = [
  { code: "UTILITIES", name: "Utilities" },
  { code: "SALARIES", name: "Salaries and allowances" },
  { code: "BUILDING", name: "Building and maintenance" },
  { code: "MISSIONS", name: "Missions and outreach" },
  { code: "EVENTS", name: "Events" },
  { code: "OFFICE", name: "Office supplies" },
  { code: "TRANSPORT", name: "Transport" },
  { code: "OTHER_EXPENSE", name: "Other" },
] as const;
export type DefaultIncomeCode = (typeof DEFAULT_INCOME_CATEGORIES)[number]["code"];
export type DefaultExpenseCode = (typeof DEFAULT_EXPENSE_CATEGORIES)[number]["code"];

/**
 * An income or expense category. `church` null is a national default that every church uses and
 * only a super admin changes. A category in use is deactivated, never deleted.
 */
export const financeCategory = z.object({
  id,
  church: id.nullable(),
  name: z.string(),
  kind: z.enum(CATEGORY_KINDS),
  description: z.string(),
  is_active: z.boolean(),
  counts_for_support: z
    .boolean()
    .describe(
      "Income of this category is part of what support remittances are reckoned on (tithes, offerings)",
    ),
  code: z.string().nullable().describe("The code of a national default, such as TITHE; null otherwise"),
  created_at: timestamp,
  updated_at: timestamp,
});
export type FinanceCategory = z.infer<typeof financeCategory>;

const categoryFields = {
  name: requiredText(100),
  description: optionalText(500).default(""),
  is_active: z.boolean().default(true),
  counts_for_support: z.boolean().default(false),
};
export const financeCategoryCreate = z.strictObject({
  church: ref
    .nullable()
    .optional()
    .describe("Defaults to your church; null makes a national default (super admins only)"),
  kind: z.enum(CATEGORY_KINDS, msg("Choose income or expense.")),
  ...categoryFields,
});
/** A category keeps its church and its kind: records of that kind point at it. */
export const financeCategoryUpdate = z.strictObject(categoryFields);

export const categoryChoicesQuery = z.object({
  church: ref.optional().describe("The church whose categories to list (for users who reach several)."),
});
export const categoryChoices = z
  .array(financeCategory)
  .describe("The active categories the church may use: the national defaults and its own, by name");
