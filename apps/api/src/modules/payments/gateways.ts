import { createHmac, timingSafeEqual } from "node:crypto";
import { type GatewayName, msg, PAYMENT_STATUS_PAGE, toCents } from "@cm/contracts";
import { z } from "zod";
import type { gateways, payments } from "../../db/tables";

export type GatewayRow = typeof gateways.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
/** What the adapters read of a payment: a subscription's or a campaign's. */
export type Chargeable = Pick<PaymentRow, "reference" | "amount" | "currency" | "gateway_response">;
/** The one HTTP call the adapters make; tests replace it, so no test reaches the network. */
export type GatewayHttp = (request: {
  method: "GET" | "POST";
  url: string;
  headers: Record<string, string>;
  body?: string;
}) => Promise<{ status: number; json: unknown }>;
export type Outcome = "succeeded" | "failed" | "pending";
type Json = Record<string, unknown>;
/** A refund the gateway accepted (with what to keep of its answer), or why it did not. */
export type RefundResult =
  | { refunded: true; response: Json; note: string }
  | { refunded: false; message: string };

export const fetchHttp: GatewayHttp = async ({ method, url, headers, body }) => {
  const res = await fetch(url, { method, headers, body, signal: AbortSignal.timeout(15_000) });
  return { status: res.status, json: await res.json().catch(() => ({})) };
};

export type StartContext = {
  http: GatewayHttp;
  origin: string;
  email: string;
  /** The web page the browser comes back to (default: the subscriptions' payment status page). */
  returnPage?: string;
  /** Paystack's checkout channels to offer (card, mobile_money); all the gateway has when left out. */
  channels?: string[];
  /** A standing gift's first payment: the gateway keeps the card to charge it again later. */
  keepCard?: boolean;
};
export interface GatewayAdapter {
  /** Opens a checkout; answers where to send the browser and what to keep of the gateway's answer. */
  start(
    payment: Chargeable,
    gateway: GatewayRow,
    ctx: StartContext,
  ): Promise<{ redirect_url: string; response: Json }>;
  /** Asks the gateway how the payment ended. */
  verify(
    payment: Chargeable,
    gateway: GatewayRow,
    http: GatewayHttp,
  ): Promise<{ outcome: Outcome; response: Json }>;
  /**
   * Gives the whole payment back through the gateway; a refusal changes nothing. The gateway's
   * row may be gone: the sandbox and a bank transfer need none, the others refuse without it.
   */
  refund(payment: Chargeable, gateway: GatewayRow | undefined, http: GatewayHttp): Promise<RefundResult>;
}

const NOT_SET_UP: RefundResult = {
  refunded: false,
  message: msg("This payment method is no longer set up."),
};
export const SANDBOX_CHECKOUT = "/api/subscriptions/payments/sandbox/checkout/";
export const statusPage = (reference: string) =>
  `${PAYMENT_STATUS_PAGE}?reference=${encodeURIComponent(reference)}`;
const jsonObject = z.record(z.string(), z.unknown());
/** A JSON value from outside (a gateway's answer, a webhook's body) as an object; anything else as `{}`. */
export const obj = (v: unknown): Json => jsonObject.safeParse(v).data ?? {};
const text = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? v.trim() : null);
/** The gateway confirms the very amount and currency this payment asked for. */
const sameCharge = (p: Chargeable, cents: unknown, currency: unknown) =>
  String(cents) === String(toCents(p.amount)) && String(currency).toUpperCase() === p.currency;

const sandbox: GatewayAdapter = {
  start: async (p) => ({
    redirect_url: `${SANDBOX_CHECKOUT}${encodeURIComponent(p.reference)}`,
    response: {},
  }),
  // The hosted test page records the tester's choice on the payment; verifying reads it. A
  // sandbox turned off credits nothing, even a Pay pressed while it was on: the payment waits.
  verify: async (p, g) => {
    if (!g.is_active) return { outcome: "pending", response: {} };
    const choice = p.gateway_response.sandbox_outcome;
    return {
      outcome: choice === "success" ? "succeeded" : choice === "failed" ? "failed" : "pending",
      response: {},
    };
  },
  refund: async (p) => ({
    refunded: true,
    response: { refund_id: `SANDBOX-REFUND-${p.reference}` },
    note: "Test refund: no money moved.",
  }),
};

// A bank transfer waits for the super admin's `mark_paid`; its refund is a transfer back.
const manual: GatewayAdapter = {
  start: async (p, _g, ctx) => ({ redirect_url: ctx.returnPage ?? statusPage(p.reference), response: {} }),
  verify: async () => ({ outcome: "pending", response: {} }),
  refund: async () => ({
    refunded: true,
    response: {},
    note: "The money is returned to the church by bank transfer.",
  }),
};

const PAYSTACK = "https://api.paystack.co";
const paystack: GatewayAdapter = {
  start: async (p, g, { http, origin, email, returnPage, channels }) => {
    const res = await http({
      method: "POST",
      url: `${PAYSTACK}/transaction/initialize`,
      headers: { authorization: `Bearer ${g.secret_key}`, "content-type": "application/json" },
      body: JSON.stringify({
        email,
        amount: String(toCents(p.amount)),
        currency: p.currency,
        reference: p.reference,
        callback_url: `${origin}${returnPage ?? statusPage(p.reference)}`,
        ...(channels ? { channels } : {}),
      }),
    });
    const data = obj(obj(res.json).data);
    if (res.status !== 200 || typeof data.authorization_url !== "string")
      throw new Error("Paystack refused the checkout");
    return { redirect_url: data.authorization_url, response: { access_code: data.access_code ?? null } };
  },
  verify: async (p, g, http) => {
    const res = await http({
      method: "GET",
      url: `${PAYSTACK}/transaction/verify/${encodeURIComponent(p.reference)}`,
      headers: { authorization: `Bearer ${g.secret_key}` },
    });
    const data = obj(obj(res.json).data);
    return { outcome: paystackOutcome(p, data), response: { status: data.status ?? null, ...kept(data) } };
  },
  // Paystack queues the refund and answers `status: true`; the amount is in minor units.
  refund: async (p, g, http) => {
    if (!g) return NOT_SET_UP;
    const res = await http({
      method: "POST",
      url: `${PAYSTACK}/refund`,
      headers: { authorization: `Bearer ${g.secret_key}`, "content-type": "application/json" },
      body: JSON.stringify({ transaction: p.reference, amount: Number(toCents(p.amount)) }),
    });
    const body = obj(res.json);
    const data = obj(body.data);
    if (res.status !== 200 || body.status !== true)
      return { refunded: false, message: text(body.message) ?? msg("Paystack refused the refund.") };
    return {
      refunded: true,
      response: { refund_id: data.id ?? null, refund_status: data.status ?? null },
      note: "Paystack returns the money to the card or account that paid.",
    };
  },
};
/**
 * What a payment keeps of a Paystack transaction besides its status: a reusable card or mobile-money
 * authorisation, which a recurring gift charges again (never shown to anyone).
 */
export function kept(data: Json): Json {
  const auth = obj(data.authorization);
  return auth.reusable === true && typeof auth.authorization_code === "string"
    ? { authorization_code: auth.authorization_code, customer_email: obj(data.customer).email ?? null }
    : {};
}

/** A Paystack transaction (from verify or a charge.success webhook) as an outcome for this payment. */
export function paystackOutcome(p: Chargeable, data: Json): Outcome {
  if (data.status === "success") return sameCharge(p, data.amount, data.currency) ? "succeeded" : "failed";
  return ["failed", "abandoned", "reversed"].includes(String(data.status)) ? "failed" : "pending";
}

const STRIPE = "https://api.stripe.com/v1";
const stripe: GatewayAdapter = {
  start: async (p, g, { http, origin, returnPage, email, keepCard }) => {
    const back = `${origin}${returnPage ?? statusPage(p.reference)}`;
    const form = new URLSearchParams({
      mode: "payment",
      client_reference_id: p.reference,
      success_url: back,
      cancel_url: back,
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": p.currency.toLowerCase(),
      "line_items[0][price_data][unit_amount]": String(toCents(p.amount)),
      "line_items[0][price_data][product_data][name]": `Payment ${p.reference}`,
    });
    if (keepCard) {
      // The card is kept on a Stripe customer, to be charged again without its holder present.
      form.set("customer_creation", "always");
      form.set("payment_intent_data[setup_future_usage]", "off_session");
      if (email) form.set("customer_email", email);
    }
    const res = await http({
      method: "POST",
      url: `${STRIPE}/checkout/sessions`,
      headers: {
        authorization: `Bearer ${g.secret_key}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: form.toString(),
    });
    const session = obj(res.json);
    if (res.status !== 200 || typeof session.url !== "string") throw new Error("Stripe refused the checkout");
    return { redirect_url: session.url, response: { session_id: session.id ?? null } };
  },
  verify: async (p, g, http) => {
    const id = p.gateway_response.session_id;
    if (typeof id !== "string") return { outcome: "pending", response: {} };
    const res = await http({
      method: "GET",
      url: `${STRIPE}/checkout/sessions/${encodeURIComponent(id)}`,
      headers: { authorization: `Bearer ${g.secret_key}` },
    });
    const session = obj(res.json);
    return {
      outcome: stripeOutcome(p, session),
      response: {
        payment_status: session.payment_status ?? null,
        payment_intent: text(session.payment_intent),
      },
    };
  },
  // A refund names the checkout's payment intent, asked of the session when it was not kept;
  // the idempotency key makes Stripe refund a payment once whatever the retries.
  refund: async (p, g, http) => {
    if (!g) return NOT_SET_UP;
    const auth = { authorization: `Bearer ${g.secret_key}` };
    let intent = text(p.gateway_response.payment_intent);
    const session = text(p.gateway_response.session_id);
    if (!intent && session) {
      const res = await http({
        method: "GET",
        url: `${STRIPE}/checkout/sessions/${encodeURIComponent(session)}`,
        headers: auth,
      });
      intent = text(obj(res.json).payment_intent);
    }
    if (!intent) return { refunded: false, message: msg("Stripe has no payment for this checkout.") };
    const res = await stripePost(http, g, "/refunds", `refund-${p.reference}`, {
      payment_intent: intent,
      amount: String(toCents(p.amount)),
    });
    const refund = obj(res.json);
    if (res.status !== 200 || !["succeeded", "pending"].includes(String(refund.status)))
      return {
        refunded: false,
        message: text(obj(refund.error).message) ?? msg("Stripe refused the refund."),
      };
    return {
      refunded: true,
      response: { refund_id: refund.id ?? null, refund_status: refund.status, payment_intent: intent },
      note: "Stripe returns the money to the card that paid.",
    };
  },
};
/** A form POST to Stripe that Stripe carries out once per `idempotencyKey`, whatever the retries. */
function stripePost(
  http: GatewayHttp,
  g: GatewayRow,
  path: string,
  idempotencyKey: string,
  form: Record<string, string>,
) {
  return http({
    method: "POST",
    url: `${STRIPE}${path}`,
    headers: {
      authorization: `Bearer ${g.secret_key}`,
      "content-type": "application/x-www-form-urlencoded",
      "idempotency-key": idempotencyKey,
    },
    body: new URLSearchParams(form).toString(),
  });
}

/**
 * Charges again, without its holder present, the card a Stripe checkout kept (`keepCard`): the first
 * payment's intent names the customer and the card; a new intent is confirmed at once, once per
 * payment whatever the retries (its reference is the idempotency key).
 */
export async function stripeChargeAgain(
  http: GatewayHttp,
  g: GatewayRow,
  p: Chargeable,
  firstIntent: string,
): Promise<{ outcome: Outcome; response: Json }> {
  const auth = { authorization: `Bearer ${g.secret_key}` };
  const first = obj(
    (
      await http({
        method: "GET",
        url: `${STRIPE}/payment_intents/${encodeURIComponent(firstIntent)}`,
        headers: auth,
      })
    ).json,
  );
  const customer = text(first.customer);
  const card = text(first.payment_method);
  if (!customer || !card) return { outcome: "failed", response: { error: "no_authorization" } };
  const res = await stripePost(http, g, "/payment_intents", `charge-${p.reference}`, {
    amount: String(toCents(p.amount)),
    currency: p.currency.toLowerCase(),
    customer,
    payment_method: card,
    off_session: "true",
    confirm: "true",
    "metadata[reference]": p.reference,
  });
  // A refused card answers 402 with the intent inside the error.
  const intent =
    obj(res.json).object === "payment_intent" ? obj(res.json) : obj(obj(obj(res.json).error).payment_intent);
  const outcome: Outcome =
    intent.status === "succeeded"
      ? sameCharge(p, intent.amount_received, intent.currency)
        ? "succeeded"
        : "failed"
      : intent.status === "processing"
        ? "pending"
        : "failed";
  return {
    outcome,
    response: {
      payment_intent: text(intent.id),
      status: text(intent.status) ?? text(obj(obj(res.json).error).code),
    },
  };
}

/** A Stripe checkout session as an outcome for this payment. */
export function stripeOutcome(p: Chargeable, session: Json): Outcome {
  if (session.payment_status === "paid")
    return sameCharge(p, session.amount_total, session.currency) ? "succeeded" : "failed";
  return session.status === "expired" ? "failed" : "pending";
}

export const adapters: Record<GatewayName, GatewayAdapter> = { sandbox, manual, paystack, stripe };

const equalText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** Paystack signs the raw body with HMAC-SHA512 under the secret key (`x-paystack-signature`, hex). */
export function paystackSignatureValid(raw: string, header: string | undefined, secret: string): boolean {
  if (!header || !secret) return false;
  return equalText(createHmac("sha512", secret).update(raw).digest("hex"), header);
}

export const STRIPE_TOLERANCE_SECONDS = 300;
/**
 * Stripe-Signature `t=...,v1=...`: HMAC-SHA256 of `${t}.${raw}` under the webhook secret, within
 * 5 minutes of `now` (the app's clock).
 */
export function stripeSignatureValid(
  raw: string,
  header: string | undefined,
  secret: string,
  now: Date,
): boolean {
  if (!header || !secret) return false;
  const parts = header.split(",").map((p) => p.trim().split("=", 2) as [string, string | undefined]);
  const t = Number(parts.find(([k]) => k === "t")?.[1]);
  if (!Number.isInteger(t) || Math.abs(now.getTime() / 1000 - t) > STRIPE_TOLERANCE_SECONDS) return false;
  const expected = createHmac("sha256", secret).update(`${t}.${raw}`).digest("hex");
  return parts.some(([k, v]) => k === "v1" && v !== undefined && equalText(expected, v));
}
