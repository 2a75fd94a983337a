import { z } from "zod";
import { id, optionalText, ref, requiredText, timestamp } from "../common/fields";

/**
 * The national default funds every church shares, by code, each with the national income
 * category its gifts are posted to in finance. The migration that adds giving writes them.
 */
export const DEFAULT_FUNDS = [
  { code: "TITHE", name: "Tithe", category: "TITHE" },
  { code: "OFFERING", name: "Offering", category: "OFFERING" },
  { code: "BUILDING", name: "Building fund", category: "FUNDRAISING" },
  { code: "MISSIONS", name: "Missions", category: "DONATION" },
  { code: "WELFARE", name: "Welfare", category: "DONATION" },
] as const;

/**
 * A fund people give to (Tithe, Offering, Building fund...). `church` null is a national default
 * that every church uses and only a super admin changes. Each fund posts to one income category.
 */
export const fund = z.object({
  id,
  church: id.nullable(),
  name: z.string(),
  description: z.string(),
  income_category: id.describe("The finance INCOME category a confirmed batch posts this fund's gifts to"),
  income_category_name: z.string(),
  is_active: z.boolean(),
  code: z.string().nullable().describe("The code of a national default, such as TITHE; null otherwise"),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Fund = z.infer<typeof fund>;

const fundFields = {
  name: requiredText(100),
  description: optionalText(500).default(""),
  income_category: ref.describe("An active INCOME category the church may use"),
  is_active: z.boolean().default(true),
};
export const fundCreate = z.strictObject({
  church: ref
    .nullable()
    .optional()
    .describe("Defaults to your church; null makes a national default (super admins only)"),
  ...fundFields,
});
/** A fund keeps its church. */
export const fundUpdate = z.strictObject(fundFields);

/** The body of `fundCreate`, what a form fills in. */
export type FundInput = z.input<typeof fundCreate>;
