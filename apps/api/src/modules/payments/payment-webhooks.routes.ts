import { formatMoney, msg } from "@cm/contracts";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { gateways } from "../../db/tables";
import { AppError, notFound } from "../../platform/errors";
import { escapeHtml } from "../../platform/http/html";
import { systemContext } from "../../platform/system-context";
import {
  type Chargeable,
  fetchHttp,
  type GatewayHttp,
  kept,
  type Outcome,
  obj,
  type PaymentRow,
  paystackOutcome,
  paystackSignatureValid,
  SANDBOX_CHECKOUT,
  stripeOutcome,
  stripeSignatureValid,
} from "./gateways";
import { findPayable, keepSandboxChoice, settlePayment } from "./payables";

declare module "fastify" {
  interface FastifyInstance {
    /** The HTTP call of the Paystack and Stripe adapters; tests swap it for a fake. */
    gatewayHttp: GatewayHttp;
  }
}

const WEBHOOKS = "/api/subscriptions/payments/webhooks/";
type RawJson = { raw: string; json: Record<string, unknown> };
const invalidSignature = () =>
  new AppError(401, "invalid_signature", msg("The signature of this notification is not valid."));
const webhookDocs = (summary: string) => ({
  tags: ["payments"],
  summary,
  description: "Access: public (accepted only with a valid signature of the raw body).",
});

async function secretOf(app: FastifyInstance, name: "paystack" | "stripe") {
  const [row] = await systemContext(app, "payments.webhooks")
    .data.select()
    .from(gateways)
    .where(eq(gateways.name, name));
  return row;
}

/**
 * Settles the payment a gateway notified about, if it is that gateway's and not settled for good:
 * still pending, or failed and then paid after all (its kind decides what such money does).
 */
async function settleFromWebhook(
  app: FastifyInstance,
  request: FastifyRequest,
  gateway: PaymentRow["gateway"],
  reference: unknown,
  outcomeOf: (p: Chargeable) => Outcome,
  kept: Record<string, unknown> = {},
) {
  if (typeof reference !== "string") return;
  const found = await findPayable(systemContext(app, "payments.webhooks").data, reference);
  if (!found || found.row.gateway !== gateway || !["PENDING", "FAILED"].includes(found.row.status)) return;
  await settlePayment(
    systemContext(app, "payments.webhooks").data,
    request,
    found.kind,
    reference,
    outcomeOf(found.row),
    {
      ...kept,
      confirmed: "webhook",
    },
  );
}

/**
 * Gateways' signed notifications and the sandbox's hosted checkout. All are public routes (the
 * maintenance gate lets them through); webhooks read the raw body, which only these routes keep.
 */
export async function paymentWebhookRoutes(app: FastifyInstance): Promise<void> {
  app.decorate("gatewayHttp", fetchHttp);

  await app.register(async (hooks) => {
    hooks.addContentTypeParser("application/json", { parseAs: "string" }, (_req, body, done) => {
      try {
        const raw = body.toString();
        done(null, { raw, json: obj(JSON.parse(raw)) } satisfies RawJson);
      } catch {
        done(new AppError(400, "invalid_json", msg("The body is not valid JSON.")), undefined);
      }
    });

    hooks.post<{ Body: RawJson }>(`${WEBHOOKS}paystack/`, {
      config: { access: "public" },
      schema: webhookDocs("Paystack notifications, signed with HMAC-SHA512 (x-paystack-signature)"),
      handler: async (request) => {
        const { raw, json } = request.body;
        const header = request.headers["x-paystack-signature"];
        const gateway = await secretOf(app, "paystack");
        if (
          !gateway ||
          !paystackSignatureValid(raw, typeof header === "string" ? header : undefined, gateway.secret_key)
        )
          throw invalidSignature();
        const data = obj(json.data);
        if (json.event === "charge.success")
          await settleFromWebhook(
            app,
            request,
            "paystack",
            data.reference,
            (p) => paystackOutcome(p, data),
            // A reusable authorisation is kept for a recurring gift's later charges.
            kept(data),
          );
        return { received: true };
      },
    });

    hooks.post<{ Body: RawJson }>(`${WEBHOOKS}stripe/`, {
      config: { access: "public" },
      schema: webhookDocs("Stripe notifications, signed with Stripe-Signature (t=..., v1=...)"),
      handler: async (request) => {
        const { raw, json } = request.body;
        const header = request.headers["stripe-signature"];
        const gateway = await secretOf(app, "stripe");
        if (
          !gateway ||
          !stripeSignatureValid(
            raw,
            typeof header === "string" ? header : undefined,
            gateway.webhook_secret,
            app.clock.now(),
          )
        )
          throw invalidSignature();
        const session = obj(obj(json.data).object);
        if (
          json.type === "checkout.session.completed" ||
          json.type === "checkout.session.async_payment_succeeded"
        )
          await settleFromWebhook(
            app,
            request,
            "stripe",
            session.client_reference_id,
            (p) => stripeOutcome(p, session),
            // Kept so that a refund can name the payment.
            typeof session.payment_intent === "string" ? { payment_intent: session.payment_intent } : {},
          );
        return { received: true };
      },
    });
  });

  await app.register(async (sandbox) => {
    // The checkout page's forms post an empty form; nothing of it is read.
    sandbox.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string" },
      (_req, _body, done) => done(null, {}),
    );
    const params = z.object({ reference: z.string().max(100) });

    sandbox.get<{ Params: z.infer<typeof params> }>(`${SANDBOX_CHECKOUT}:reference/`, {
      config: { access: "public" },
      schema: {
        tags: ["payments"],
        summary: "The sandbox's hosted test checkout page (text/html); 404 while the sandbox is off",
        params,
      },
      handler: async (request, reply) => {
        const { row } = await sandboxPayment(app, request.params.reference);
        const ref = escapeHtml(encodeURIComponent(row.reference));
        const e = escapeHtml;
        return reply
          .type("text/html; charset=utf-8")
          .header("cache-control", "no-store")
          .send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sandbox checkout</title>
<style>body{font-family:system-ui,sans-serif;max-width:480px;margin:3rem auto;padding:0 1rem}
button{font-size:1rem;padding:.6rem 1.4rem;margin-right:1rem}</style></head><body>
<h1>Sandbox checkout</h1>
<p>This is a test payment: no money moves.</p>
<p>Reference <strong>${e(row.reference)}</strong><br>Amount <strong>${e(formatMoney(row.amount, row.currency))}</strong></p>
<form method="post" action="${SANDBOX_CHECKOUT}${ref}/pay/" style="display:inline"><button type="submit">Pay</button></form>
<form method="post" action="${SANDBOX_CHECKOUT}${ref}/fail/" style="display:inline"><button type="submit">Fail</button></form>
</body></html>`);
      },
    });

    const choose =
      (outcome: "success" | "failed") =>
      async (request: FastifyRequest<{ Params: z.infer<typeof params> }>, reply: FastifyReply) => {
        const { row, kind } = await sandboxPayment(app, request.params.reference);
        await keepSandboxChoice(systemContext(app, "payments.webhooks").data, kind.table, row.id, outcome);
        return reply.redirect(kind.returnPage(row.reference), 303);
      };
    for (const [path, outcome] of [
      ["pay", "success"],
      ["fail", "failed"],
    ] as const) {
      sandbox.post(`${SANDBOX_CHECKOUT}:reference/${path}/`, {
        config: { access: "public" },
        schema: {
          tags: ["payments"],
          summary: `The sandbox checkout's ${path === "pay" ? "Pay" : "Fail"} button: records the outcome, returns to the status page; 404 while the sandbox is off`,
          params,
        },
        handler: choose(outcome),
      });
    }
  });
}

/**
 * A sandbox payment by reference; any other payment is not the sandbox's business. While the
 * sandbox is off (every installation until the demo data or a super admin turns it on), its
 * page and buttons are not there at all, so nothing can be paid or credited through them.
 */
async function sandboxPayment(app: FastifyInstance, reference: string) {
  const [on] = await systemContext(app, "payments.webhooks")
    .data.select({ id: gateways.id })
    .from(gateways)
    .where(and(eq(gateways.name, "sandbox"), eq(gateways.is_active, true)));
  if (!on) throw notFound(msg("The sandbox test checkout is turned off."));
  const found = await findPayable(systemContext(app, "payments.webhooks").data, reference);
  if (found?.row.gateway !== "sandbox") throw notFound();
  return found;
}
