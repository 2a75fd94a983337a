import { z } from "zod";
import { calendarDate, id, optionalText, queryNumber, ref, requiredText, timestamp } from "../common/fields";
import { currencyCode, money } from "../common/money";
import { pastDate } from "../common/past-dates";
import { positiveAmount } from "../finance/finance-fields";
import { msg } from "../i18n/languages";

/** How a gift was given. */
export const DONATION_METHODS = ["CASH", "CHEQUE", "BANK_TRANSFER", "MOBILE_MONEY", "CARD"] as const;
export type DonationMethod = (typeof DONATION_METHODS)[number];

/**
 * One gift to a fund. It is final once its batch is confirmed; a final gift is never edited: a
 * mistake is corrected by a reversing entry (the same amount, negative, pointing at it).
 */
export const donation = z.object({
  id,
  church: id,
  batch: id.nullable(),
  fund: id,
  fund_name: z.string(),
  amount: money.describe("Negative for a reversing entry"),
  currency: z.string(),
  given_on: calendarDate,
  method: z.enum(DONATION_METHODS),
  member: id.nullable().describe("The member who gave; null with a household or anonymous"),
  household: id.nullable().describe("The household that gave; null with a member or anonymous"),
  donor_name: z.string().describe("The member's or household's name; empty when anonymous"),
  reference: z.string(),
  note: z.string(),
  is_final: z.boolean().describe("Its batch is confirmed: it is in finance and never changes"),
  reverses: id.nullable().describe("The gift this entry reverses"),
  reversed: z.boolean().describe("A reversing entry has cancelled this gift"),
  recorded_by: id.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Donation = z.infer<typeof donation>;

const donationFields = {
  fund: ref.describe("An active fund the church may use"),
  amount: positiveAmount,
  currency: currencyCode
    .optional()
    .describe("The church's currency; may be left out, and any other is refused"),
  given_on: pastDate("The date given").optional().describe("Defaults to the batch's service date"),
  method: z.enum(DONATION_METHODS, msg("Choose how the gift was given.")).default("CASH"),
  member: ref.nullable().optional().describe("The member who gave (not with a household)"),
  household: ref.nullable().optional().describe("The household that gave (not with a member)"),
  reference: optionalText(100).default(""),
  note: optionalText(500).default(""),
};
export const donationCreate = z.strictObject({
  batch: ref.describe("An OPEN batch of the church: the gift is entered into its count"),
  ...donationFields,
});
/** A gift changes only while its batch is OPEN, and never moves to another batch. */
export const donationUpdate = z.strictObject(donationFields);

export const donationReverseInput = z.strictObject({
  reason: requiredText(500).describe("Why the gift is reversed; kept on the reversing entry"),
});

/** The signed-in member's own confirmed gifts of one year. */
export const ownGivingQuery = z.object({
  year: queryNumber(z.number().int().min(2000).max(2100)).optional().describe("Defaults to this year"),
});
export const ownGift = z.object({
  id,
  given_on: calendarDate,
  fund_name: z.string(),
  amount: money,
  currency: z.string(),
  method: z.enum(DONATION_METHODS),
  reference: z.string(),
});
export const ownGiving = z.object({
  linked: z.boolean().describe("The account is linked to a member record"),
  year: z.number().int(),
  totals: z.array(z.object({ currency: z.string(), total: money })),
  gifts: z.array(ownGift).describe("Confirmed gifts of the year, newest first (reversals included)"),
});
export type OwnGiving = z.infer<typeof ownGiving>;

/** The body of `donationCreate`, what a form fills in. */
export type DonationInput = z.input<typeof donationCreate>;

/**
 * Who can be named as a giver: a church's active members or its households, found by name (and a
 * member by phone). Whoever records or reads gifts chooses givers with it, without reading the
 * member roll itself (a finance manager does not).
 */
export const GIVER_KINDS = ["member", "household"] as const;
export const giversQuery = z.object({
  kind: z.enum(GIVER_KINDS).default("member"),
  search: z.string().trim().max(100).optional(),
  church: ref.optional().describe("The church whose givers are listed (defaults to yours)"),
});
export const giver = z.object({
  id,
  name: z.string(),
  detail: z.string().describe("A member's phone number or a household's address; may be empty"),
});
export const givers = z.object({
  results: z.array(giver).describe("At most 50, by name"),
});
export type Giver = z.infer<typeof giver>;
