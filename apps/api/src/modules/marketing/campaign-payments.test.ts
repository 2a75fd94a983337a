import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeChurch, makePlan, makeSubscription, signedInUser } from "../../../test/factories";
import { paystackPaid } from "../../../test/gateways";
import { startTestApp, type TestApp } from "../../../test/harness";
import { auditLogs, campaignPayments, campaigns, gateways } from "../../db/tables";
import { makeCampaign, makeCampaignPayment, PAYMENTS } from "./marketing.test-support";

/**
 * A campaign is paid for once: one payment open or paid at a time, whatever the number of
 * concurrent checkouts, and money that still arrives for it is recorded and marked for refund.
 * Run against PostgreSQL too (DATABASE_URL), where the calls really run side by side.
 */
let t: TestApp;
let admin: string;
let church: { id: number; region: number };
const PAYSTACK_SECRET = "sk_test_campaign_payments";
/** What the fake Paystack answers: a checkout address, or how a transaction ended. */
let paystack: (url: string) => unknown = () => ({});

beforeAll(async () => {
  t = await startTestApp();
  church = await makeChurch(t.db);
  await makeSubscription(t.db, church.id, (await makePlan(t.db, "all")).id);
  admin = (await signedInUser(t, { role: "LOCAL_ADMIN", church })).token;
  await t.db
    .insert(gateways)
    .values({ name: "paystack", display_name: "Paystack", secret_key: PAYSTACK_SECRET });
  t.app.gatewayHttp = async ({ url }) => ({ status: 200, json: paystack(url) });
});
afterAll(() => t.close());

const post = (url: string, payload: Record<string, unknown>) =>
  t.call({ method: "POST", url, token: admin, payload });
const checkout = (campaign: number, gateway = "paystack") =>
  post(`${PAYMENTS}process/`, { campaign, gateway });
const paymentsOf = (campaign: number) =>
  t.db.select().from(campaignPayments).where(eq(campaignPayments.campaign, campaign));
const campaignRow = async (id: number) =>
  (await t.db.select().from(campaigns).where(eq(campaigns.id, id)))[0];
const audits = (action: string, payments: number[]) =>
  t.db
    .select()
    .from(auditLogs)
    .where(
      and(
        eq(auditLogs.resource, "campaign-payments"),
        eq(auditLogs.action, action),
        inArray(auditLogs.object_id, payments.map(String)),
      ),
    );

/** Paystack's answers: a checkout for `initialize`, `status` for a verification. */
function paystackSays(status: string) {
  paystack = (url) =>
    url.includes("/initialize")
      ? { data: { authorization_url: "https://checkout.paystack.test/x", access_code: "x" } }
      : { data: { status, amount: 25000, currency: "GHS" } };
}
/** Paystack's signed notice that a transaction of 250.00 GHS was paid. */
const paidNotice = (reference: string) => paystackPaid(t, PAYSTACK_SECRET, reference, 25000);

/** A campaign whose first Paystack checkout was given up (FAILED), and its reference. */
async function campaignWithAbandonedCheckout() {
  const c = await makeCampaign(t.db, church.id);
  paystackSays("abandoned");
  const first = await checkout(c.id);
  expect(first.statusCode, first.body).toBe(200);
  const reference = first.json().reference as string;
  expect((await post(`${PAYMENTS}verify/`, { reference })).json()).toMatchObject({ status: "FAILED" });
  return { c, first: { id: first.json().payment_id as number, reference } };
}

describe("one payment per campaign", () => {
  it("refuses a second checkout while the first is open, and any once the campaign is paid", async () => {
    const c = await makeCampaign(t.db, church.id);
    const first = await checkout(c.id, "sandbox");
    expect(first.statusCode, first.body).toBe(200);
    const second = await checkout(c.id, "sandbox");
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      code: "payment_in_progress",
      detail: `A payment of this campaign is already under way (${first.json().reference}). Finish it, or wait until it ends, before paying again.`,
    });
    const reference = first.json().reference as string;
    await t.call({ method: "POST", url: `/api/subscriptions/payments/sandbox/checkout/${reference}/pay/` });
    expect((await post(`${PAYMENTS}verify/`, { reference })).json()).toMatchObject({ status: "SUCCEEDED" });
    expect((await checkout(c.id, "sandbox")).statusCode).toBe(409);
    expect(await paymentsOf(c.id)).toHaveLength(1);
  });

  it("concurrent checkouts of one campaign open exactly one payment", async () => {
    const c = await makeCampaign(t.db, church.id);
    paystackSays("ongoing");
    const answers = await Promise.all(Array.from({ length: 8 }, () => checkout(c.id)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const rows = await paymentsOf(c.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "PENDING", refund_due: false });
    expect((await campaignRow(c.id))?.status).toBe("PENDING_PAYMENT");
  });

  it("a checkout the gateway gave up on frees the campaign for another", async () => {
    const { c } = await campaignWithAbandonedCheckout();
    paystackSays("ongoing");
    const again = await checkout(c.id);
    expect(again.statusCode, again.body).toBe(200);
    expect((await paymentsOf(c.id)).map((p) => p.status).sort()).toEqual(["FAILED", "PENDING"]);
  });

  it("the database holds one open or paid payment per campaign", async () => {
    const c = await makeCampaign(t.db, church.id, { status: "PENDING_PAYMENT" });
    await makeCampaignPayment(t.db, c);
    await expect(makeCampaignPayment(t.db, c, { status: "SUCCEEDED" })).rejects.toThrow();
    await makeCampaignPayment(t.db, c, { status: "SUCCEEDED", refund_due: true });
    await makeCampaignPayment(t.db, c, { status: "FAILED" });
    expect(await paymentsOf(c.id)).toHaveLength(3);
  });
});

describe("money that still arrives", () => {
  it("for a campaign another payment holds is recorded, marked for refund and credits nothing, under concurrent notices", async () => {
    const { c, first } = await campaignWithAbandonedCheckout();
    paystackSays("ongoing");
    const second = await checkout(c.id);
    const secondRef = second.json().reference as string;
    // Both transactions turn out paid: notices and verifications of both arrive together.
    paystackSays("success");
    const answers = await Promise.all([
      paidNotice(first.reference),
      paidNotice(secondRef),
      post(`${PAYMENTS}verify/`, { reference: first.reference }),
      post(`${PAYMENTS}verify/`, { reference: secondRef }),
      paidNotice(first.reference),
      paidNotice(secondRef),
    ]);
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const rows = await paymentsOf(c.id);
    expect(rows.find((p) => p.reference === first.reference)).toMatchObject({
      status: "SUCCEEDED",
      refund_due: true,
    });
    expect(rows.find((p) => p.reference === secondRef)).toMatchObject({
      status: "SUCCEEDED",
      refund_due: false,
    });
    expect((await campaignRow(c.id))?.status).toBe("PENDING_REVIEW");
    const ids = rows.map((p) => p.id);
    expect((await audits("credit", ids)).map((a) => a.object_id)).toEqual([String(second.json().payment_id)]);
    expect((await audits("refund_due", ids)).map((a) => a.object_id)).toEqual([String(first.id)]);
    const listed = await t.call({
      method: "GET",
      url: `${PAYMENTS}?refund_due=true&campaign=${c.id}`,
      token: admin,
    });
    expect(listed.json().results.map((p: { reference: string }) => p.reference)).toEqual([first.reference]);
  });

  it("for a campaign nothing holds yet credits it", async () => {
    const { c, first } = await campaignWithAbandonedCheckout();
    expect((await paidNotice(first.reference)).statusCode).toBe(200);
    expect((await paymentsOf(c.id))[0]).toMatchObject({ status: "SUCCEEDED", refund_due: false });
    expect((await campaignRow(c.id))?.status).toBe("PENDING_REVIEW");
  });
});
