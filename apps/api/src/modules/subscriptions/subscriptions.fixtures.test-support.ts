import { makePlan, makeSubscription, unique } from "../../../test/factories";
import { changeRequests, discounts, gateways, invoices, payments, subscriptionUsage } from "../../db/tables";
import type { Fixture } from "../../platform/resources/fixtures.test-support";

const insertedId = (rows: { id: number }[]) => rows[0]?.id ?? 0;

/** Access-matrix fixtures of this module's resources (see platform/resources/fixtures.test-support.ts). */
export const fixtures: Record<string, Fixture> = {
  plans: {
    owner: "installation",
    make: async (db) => (await makePlan(db)).id,
    body: () => ({ name: unique("Plan"), price: "25.00", currency: "GHS" }),
  },
  subscriptions: {
    owner: "church",
    make: async (db, church) =>
      (await makeSubscription(db, church.id, (await makePlan(db)).id, { status: "EXPIRED" })).id,
    body: async (db, church) => ({ church: church.id, plan: (await makePlan(db)).id, status: "PENDING" }),
    updateBody: () => ({ plan: 1, status: "PENDING" }),
    actions: {
      start_trial: async ({ db, church }) => ({
        plan: (await makePlan(db, "all", { trial_days: 14 })).id,
        church: church.id,
      }),
      cancel: ({ object }) => ({ subscription: object }),
      renew: ({ object }) => ({ subscription: object, gateway: "manual" }),
      subscriptions_by_church: {},
      history: {},
      check_trial_eligibility: {},
      current: {},
    },
  },
  "change-requests": {
    owner: "church",
    make: async (db, church) => {
      const plan = await makePlan(db);
      const sub = await makeSubscription(db, church.id, plan.id, { status: "EXPIRED" });
      const values = {
        subscription: sub.id,
        church: church.id,
        request_type: "RENEW" as const,
        current_plan: plan.id,
        effective_date: "2030-01-01",
      };
      return insertedId(await db.insert(changeRequests).values(values).returning());
    },
    // The churches already have an ACTIVE subscription; a PENDING one is enough to point at.
    body: async (db, church) => ({
      subscription: (await makeSubscription(db, church.id, (await makePlan(db)).id, { status: "PENDING" }))
        .id,
      request_type: "RENEW",
    }),
    actions: {
      process_request: { action: "reject", notes: "" },
      cancel: { reason: "No longer needed" },
      by_subscription: async ({ db, church }) => ({
        subscription_id: (
          await makeSubscription(db, church.id, (await makePlan(db)).id, { status: "EXPIRED" })
        ).id,
      }),
    },
  },
  invoices: {
    owner: "church",
    make: async (db, church) => {
      const sub = await makeSubscription(db, church.id, (await makePlan(db)).id, { status: "EXPIRED" });
      const values = { subscription: sub.id, church: church.id, amount: "10.00", currency: "GHS" };
      return insertedId(await db.insert(invoices).values(values).returning());
    },
    body: async (db, church) => ({
      church: church.id,
      subscription: (await makeSubscription(db, church.id, (await makePlan(db)).id, { status: "PENDING" }))
        .id,
      lines: [{ description: "Monthly plan", amount: "10.00" }],
    }),
    actions: { process_action: { action: "void" } },
  },
  gateways: {
    owner: "installation",
    make: async (db) =>
      insertedId(
        await db
          .insert(gateways)
          .values({ name: "stripe", display_name: "Card", secret_key: "sk_test", webhook_secret: "whsec" })
          .returning(),
      ),
    body: () => ({ name: "paystack", display_name: "Paystack", secret_key: "sk_test" }),
    updateBody: () => ({ display_name: "Card payments" }),
  },
  discounts: {
    owner: "installation",
    make: async (db) =>
      insertedId(
        await db
          .insert(discounts)
          .values({ code: unique("CODE"), kind: "FIXED", value: "5.00" })
          .returning(),
      ),
    body: () => ({ code: unique("SAVE"), kind: "PERCENTAGE", value: "10" }),
    actions: { validate_discount: { code: "NONE", plan: 1 } },
  },
  payments: {
    owner: "church",
    make: async (db, church) => {
      const sub = await makeSubscription(db, church.id, (await makePlan(db)).id, { status: "EXPIRED" });
      const base = { subscription: sub.id, church: church.id, amount: "10.00", currency: "GHS" };
      const invoice = insertedId(await db.insert(invoices).values(base).returning());
      const values = {
        ...base,
        invoice,
        plan: sub.plan,
        gateway: "manual" as const,
        reference: unique("PAY"),
      };
      return insertedId(await db.insert(payments).values(values).returning());
    },
    actions: {
      process: async ({ db }) => ({ plan: (await makePlan(db)).id, gateway: "manual" }),
      verify: { reference: "PAY-NONE" },
      mark_paid: {},
      refund: {},
    },
  },
  usage: {
    owner: "church",
    make: async (db, church) => {
      const sub = await makeSubscription(db, church.id, (await makePlan(db)).id, { status: "EXPIRED" });
      const values = {
        subscription: sub.id,
        church: church.id,
        feature: "MEMBER_MANAGEMENT" as const,
        period: "2026-01",
      };
      return insertedId(await db.insert(subscriptionUsage).values(values).returning());
    },
    body: async (db, church) => ({
      subscription: (await makeSubscription(db, church.id, (await makePlan(db)).id, { status: "PENDING" }))
        .id,
      feature: "MEMBER_MANAGEMENT",
    }),
    actions: {
      increment: { amount: 2 },
      by_subscription: async ({ db, church }) => ({
        subscription_id: (
          await makeSubscription(db, church.id, (await makePlan(db)).id, { status: "EXPIRED" })
        ).id,
      }),
      by_feature: {},
    },
  },
};
