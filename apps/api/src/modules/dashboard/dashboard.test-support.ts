import { addDays, todayIso } from "@cm/contracts";
import {
  makeChurch,
  makePlan,
  makeRegion,
  makeSubscription,
  makeUser,
  unique,
} from "../../../test/factories";
import type { TestApp } from "../../../test/harness";
import { churchRequests, eventAttendance, invoices, payments, sundaySchoolAttendance } from "../../db/tables";
import { makeEvent, makeMember } from "../events/church-life.test-support";
import { makeExpense, makeIncome } from "../finance/finance.fixtures.test-support";
import { makeOccurrence, makeProgram } from "../programs/programs.test-support";
import { enroll, makeClass, makeSession } from "../sunday-school/sunday-school.fixtures.test-support";

/** A custom quarter well in the past, so every figure is fixed: the previous period is Q4 2024. */
export const PERIOD = "period=custom&date_from=2025-01-01&date_to=2025-03-31";
export const at = (iso: string) => new Date(iso);

/**
 * A known organisation: region A with churches a1 and a2, region B with b1, and rows of every
 * kind in the period, in the period before and in the other region.
 */
export async function organisation(t: TestApp) {
  const regionA = await makeRegion(t.db);
  const regionB = await makeRegion(t.db);
  const a1 = await makeChurch(t.db, regionA.id);
  const a2 = await makeChurch(t.db, regionA.id);
  const b1 = await makeChurch(t.db, regionB.id);

  // Members: a1 has three active (male, female, unknown) and one who left; a2 a child; b1 five.
  const m1 = await makeMember(t.db, a1.id, {
    gender: "MALE",
    membership_date: "2025-02-10",
    date_of_birth: "1990-05-01",
  });
  const m2 = await makeMember(t.db, a1.id, {
    gender: "FEMALE",
    membership_date: "2025-02-10",
    date_of_birth: "1950-01-01",
  });
  await makeMember(t.db, a1.id, { membership_date: "2024-11-05" });
  await makeMember(t.db, a1.id, { gender: "MALE", membership_date: "2025-01-15", is_active: false });
  await makeMember(t.db, a2.id, {
    gender: "FEMALE",
    membership_date: "2025-03-31",
    date_of_birth: addDays(todayIso(t.clock.now()), -365 * 8),
  });
  for (let i = 0; i < 5; i++) await makeMember(t.db, b1.id, { membership_date: "2025-02-01" });

  // Events: a1 one service in the quarter (2 present, 3 visitors) and one before; b1 one with 4 visitors.
  const service = await makeEvent(t.db, a1.id, { starts_at: at("2025-02-02T09:00:00Z"), visitor_count: 3 });
  await t.db.insert(eventAttendance).values([
    { church: a1.id, event: service.id, member: m1.id },
    { church: a1.id, event: service.id, member: m2.id },
  ]);
  const before = await makeEvent(t.db, a1.id, { starts_at: at("2024-12-01T09:00:00Z") });
  await t.db.insert(eventAttendance).values({ church: a1.id, event: before.id, member: m1.id });
  await makeEvent(t.db, b1.id, { starts_at: at("2025-02-02T09:00:00Z"), visitor_count: 4 });

  // Sunday school in a1: two enrolled, one session in the quarter with one of them present.
  const klass = await makeClass(t.db, a1.id);
  await enroll(t.db, klass, m1.id);
  await enroll(t.db, klass, m2.id);
  const session = await makeSession(t.db, klass, "2025-02-09");
  await t.db.insert(sundaySchoolAttendance).values([
    { church: a1.id, session: session.id, member: m1.id, present: true },
    { church: a1.id, session: session.id, member: m2.id, present: false },
  ]);

  // Finance: a1's income in both periods, one approved and one pending expense; b1's income.
  await makeIncome(t.db, a1.id, { amount: "100.00", received_on: "2025-02-15" });
  await makeIncome(t.db, a1.id, { amount: "40.00", received_on: "2024-12-15" });
  await makeExpense(t.db, a1.id, { amount: "30.00", spent_on: "2025-03-01", status: "APPROVED" });
  await makeExpense(t.db, a1.id, { amount: "500.00", spent_on: "2025-03-02" });
  await makeIncome(t.db, b1.id, { amount: "999.00", received_on: "2025-02-15" });

  // Programs of a1: accomplished and scheduled in the quarter, one cancelled, one accomplished before.
  const program = await makeProgram(t.db, a1.id);
  await makeOccurrence(t.db, program, { starts_at: at("2025-01-10T18:00:00Z"), status: "ACCOMPLISHED" });
  await makeOccurrence(t.db, program, { starts_at: at("2025-02-10T18:00:00Z") });
  await makeOccurrence(t.db, program, { starts_at: at("2025-03-10T18:00:00Z"), status: "CANCELLED" });
  await makeOccurrence(t.db, program, { starts_at: at("2024-11-10T18:00:00Z"), status: "ACCOMPLISHED" });

  // Subscriptions: a1 active and ending in 3 days, a2 expired, b1 active for a month.
  const today = todayIso(t.clock.now());
  const plan = await makePlan(t.db, "all", { name: unique("Gold") });
  const sub = await makeSubscription(t.db, a1.id, plan.id, { end_date: addDays(today, 3) });
  await makeSubscription(t.db, a2.id, plan.id, { status: "EXPIRED", end_date: addDays(today, -40) });
  await makeSubscription(t.db, b1.id, plan.id);
  const [invoice] = await t.db
    .insert(invoices)
    .values({ subscription: sub.id, church: a1.id, amount: "120.00", currency: "GHS" })
    .returning();
  await t.db.insert(payments).values({
    subscription: sub.id,
    church: a1.id,
    invoice: invoice?.id ?? 0,
    plan: plan.id,
    amount: "120.00",
    currency: "GHS",
    gateway: "manual",
    reference: unique("PAY"),
    status: "SUCCEEDED",
    paid_at: at("2025-03-05T10:00:00Z"),
  });

  // One pending church request in each region.
  for (const region of [regionA, regionB]) {
    const requester = await makeUser(t.db, { role: "MEMBER" });
    await t.db
      .insert(churchRequests)
      .values({ requested_by: requester.id, church_name: unique("New"), region: region.id });
  }
  return { regionA, regionB, a1, a2, b1, plan, m1 };
}
