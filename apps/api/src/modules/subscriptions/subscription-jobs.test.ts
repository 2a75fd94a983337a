import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeChurch, makePlan, makeSubscription, makeUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { databaseUrlFromEnv } from "../../config";
import { changeRequests, invoices, mailOutbox, subscriptions } from "../../db/tables";
import { withJobLock } from "../../platform/jobs";
import {
  applyDueChanges,
  expireSubscriptions,
  issueRenewalInvoices,
  sendRenewalReminders,
} from "./subscription-jobs";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

// Every job runs with a fixed "now", far from the real date the factories use.
const NOW = new Date("2030-06-15T03:00:00Z");
async function sub(values: Partial<typeof subscriptions.$inferInsert>) {
  const church = await makeChurch(t.db);
  const plan = await makePlan(t.db, "all", { price: "80.00" });
  return {
    church,
    plan,
    sub: await makeSubscription(t.db, church.id, plan.id, { start_date: "2030-01-01", ...values }),
  };
}
const statusOf = async (id: number) =>
  (await t.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]?.status;

describe("expiry", () => {
  it("ACTIVE or TRIAL past the end go to grace, and grace past its days to EXPIRED", async () => {
    const ended = await sub({ status: "ACTIVE", end_date: "2030-06-14" });
    const endsToday = await sub({ status: "TRIAL", end_date: "2030-06-15" });
    const graceOver = await sub({ status: "GRACE_PERIOD", end_date: "2030-06-07", grace_days: 7 });
    const inGrace = await sub({ status: "GRACE_PERIOD", end_date: "2030-06-08", grace_days: 7 });
    const runs = await Promise.all(Array.from({ length: 5 }, () => expireSubscriptions(t.app, NOW)));
    expect(runs.some((r) => r !== null)).toBe(true);
    expect(await statusOf(ended.sub.id)).toBe("GRACE_PERIOD");
    expect(await statusOf(endsToday.sub.id)).toBe("TRIAL");
    expect(await statusOf(graceOver.sub.id)).toBe("EXPIRED");
    expect(await statusOf(inGrace.sub.id)).toBe("GRACE_PERIOD");
  });

  // PGlite has a single connection, so two lock holders cannot exist there; this check runs in
  // the PostgreSQL pass of the API tests (DATABASE_URL set), as CI does.
  if (databaseUrlFromEnv()) {
    it("a second instance skips a job another one is running", async () => {
      const inner = await withJobLock(t.db, "test.job", async () =>
        withJobLock(t.db, "test.job", async () => "ran"),
      );
      expect(inner).toBeNull();
    });
  }
});

describe("change requests", () => {
  it("applies approved changes whose date has come, and only those", async () => {
    const { church, plan, sub: s } = await sub({ status: "ACTIVE", end_date: "2030-06-30" });
    const change = (status: "APPROVED" | "PENDING", effective_date: string) => ({
      subscription: s.id,
      church: church.id,
      request_type: "RENEW" as const,
      current_plan: plan.id,
      status,
      effective_date,
    });
    const [due] = await t.db.insert(changeRequests).values(change("APPROVED", "2030-06-15")).returning();
    expect(await applyDueChanges(t.app, NOW)).toEqual({ applied: expect.any(Number) });
    const [after] = await t.db
      .select()
      .from(changeRequests)
      .where(eq(changeRequests.id, due?.id ?? 0));
    expect(after?.status).toBe("APPLIED");
    expect((await t.db.select().from(subscriptions).where(eq(subscriptions.id, s.id)))[0]?.end_date).toBe(
      "2030-07-30",
    );
    const [later] = await t.db.insert(changeRequests).values(change("APPROVED", "2030-06-20")).returning();
    await applyDueChanges(t.app, NOW);
    expect(
      (
        await t.db
          .select()
          .from(changeRequests)
          .where(eq(changeRequests.id, later?.id ?? 0))
      )[0]?.status,
    ).toBe("APPROVED");
  });
});

describe("renewals", () => {
  it("issues one renewal invoice for an auto-renewing subscription ending within a week", async () => {
    const renewing = await sub({ status: "ACTIVE", end_date: "2030-06-20" });
    const notRenewing = await sub({ status: "ACTIVE", end_date: "2030-06-20", auto_renew: false });
    await issueRenewalInvoices(t.app, NOW);
    await issueRenewalInvoices(t.app, NOW);
    const mine = await t.db.select().from(invoices).where(eq(invoices.subscription, renewing.sub.id));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ status: "ISSUED", amount: "80.00", due_date: "2030-06-20" });
    expect(mine[0]?.description).toContain("from 2030-06-20 to 2030-07-20");
    expect(await t.db.select().from(invoices).where(eq(invoices.subscription, notRenewing.sub.id))).toEqual(
      [],
    );
  });

  it("e-mails the church admins once per period, seven days before the end", async () => {
    const { church, sub: s } = await sub({ status: "ACTIVE", end_date: "2030-06-22" });
    const admin = await makeUser(t.db, { role: "LOCAL_ADMIN", church });
    const member = await makeUser(t.db, { role: "MEMBER", church });
    await sendRenewalReminders(t.app, NOW);
    await sendRenewalReminders(t.app, NOW);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, admin.email))).toHaveLength(1);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, member.email))).toEqual([]);
    // A new period is a new reminder.
    await t.db.update(subscriptions).set({ end_date: "2030-07-20" }).where(eq(subscriptions.id, s.id));
    await sendRenewalReminders(t.app, new Date("2030-07-14T03:00:00Z"));
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, admin.email))).toHaveLength(2);
  });
});
