import { z } from "zod";
import { id, optionalText, ref, requiredText, timestamp } from "../common/fields";
import { money } from "../common/money";

export const GATEWAY_NAMES = ["sandbox", "manual", "paystack", "stripe"] as const;
export type GatewayName = (typeof GATEWAY_NAMES)[number];
export const PAYMENT_STATUSES = ["PENDING", "SUCCEEDED", "FAILED", "REFUNDED"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** NEW starts or extends a subscription by one interval; UPGRADE moves it to a dearer plan for the rest of its period. */
export const PAYMENT_PURPOSES = ["NEW", "UPGRADE"] as const;
/** Where the gateway sends the browser back after checkout (a page of the web app). */
export const PAYMENT_STATUS_PAGE = "/subscriptions/payment-status";

/** Gateways that take no money: what they credit is a test payment. */
export const isTestGateway = (name: GatewayName): boolean => name === "sandbox";
/** What the super admin is told, and must acknowledge, before turning the sandbox on. */
export const SANDBOX_WARNING =
  "The sandbox takes no money: any church that pays through it gets its plan for free. Turn it on only for demonstrations and testing.";

/** A payment gateway as the super admin sees it: secrets show only as "is set" flags. */
export const gateway = z.object({
  id,
  name: z.enum(GATEWAY_NAMES),
  display_name: z.string(),
  is_active: z.boolean(),
  public_key: z.string().describe("The gateway's publishable key (not secret)"),
  has_secret_key: z.boolean(),
  has_webhook_secret: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
});
const secretInput = z
  .string()
  .trim()
  .max(500)
  .optional()
  .describe("Write-only; omit to keep the stored value, send an empty string to clear it");
export const gatewayUpdate = z.strictObject({
  display_name: requiredText(100),
  is_active: z.boolean().default(true),
  public_key: optionalText(500).default(""),
  secret_key: secretInput,
  webhook_secret: secretInput,
  acknowledge_test_payments: z
    .boolean()
    .optional()
    .describe(
      "Must be true to turn the sandbox on: it takes no money, so every church that pays through it gets its plan for free",
    ),
});
export const gatewayCreate = gatewayUpdate.extend({ name: z.enum(GATEWAY_NAMES) });
/** What a church admin needs to choose a gateway at checkout. */
export const activeGateway = z.object({ name: z.enum(GATEWAY_NAMES), display_name: z.string() });

export const payment = z.object({
  id,
  subscription: id,
  church: id,
  invoice: id,
  plan: id,
  plan_name: z.string(),
  purpose: z.enum(PAYMENT_PURPOSES),
  discount: id.nullable(),
  discount_amount: money.describe("What the discount took off; the amount is after it"),
  amount: money,
  currency: z.string(),
  gateway: z.enum(GATEWAY_NAMES),
  reference: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  is_test: z.boolean().describe("Made through the sandbox: a test payment, no money was received"),
  gateway_response: z.record(z.string(), z.unknown()).describe("What the gateway answered (never secrets)"),
  paid_at: timestamp.nullable(),
  refund_amount: money.nullable().describe("What was given back; null until the payment is refunded"),
  refunded_at: timestamp.nullable(),
  refund_note: z.string().describe("How the money goes back (e.g. by bank transfer); empty until refunded"),
  created_at: timestamp,
  updated_at: timestamp,
});
export const processPaymentInput = z.strictObject({
  plan: ref,
  gateway: z.enum(GATEWAY_NAMES),
  discount_code: optionalText(50)
    .optional()
    .describe("A discount code; refused with a reason when it does not apply"),
});
export const processPaymentResult = z.object({
  payment_id: id,
  reference: z.string(),
  redirect_url: z.string().describe("Send the browser here; for manual payments, the payment-status page"),
});
export const verifyPaymentInput = z.strictObject({ reference: requiredText(100) });
export const verifyPaymentResult = z.object({
  payment_id: id,
  reference: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  subscription: id,
  invoice: id,
});
export type Gateway = z.infer<typeof gateway>;
export type Payment = z.infer<typeof payment>;

/** The body of `gatewayUpdate`, what a form fills in. */
export type GatewayInput = z.input<typeof gatewayUpdate>;

/** The body of `gatewayCreate`, what a form fills in. */
export type GatewayCreateInput = z.input<typeof gatewayCreate>;

/** The body of `processPaymentInput`, what a form fills in. */
export type ProcessPaymentInput = z.input<typeof processPaymentInput>;
