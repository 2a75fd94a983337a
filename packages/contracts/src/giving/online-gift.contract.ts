import { z } from "zod";
import { calendarDate, id, optionalText, ref, requiredText, timestamp } from "../common/fields";
import { currencyCode, money } from "../common/money";
import { positiveAmount } from "../finance/finance-fields";
import { msg } from "../i18n/languages";
import { GATEWAY_NAMES, PAYMENT_STATUSES } from "../subscriptions/payment.contract";

/** How often a recurring gift is charged; ONCE is a single gift. */
export const GIFT_FREQUENCIES = ["ONCE", "WEEKLY", "MONTHLY"] as const;
export type GiftFrequency = (typeof GIFT_FREQUENCIES)[number];
/** Paystack's checkout channels a giver may pick: a card or mobile money. */
export const GIFT_CHANNELS = ["card", "mobile_money"] as const;
export type GiftChannel = (typeof GIFT_CHANNELS)[number];
/**
 * A recurring gift waits (PENDING) until its first gift is paid and the gateway's authorisation
 * is kept; then it is ACTIVE, PAUSED by its donor, or CANCELLED for good.
 */
export const RECURRING_GIFT_STATUSES = ["PENDING", "ACTIVE", "PAUSED", "CANCELLED"] as const;
export type RecurringGiftStatus = (typeof RECURRING_GIFT_STATUSES)[number];
/** The web page a giver comes back to after the gateway: the gift's thank-you page. */
export const GIFT_RETURN_PAGE = "/give/thank-you";
/** The gateways a giver may choose on the public page (never a bank transfer). */
export const ONLINE_GIFT_GATEWAYS = ["sandbox", "paystack", "stripe"] as const;

/** One online gift: a checkout through a gateway, credited once into a final gift. */
export const giftPayment = z.object({
  id,
  church: id,
  fund: id,
  fund_name: z.string(),
  amount: money,
  currency: z.string(),
  gateway: z.enum(GATEWAY_NAMES),
  channel: z.string(),
  reference: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  is_test: z.boolean().describe("Through the sandbox: no money moved, so no gift or income was recorded"),
  donor_name: z.string(),
  donor_email: z.string(),
  member: id.nullable().describe("The signed-in member who gave; null for a guest"),
  donation: id.nullable().describe("The final gift the payment became"),
  recurring_gift: id.nullable(),
  paid_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type GiftPayment = z.infer<typeof giftPayment>;

/** The public page of a church: its name, currency, open funds and the ways to pay. */
export const givePageQuery = z.object({ church: ref.describe("The church's id") });
export const givePage = z.object({
  church: z.object({ id, name: z.string(), currency: z.string() }),
  funds: z.array(z.object({ id, name: z.string(), description: z.string() })),
  gateways: z.array(z.object({ name: z.enum(ONLINE_GIFT_GATEWAYS), display_name: z.string() })),
  donor: z
    .object({ name: z.string(), email: z.string(), member: z.boolean() })
    .nullable()
    .describe("The signed-in caller's name and e-mail (member: linked to this church's roll)"),
});
export type GivePage = z.infer<typeof givePage>;

/** What a giver sends: the fund, the amount in the church's currency, how and how often to pay. */
export const giveInput = z.strictObject({
  church: ref,
  fund: ref.describe("An active fund of the church"),
  amount: positiveAmount,
  currency: currencyCode.optional().describe("The church's currency; any other is refused"),
  gateway: z.enum(ONLINE_GIFT_GATEWAYS, msg("Choose how to pay.")),
  channel: z.enum(GIFT_CHANNELS, msg("Choose how to pay.")).default("card"),
  frequency: z.enum(GIFT_FREQUENCIES, msg("Choose how often to give.")).default("ONCE"),
  name: requiredText(120).describe("The giver's name (a signed-in member's own is used)"),
  email: z.email(msg("Enter a valid e-mail address.")).trim().toLowerCase().max(254),
  language: optionalText(5).optional().describe("The receipt's language for a guest"),
});
export type GiveInput = z.input<typeof giveInput>;
export const giveAnswer = z.object({
  reference: z.string(),
  redirect_url: z.string().describe("Where to send the browser: the gateway's checkout"),
});

/** The thank-you page's receipt, found by the gift's reference (asks the gateway while pending). */
export const giftReceiptQuery = z.object({ reference: z.string().trim().min(1).max(100) });
export const giftReceipt = z.object({
  reference: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  church_name: z.string(),
  fund_name: z.string(),
  amount: money,
  currency: z.string(),
  donor_name: z.string(),
  frequency: z.enum(GIFT_FREQUENCIES),
  is_test: z.boolean(),
  paid_at: timestamp.nullable(),
});
export type GiftReceipt = z.infer<typeof giftReceipt>;

/** A donor's standing gift, charged weekly or monthly through the gateway's kept authorisation. */
export const recurringGift = z.object({
  id,
  church: id,
  church_name: z.string(),
  fund: id,
  fund_name: z.string(),
  amount: money,
  currency: z.string(),
  frequency: z.enum(GIFT_FREQUENCIES),
  gateway: z.enum(GATEWAY_NAMES),
  status: z.enum(RECURRING_GIFT_STATUSES),
  next_charge_on: calendarDate.nullable(),
  last_charged_on: calendarDate.nullable(),
  donor_name: z.string(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type RecurringGift = z.infer<typeof recurringGift>;

/** Queries of the recurring gifts' reads by church. */
export const recurringChurchQuery = z.object({ church: id.optional() });

/** Who may take which step on a standing gift (the donor alone reaches it): pause, resume, cancel. */
export const recurringGiftRules = {
  pause: (g: { status: RecurringGiftStatus }) => g.status === "ACTIVE",
  resume: (g: { status: RecurringGiftStatus }) => g.status === "PAUSED",
  cancel: (g: { status: RecurringGiftStatus }) => g.status !== "CANCELLED",
};
