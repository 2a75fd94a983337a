import { z } from "zod";
import { calendarDate, id, optionalText, ref, timestamp } from "../common/fields";
import { currencyCode, money } from "../common/money";
import { positiveAmount } from "../finance/finance-fields";
import { msg } from "../i18n/languages";

/**
 * A promise to give a target amount to a fund over a period, by a member or a household. Its
 * progress is what that giver gave to that fund within the period: confirmed gifts, less any
 * that were reversed.
 */
export const pledge = z.object({
  id,
  church: id,
  fund: id,
  fund_name: z.string(),
  member: id.nullable().describe("The member who pledged; null when a household did"),
  household: id.nullable().describe("The household that pledged; null when a member did"),
  donor_name: z.string(),
  amount: money.describe("The target amount"),
  currency: z.string(),
  starts_on: calendarDate,
  ends_on: calendarDate,
  note: z.string(),
  given: money.describe("Confirmed gifts of the giver to the fund within the period, reversals taken off"),
  remaining: money.describe("What is left to reach the target (0.00 once reached)"),
  percent: z.number().int().describe("Progress toward the target, in whole percent (may pass 100)"),
  created_by: id.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Pledge = z.infer<typeof pledge>;

const pledgeFields = {
  fund: ref.describe("An active fund the church may use"),
  member: ref.nullable().optional().describe("The member who pledges (or a household)"),
  household: ref.nullable().optional().describe("The household that pledges (or a member)"),
  amount: positiveAmount.describe("The target amount: more than zero, at most two decimals"),
  currency: currencyCode
    .optional()
    .describe("The church's currency; may be left out, and any other is refused"),
  starts_on: calendarDate.describe("The first day of the period"),
  ends_on: calendarDate.describe("The last day of the period: after the first"),
  note: optionalText(500).default(""),
};
export const pledgeCreate = z.strictObject({
  church: ref.optional().describe("Defaults to your church"),
  ...pledgeFields,
});
export const pledgeUpdate = z.strictObject(pledgeFields);

/** The rules a pledge's form checks before sending (the server checks them too). */
export const pledgeForm = pledgeCreate.superRefine((p, ctx) => {
  if (!p.member && !p.household)
    ctx.addIssue({
      code: "custom",
      path: ["member"],
      message: msg("Choose the member or the household who pledges."),
    });
  if (p.member && p.household)
    ctx.addIssue({
      code: "custom",
      path: ["household"],
      message: msg("Choose a member or a household as the giver, not both."),
    });
  if (p.starts_on && p.ends_on && p.ends_on <= p.starts_on)
    ctx.addIssue({ code: "custom", path: ["ends_on"], message: msg("The end must be after the start.") });
});

/** The signed-in member's own pledges (their member record's and their household's). */
export const ownPledges = z.object({
  linked: z.boolean().describe("The account is linked to a member record"),
  pledges: z.array(pledge),
});
export type OwnPledges = z.infer<typeof ownPledges>;

/** The body of `pledgeCreate`, what a form fills in. */
export type PledgeInput = z.input<typeof pledgeCreate>;
