import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { donations, income } from "../../db/tables";
import type { GatewayHttp } from "./giving-payments";

export const GIFTS = "/api/giving/online-gifts/";
export const STANDING = "/api/giving/recurring-gifts/";
export const PAYSTACK_SECRET = "sk_test_paystack_giving";
export const STRIPE_SECRET = "sk_test_stripe_giving";

type GatewayRequest = Parameters<GatewayHttp>[0];
type GatewayAnswer = { status: number; json: unknown };

/** The test app and what its payment gateways are asked and answer. */
class GivingGateways {
  private app: TestApp | undefined;
  readonly calls: GatewayRequest[] = [];
  answer: (request: GatewayRequest) => GatewayAnswer = () => ({ status: 500, json: {} });

  get t(): TestApp {
    if (!this.app) throw new Error("The test app starts in beforeAll.");
    return this.app;
  }

  async start(): Promise<void> {
    const t = await startTestApp();
    this.app = t;
    t.app.gatewayHttp = async (request) => {
      this.calls.push(request);
      return this.answer(request);
    };
    const { token } = await signedInUser(t, { role: "SUPER_ADMIN" });
    for (const [name, display_name, public_key, secret_key] of [
      ["paystack", "Paystack", "pk_p", PAYSTACK_SECRET],
      ["stripe", "Card (Stripe)", "pk_s", STRIPE_SECRET],
    ]) {
      const res = await t.call({
        method: "POST",
        url: "/api/subscriptions/gateways/",
        token,
        payload: { name, display_name, public_key, secret_key },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  }
}

/**
 * A test app whose payment gateways (Paystack and Stripe, set up by the super admin) answer from
 * the test: no test reaches the network. `answer` is what the gateways say; `calls` what they were asked.
 */
export function givingGatewaysApp(): GivingGateways {
  const gateways = new GivingGateways();
  beforeAll(() => gateways.start());
  afterAll(() => gateways.t.close());
  return gateways;
}

/** A guest's gift of 50 through the sandbox, to change as a test needs. */
export const guest = (church: number, fund: number, extra: Record<string, unknown> = {}) => ({
  church,
  fund,
  amount: "50.00",
  gateway: "sandbox",
  name: "Ama Guest",
  email: "ama@example.org",
  ...extra,
});

/** Paystack's answers: a checkout, and a verified success of `amount` (with a reusable authorisation). */
export const paystackAnswers =
  (amount: string, status = "success") =>
  ({ url }: GatewayRequest): GatewayAnswer =>
    url.endsWith("/transaction/initialize")
      ? {
          status: 200,
          json: { data: { authorization_url: "https://checkout.paystack.test/x", access_code: "x" } },
        }
      : {
          status: 200,
          json: {
            data: {
              status,
              amount: Math.round(Number(amount) * 100),
              currency: "GHS",
              authorization: { reusable: true, authorization_code: "AUTH_reusable" },
              customer: { email: "ama@example.org" },
            },
          },
        };

/** A church's gifts and the income they posted, with both totals in cents (they must agree). */
export async function giftsOf(t: TestApp, church: number) {
  const gifts = await t.db.select().from(donations).where(eq(donations.church, church));
  const posted = await t.db.select().from(income).where(eq(income.church, church));
  const sum = (rows: { amount: string }[]) =>
    rows.reduce((n, r) => n + Math.round(Number(r.amount) * 100), 0);
  return { gifts, posted, giving: sum(gifts), books: sum(posted) };
}
