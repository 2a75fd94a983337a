import { addDays, addMonths, todayIso } from "@cm/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/harness";
import { income } from "../../db/tables";
import { defaultCategory } from "./finance.fixtures.test-support";
import { financeChurch } from "./finance.test-support";

/**
 * "Not in the future" is judged by the app's clock, which runs ten days ahead of the machine's
 * here: a date between the two days is today for the app and is accepted.
 */
let t: TestApp;
let today: string;
beforeAll(async () => {
  t = await startTestApp();
  t.clock.advance(10 * 86_400_000);
  today = todayIso(t.clock.now());
});
afterAll(() => t.close());

it("money received, spent or paid is dated up to the app's today, and defaults to it", async () => {
  const { token } = await financeChurch(t, { roles: ["LOCAL_TREASURER"] });
  const treasurer = token("LOCAL_TREASURER");
  const category = await defaultCategory(t.db, "OFFERING");
  const record = (payload: Record<string, unknown>) =>
    t.call({
      method: "POST",
      url: "/api/finance/income/",
      token: treasurer,
      payload: { category, amount: "12.00", ...payload },
    });
  expect((await record({ received_on: today })).statusCode).toBe(201);
  const future = await record({ received_on: addDays(today, 1) });
  expect(future.json()).toEqual({ received_on: ["The date received cannot be in the future."] });
  const undated = await record({});
  expect(undated.statusCode, undated.body).toBe(201);
  const [stored] = await t.db.select().from(income).where(eq(income.id, undated.json().id));
  expect(stored?.received_on).toBe(today);

  const support = (period: string) =>
    t.call({
      method: "POST",
      url: "/api/finance/ministry-support/",
      token: treasurer,
      payload: { period, amount: "30.00" },
    });
  const month = today.slice(0, 7);
  const thisMonth = await support(month);
  expect(thisMonth.statusCode, thisMonth.body).toBe(201);
  expect(thisMonth.json()).toMatchObject({ paid_on: today });
  const next = await support(addMonths(`${month}-01`, 1).slice(0, 7));
  expect(next.json()).toEqual({ period: ["The month cannot be in the future."] });
});

it("a member's birth and baptism dates are judged by the app's today", async () => {
  const { token } = await financeChurch(t, { roles: ["LOCAL_ADMIN"] });
  const add = (payload: Record<string, unknown>) =>
    t.call({
      method: "POST",
      url: "/api/churches/members/",
      token: token("LOCAL_ADMIN"),
      payload: { first_name: "Ama", last_name: "Mensah", ...payload },
    });
  const born = await add({ date_of_birth: today, baptism_date: today });
  expect(born.statusCode, born.body).toBe(201);
  const future = await add({ date_of_birth: addDays(today, 1), baptism_date: addDays(today, 2) });
  expect(future.json()).toEqual({
    date_of_birth: ["The date of birth cannot be in the future."],
    baptism_date: ["The baptism date cannot be in the future."],
  });
});
