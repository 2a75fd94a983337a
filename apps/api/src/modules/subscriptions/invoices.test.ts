import { addDays, formatMoney, todayIso } from "@cm/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeChurch, makePlan, makeSubscription, signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { churches, invoices } from "../../db/tables";

let t: TestApp;
let superAdmin: string;
beforeAll(async () => {
  t = await startTestApp();
  superAdmin = (await signedInUser(t, { role: "SUPER_ADMIN" })).token;
});
afterAll(() => t.close());

const URL = "/api/subscriptions/invoices/";

async function subscribed() {
  const church = await makeChurch(t.db);
  const plan = await makePlan(t.db, "all", { currency: "USD" });
  const sub = await makeSubscription(t.db, church.id, plan.id);
  const { token } = await signedInUser(t, { role: "LOCAL_ADMIN", church });
  return { church, plan, sub, token };
}
const create = (sub: { id: number; church: number }, lines = [{ description: "Plan", amount: "10.25" }]) =>
  t.call({
    method: "POST",
    url: URL,
    token: superAdmin,
    payload: { church: sub.church, subscription: sub.id, lines },
  });
const act = (id: number, action: string) =>
  t.call({ method: "POST", url: `${URL}${id}/process_action/`, token: superAdmin, payload: { action } });

describe("creating invoices", () => {
  it("numbers the invoice, sums its lines in cents and takes church and currency from the subscription", async () => {
    const { church, sub } = await subscribed();
    const res = await create(sub, [
      { description: "Standard plan", amount: "25.1" },
      { description: "Set-up", amount: "10.45" },
    ]);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      subscription: sub.id,
      church: church.id,
      church_name: church.name,
      amount: "35.55",
      currency: "USD",
      status: "DRAFT",
      issued_at: null,
      paid_at: null,
      lines: [
        { description: "Standard plan", amount: "25.10" },
        { description: "Set-up", amount: "10.45" },
      ],
      print_url: `${URL}${body.id}/print/`,
    });
    expect(body.number).toMatch(new RegExp(`^INV-${t.clock.now().getUTCFullYear()}-\\d{6}$`));
  });

  it("gives concurrent invoices distinct numbers", async () => {
    const { sub } = await subscribed();
    const results = await Promise.all(Array.from({ length: 20 }, () => create(sub)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(results.map((r) => r.json().number)).size).toBe(20);
  });

  it("refuses an invoice without lines, with a badly written amount, or for another church's subscription", async () => {
    const { sub } = await subscribed();
    const other = await subscribed();
    const mismatched = await create({ id: other.sub.id, church: sub.church });
    expect(mismatched.json()).toEqual({
      subscription: [
        "Choose a subscription of this church: this one does not exist or belongs to another church.",
      ],
    });
    expect((await create(sub, [])).json()).toHaveProperty("lines");
    const bad = await create(sub, [{ description: "Plan", amount: "10.255" }]);
    expect(bad.statusCode).toBe(400);
    expect(await t.db.select().from(invoices).where(eq(invoices.subscription, sub.id))).toEqual([]);
  });
});

describe("process_action", () => {
  it("issues with a due date 14 days out, records payment, then refuses to void a paid invoice", async () => {
    const { sub } = await subscribed();
    const { id } = (await create(sub)).json();
    const issued = await act(id, "issue");
    expect(issued.statusCode).toBe(200);
    expect(issued.json()).toMatchObject({ status: "ISSUED", due_date: addDays(todayIso(t.clock.now()), 14) });
    expect(issued.json().issued_at).not.toBeNull();
    expect((await act(id, "issue")).statusCode).toBe(409);
    const paid = await act(id, "mark_paid");
    expect(paid.json()).toMatchObject({ status: "PAID", issued_at: issued.json().issued_at });
    expect(paid.json().paid_at).not.toBeNull();
    const voided = await act(id, "void");
    expect(voided.statusCode).toBe(409);
    expect(voided.json().code).toBe("invalid_status");
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, id));
    expect(row?.status).toBe("PAID");
  });

  it("voids a draft", async () => {
    const { sub } = await subscribed();
    const { id } = (await create(sub)).json();
    expect((await act(id, "void")).json().status).toBe("VOID");
  });
});

describe("reading and printing", () => {
  it("the church's admin lists its invoices by subscription and prints them", async () => {
    const { sub, token } = await subscribed();
    const { id } = (await create(sub)).json();
    const list = await t.call({ method: "GET", url: `${URL}?subscription=${sub.id}`, token });
    expect(list.json().results.map((r: { id: number }) => r.id)).toEqual([id]);
    const page = await t.call({ method: "GET", url: `${URL}${id}/print/`, token });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.body).toContain(formatMoney("10.25", "USD"));
  });

  it("escapes every value on the printed page", async () => {
    const { church, sub, token } = await subscribed();
    await t.db
      .update(churches)
      .set({ name: '<script>alert("x")</script>' })
      .where(eq(churches.id, church.id));
    const { id } = (
      await create(sub, [{ description: "<img src=x onerror=alert(1)>", amount: "1.00" }])
    ).json();
    const page = await t.call({ method: "GET", url: `${URL}${id}/print/`, token });
    expect(page.body).not.toContain("<script>");
    expect(page.body).not.toContain("<img");
    expect(page.body).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
  });

  it("another church's user gets 404 and an anonymous caller 401 for the printed page", async () => {
    const { sub } = await subscribed();
    const other = await subscribed();
    const { id } = (await create(sub)).json();
    expect((await t.call({ method: "GET", url: `${URL}${id}/print/`, token: other.token })).statusCode).toBe(
      404,
    );
    expect((await t.call({ method: "GET", url: `${URL}${id}/print/` })).statusCode).toBe(401);
    expect((await t.call({ method: "GET", url: `${URL}abc/print/`, token: superAdmin })).statusCode).toBe(
      404,
    );
  });
});
