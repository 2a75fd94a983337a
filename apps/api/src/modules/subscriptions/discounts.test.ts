import { addDays, toCents, todayIso } from "@cm/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeChurch, makePlan, makeSubscription, signedInUser, unique } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { discounts, invoices, payments } from "../../db/tables";

let t: TestApp;
let superAdmin: string;
beforeAll(async () => {
  t = await startTestApp();
  superAdmin = (await signedInUser(t, { role: "SUPER_ADMIN" })).token;
});
afterAll(() => t.close());

const URL = "/api/subscriptions/discounts/";
const PAYMENTS = "/api/subscriptions/payments/";
const today = todayIso();

const createCode = (body: Record<string, unknown>) =>
  t.call({
    method: "POST",
    url: URL,
    token: superAdmin,
    payload: { kind: "PERCENTAGE", value: "10", ...body },
  });
async function buyer(price = "100.00") {
  const church = await makeChurch(t.db);
  const plan = await makePlan(t.db, "all", { price });
  const { token } = await signedInUser(t, { role: "LOCAL_ADMIN", church });
  return { plan, token };
}
const validate = (token: string, code: string, plan: number) =>
  t.call({ method: "POST", url: `${URL}validate_discount/`, token, payload: { code, plan } });
const timesUsed = async (code: string) =>
  (await t.db.select().from(discounts).where(eq(discounts.code, code)))[0]?.times_used;
async function payWith(token: string, plan: number, code: string) {
  const res = await t.call({
    method: "POST",
    url: `${PAYMENTS}process/`,
    token,
    payload: { plan, gateway: "sandbox", discount_code: code },
  });
  return res;
}
async function complete(token: string, reference: string) {
  await t.call({
    method: "POST",
    url: `${PAYMENTS}sandbox/checkout/${reference}/pay/`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: "",
  });
  return t.call({ method: "POST", url: `${PAYMENTS}verify/`, token, payload: { reference } });
}

describe("writing codes", () => {
  it("a code is unique whatever its case, and a percentage is at most 100", async () => {
    const code = unique("Save");
    expect((await createCode({ code })).statusCode).toBe(201);
    const again = await createCode({ code: code.toUpperCase() });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toHaveProperty("code");
    expect((await createCode({ code: unique("Big"), value: "150" })).json()).toHaveProperty("value");
  });
});

describe("validate_discount", () => {
  it("answers what a code takes off, or why it does not apply", async () => {
    const { plan, token } = await buyer("100.00");
    const other = await makePlan(t.db);
    const code = unique("Ten");
    await createCode({ code });
    expect((await validate(token, code.toLowerCase(), plan.id)).json()).toEqual({
      valid: true,
      amount_off: "10.00",
      final_amount: "90.00",
      reason: "",
    });
    const restricted = unique("Other");
    await createCode({ code: restricted, plans: [other.id] });
    expect((await validate(token, restricted, plan.id)).json()).toMatchObject({
      valid: false,
      final_amount: "100.00",
      reason: "This code does not apply to this plan.",
    });
    const expired = unique("Old");
    await createCode({ code: expired, valid_until: addDays(today, -1) });
    expect((await validate(token, expired, plan.id)).json().reason).toBe("This code has expired.");
    expect((await validate(token, "NO-SUCH-CODE", plan.id)).json().reason).toBe("No discount has this code.");
    const fixed = unique("Huge");
    await createCode({ code: fixed, kind: "FIXED", value: "500.00" });
    expect((await validate(token, fixed, plan.id)).json()).toMatchObject({
      amount_off: "100.00",
      final_amount: "0.00",
    });
  });
});

describe("discounts at checkout", () => {
  it("process charges the discounted amount and counts the use only when the payment succeeds", async () => {
    const { plan, token } = await buyer("100.00");
    const code = unique("Twenty");
    await createCode({ code, value: "20" });
    const bad = await payWith(token, plan.id, "NO-SUCH-CODE");
    expect(bad.json()).toEqual({ discount_code: ["No discount has this code."] });
    const started = await payWith(token, plan.id, code);
    const [payment] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.reference, started.json().reference));
    expect(payment).toMatchObject({ amount: "80.00", discount_amount: "20.00" });
    const [invoice] = await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, payment?.invoice ?? 0));
    expect(invoice?.amount).toBe("80.00");
    expect(invoice?.lines.at(-1)).toEqual({ description: `Discount ${code}`, amount: "-20.00" });
    expect(await timesUsed(code)).toBe(0);
    expect((await complete(token, started.json().reference)).json().status).toBe("SUCCEEDED");
    expect(await timesUsed(code)).toBe(1);
  });

  it("never counts a code past its usage limit, and active_discounts leaves it out", async () => {
    const first = await buyer();
    const second = await buyer();
    const code = unique("Once");
    await createCode({ code, usage_limit: 1 });
    const a = (await payWith(first.token, first.plan.id, code)).json();
    const b = (await payWith(second.token, second.plan.id, code)).json();
    await Promise.all([complete(first.token, a.reference), complete(second.token, b.reference)]);
    expect(await timesUsed(code)).toBe(1);
    expect((await validate(first.token, code, first.plan.id)).json().reason).toBe(
      "This code has been used up.",
    );
    const active = await t.call({ method: "GET", url: `${URL}active_discounts/`, token: superAdmin });
    expect(active.json().map((d: { code: string }) => d.code)).not.toContain(code);
  });
});

describe("active_discounts", () => {
  it("shows those who pay the offers they could use, with the codes of advertised ones only", async () => {
    const { token } = await buyer();
    const offer = unique("Harvest");
    const secret = unique("Private");
    await createCode({ code: offer, is_public: true, description: "Harvest season offer" });
    const hidden = (await createCode({ code: secret, description: "For one church" })).json();
    const res = await t.call({ method: "GET", url: `${URL}active_discounts/`, token });
    expect(res.statusCode).toBe(200);
    const mine = res.json() as { id: number; code: string | null; description: string }[];
    expect(mine.find((d) => d.description === "Harvest season offer")?.code).toBe(offer);
    expect(mine.find((d) => d.id === hidden.id)?.code).toBeNull();
    expect(JSON.stringify(mine)).not.toContain(secret);
    const everything = await t.call({ method: "GET", url: `${URL}active_discounts/`, token: superAdmin });
    expect(everything.json().find((d: { id: number }) => d.id === hidden.id).code).toBe(secret);
  });

  it("are not for members, who do not pay", async () => {
    const church = await makeChurch(t.db);
    const { token } = await signedInUser(t, { role: "MEMBER", church });
    expect((await t.call({ method: "GET", url: `${URL}active_discounts/`, token })).statusCode).toBe(403);
  });
});

describe("apply_discount", () => {
  const apply = (token: string, code: string, plan: number) =>
    t.call({ method: "POST", url: `${URL}apply_discount/`, token, payload: { code, plan } });

  it("prices the checkout exactly as process will charge it, without using the code", async () => {
    const { plan, token } = await buyer("80.00");
    const code = unique("Quarter");
    const created = await createCode({ code, value: "12.5", description: "Launch offer" });
    const res = await apply(token, code.toLowerCase(), plan.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      discount: {
        id: created.json().id,
        code,
        description: "Launch offer",
        kind: "PERCENTAGE",
        value: "12.50",
      },
      plan: plan.id,
      purpose: "NEW",
      original_amount: "80.00",
      discount_amount: "10.00",
      final_amount: "70.00",
      currency: "GHS",
      lines: [
        { description: `${plan.name} (monthly)`, amount: "80.00" },
        { description: `Discount ${code}`, amount: "-10.00" },
      ],
    });
    expect(await timesUsed(code)).toBe(0);

    const started = await payWith(token, plan.id, code);
    const [payment] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.reference, started.json().reference));
    const [invoice] = await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, payment?.invoice ?? 0));
    expect(payment).toMatchObject({
      amount: res.json().final_amount,
      discount_amount: res.json().discount_amount,
      discount: res.json().discount.id,
    });
    expect(invoice?.lines).toEqual(res.json().lines);
    expect(await timesUsed(code)).toBe(0);
  });

  it("answers 400 with the reason when the code does not apply", async () => {
    const { plan, token } = await buyer();
    const other = await makePlan(t.db);
    const restricted = unique("Elsewhere");
    await createCode({ code: restricted, plans: [other.id] });
    const res = await apply(token, restricted, plan.id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: ["This code does not apply to this plan."] });
    expect((await apply(token, "NO-SUCH-CODE", plan.id)).json()).toEqual({
      code: ["No discount has this code."],
    });
    const retired = await makePlan(t.db, "all", { is_active: false });
    expect((await apply(token, restricted, retired.id)).json()).toEqual({ plan: ["Choose an active plan."] });
  });

  it("prices an upgrade pro rata before taking the code off", async () => {
    const church = await makeChurch(t.db);
    const silver = await makePlan(t.db, "all", { price: "100.00" });
    const gold = await makePlan(t.db, "all", { price: "300.00" });
    await makeSubscription(t.db, church.id, silver.id, { end_date: addDays(today, 10) });
    const { token } = await signedInUser(t, { role: "LOCAL_ADMIN", church });
    const code = unique("Fixed");
    await createCode({ code, kind: "FIXED", value: "5.00" });
    const res = (await apply(token, code, gold.id)).json();
    expect(res.purpose).toBe("UPGRADE");
    expect(res.lines[0].description).toMatch(/^Upgrade from /);
    expect(toCents(res.original_amount)).toBeLessThan(20_000n);
    expect(res.discount_amount).toBe("5.00");
    expect(toCents(res.final_amount)).toBe(toCents(res.original_amount) - 500n);
  });
});
