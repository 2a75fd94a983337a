import {
  makeBranch,
  makeCountry,
  makePlan,
  makeSubscription,
  makeUser,
  unique,
} from "../../../test/factories";
import type { Db } from "../../db/client";
import {
  announcements,
  auditLogs,
  broadcasts,
  changeRequests,
  churchRequests,
  churchRoles,
  contactMessages,
  contactResponses,
  discounts,
  gateways,
  invoices,
  mailOutbox,
  payments,
  siteBanners,
  subscriptionUsage,
} from "../../db/tables";

import { eventFixtures } from "../../modules/events/events.fixtures.test-support";
import { financeFixtures } from "../../modules/finance/finance.fixtures.test-support";
import { leadershipFixtures } from "../../modules/leadership/leadership.fixtures.test-support";
import { memberFixtures } from "../../modules/members/members.fixtures.test-support";
import { sundaySchoolFixtures } from "../../modules/sunday-school/sunday-school.fixtures.test-support";

export type ChurchRow = { id: number; region: number };

/**
 * How the matrix test makes an object of each resource inside a church, and valid bodies
 * for its writes. A new resource without an entry here fails the matrix test on purpose.
 */
export type Fixture = {
  /** Whose rows these are, stated here independently of the declaration it checks. */
  owner: "church" | "region" | "installation";
  make(db: Db, church: ChurchRow): Promise<number>;
  body?(db: Db, church: ChurchRow): Promise<Record<string, unknown>> | Record<string, unknown>;
  /** A valid PUT body, when it differs from the create body. */
  updateBody?(db: Db, church: ChurchRow): Record<string, unknown>;
  actions?: Record<string, Record<string, unknown>>;
};

const coreFixtures: Record<string, Fixture> = {
  countries: {
    owner: "installation",
    make: async (db) => (await makeCountry(db)).id,
    body: () => ({ name: unique("Country"), code: "QZ" }),
  },
  regions: {
    owner: "region",
    make: async (_db, church) => church.region,
    body: async (db) => ({ name: unique("Region"), country: (await makeCountry(db)).id }),
  },
  churches: {
    owner: "church",
    make: async (_db, church) => church.id,
    body: (_db, church) => ({ name: unique("Church"), region: church.region }),
  },
  branches: {
    owner: "church",
    make: async (db, church) => (await makeBranch(db, church.id)).id,
    body: (_db, church) => ({ name: unique("Branch"), church: church.id, capacity: 50 }),
    actions: { update_occupancy: { occupancy: 5 } },
  },
  users: {
    owner: "church",
    make: async (db, church) => (await makeUser(db, { role: "MEMBER", church })).id,
    body: (_db, church) => ({
      username: unique("new-user"),
      email: `${unique("new")}@example.org`,
      password: "a long and unusual passphrase",
      church: church.id,
    }),
    updateBody: (_db, church) => ({
      email: `${unique("changed")}@example.org`,
      role: "MEMBER",
      church: church.id,
    }),
  },
  outbox: {
    owner: "installation",
    make: async (db) => {
      const [row] = await db
        .insert(mailOutbox)
        .values({ to: "a@example.org", subject: "Hello", text: "Hi" })
        .returning();
      return row?.id ?? 0;
    },
  },
  "audit-logs": {
    owner: "church",
    make: async (db, church) => {
      const [row] = await db
        .insert(auditLogs)
        .values({ action: "create", resource: "branches", church: church.id, object_id: "1" })
        .returning();
      return row?.id ?? 0;
    },
  },
  announcements: {
    owner: "installation",
    make: async (db) =>
      insertedId(
        await db
          .insert(announcements)
          .values({ title: "Notice", content: "Text", status: "published" })
          .returning(),
      ),
    body: () => ({ title: unique("Notice"), content: "Service times change next week." }),
  },
  broadcasts: {
    owner: "installation",
    make: async (db) =>
      insertedId(
        await db
          .insert(broadcasts)
          .values({ title: "Sunday service", scheduled_start: new Date() })
          .returning(),
      ),
    body: () => ({ title: unique("Service"), scheduled_start: new Date().toISOString() }),
  },
  "site-banners": {
    owner: "installation",
    make: async (db) => insertedId(await db.insert(siteBanners).values({ message: "Welcome" }).returning()),
    body: () => ({ message: unique("Banner") }),
  },
  "contact-messages": {
    owner: "installation",
    make: async (db) => insertedId(await db.insert(contactMessages).values(CONTACT).returning()),
    body: () => ({ ...CONTACT, subject: unique("Question") }),
    updateBody: () => ({ status: "RESOLVED" }),
    actions: { assign: { user_id: null }, change_status: { status: "CLOSED" } },
  },
  "contact-responses": {
    owner: "installation",
    make: async (db) => {
      const message = insertedId(await db.insert(contactMessages).values(CONTACT).returning());
      return insertedId(await db.insert(contactResponses).values({ message, body: "Thank you" }).returning());
    },
    body: async (db) => ({
      message: insertedId(await db.insert(contactMessages).values(CONTACT).returning()),
      body: "Hello",
    }),
    updateBody: () => ({ body: "Hello again" }),
  },
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
    actions: { start_trial: { plan: 1 }, cancel: { subscription: 1 } },
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
    actions: { process_request: { action: "reject", notes: "" }, cancel: { reason: "No longer needed" } },
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
      process: { plan: 1, gateway: "manual" },
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
    actions: { increment: { amount: 2 }, by_subscription: { subscription_id: 1 }, by_feature: {} },
  },
  "church-requests": {
    owner: "church",
    make: async (db, church) => {
      const requester = await makeUser(db, { role: "MEMBER", church });
      const values = { requested_by: requester.id, church_name: unique("Requested"), region: church.region };
      return insertedId(await db.insert(churchRequests).values(values).returning());
    },
    body: (_db, church) => ({ church_name: unique("New church"), region: church.region }),
    actions: { approve: { notes: "" }, reject: { notes: "" } },
  },
  "church-roles": {
    owner: "church",
    make: async (db, church) =>
      insertedId(
        await db
          .insert(churchRoles)
          .values({ church: church.id, name: unique("Elder") })
          .returning(),
      ),
    body: (_db, church) => ({ church: church.id, name: unique("Usher") }),
    updateBody: () => ({ name: unique("Deacon") }),
  },
};

const CONTACT = {
  name: "Ama",
  email: "ama@example.org",
  subject: "Question",
  message: "When is the next service?",
};
const insertedId = (rows: { id: number }[]) => rows[0]?.id ?? 0;

/** Every declared resource's fixture; each church-life domain keeps its own next to its module. */
export const fixtures: Record<string, Fixture> = {
  ...coreFixtures,
  ...memberFixtures,
  ...eventFixtures,
  ...leadershipFixtures,
  ...sundaySchoolFixtures,
  ...financeFixtures,
};
