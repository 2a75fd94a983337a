import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness";
import { startSmtpServer } from "../../test/smtp";
import { mailOutbox } from "../db/tables";
import { CLAIM_MS, MAX_ATTEMPTS, retryDelayMs } from "./mail";

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let other: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await startTestApp({ config: { smtpUrl: smtp.url } });
  // A second instance on the same database, with the same SMTP server: as behind a load balancer.
  other = await startTestApp({ sameDatabaseAs: t, config: { smtpUrl: smtp.url } });
});
afterAll(async () => {
  await other.close();
  await t.close();
  await smtp.close();
});

const rowsOf = (ids: number[]) => t.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
const deliveredTo = (to: string) => smtp.received.filter((m) => JSON.stringify(m.to).includes(to)).length;
/** Both instances' clocks, moved together. */
const advance = (ms: number) => {
  t.clock.advance(ms);
  other.clock.advance(ms);
};

async function queue(prefix: string, n: number): Promise<{ ids: number[]; to: string[] }> {
  const to = Array.from({ length: n }, (_, i) => `${prefix}-${i}@example.org`);
  for (const address of to)
    await t.app.mailer.send({ to: address, subject: `For ${address}`, text: "Hello" });
  await t.app.mailer.idle();
  const rows = await t.db.select({ id: mailOutbox.id }).from(mailOutbox).where(inArray(mailOutbox.to, to));
  return { ids: rows.map((r) => r.id), to };
}

describe("the outbox worker", () => {
  it("retries what a failing server refused, later, and delivers each message once across instances", async () => {
    smtp.failing(true);
    const { ids, to } = await queue("refused", 6);
    const failed = await rowsOf(ids);
    expect(failed.map((r) => [r.status, r.attempts])).toEqual(ids.map(() => ["FAILED", 1]));
    expect(failed[0]?.error).toMatch(/try again later/);

    // The server works again; nothing is due before the backoff has passed.
    smtp.failing(false);
    expect(await other.app.mailer.runOnce()).toMatchObject({ claimed: 0 });
    advance(retryDelayMs(1));
    // Both instances work the outbox at once: every message goes out exactly once.
    const runs = await Promise.all([
      t.app.mailer.runOnce(),
      other.app.mailer.runOnce(),
      t.app.mailer.runOnce(),
      other.app.mailer.runOnce(),
    ]);
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(6);
    for (const address of to) expect(deliveredTo(address)).toBe(1);
    const sent = await rowsOf(ids);
    expect(sent.map((r) => [r.status, r.attempts, r.next_attempt_at, r.claimed_until])).toEqual(
      ids.map(() => ["SENT", 2, null, null]),
    );
    expect(await t.app.mailer.runOnce()).toMatchObject({ claimed: 0 });
  });

  it("sends a message another instance claimed and never finished, once its claim lapses", async () => {
    smtp.failing(false);
    const [row] = await t.db
      .insert(mailOutbox)
      .values({
        to: "orphan@example.org",
        subject: "Left behind",
        text: "Hello",
        status: "QUEUED",
        next_attempt_at: t.clock.now(),
        // As if an instance had claimed it and then died (a crash, a SIGKILL).
        claimed_until: new Date(t.clock.now().getTime() + CLAIM_MS),
        attempts: 1,
      })
      .returning();
    const id = row?.id ?? 0;
    expect(await other.app.mailer.runOnce()).toMatchObject({ claimed: 0 });
    advance(CLAIM_MS + 1);
    expect(await other.app.mailer.runOnce()).toMatchObject({ claimed: 1, sent: 1 });
    expect(deliveredTo("orphan@example.org")).toBe(1);
    expect((await rowsOf([id]))[0]?.status).toBe("SENT");
  });

  it("gives up after the last attempt and keeps the message, with its error, for a super admin", async () => {
    smtp.failing(true);
    const { ids } = await queue("hopeless", 1);
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      advance(retryDelayMs(attempt));
      expect(await t.app.mailer.runOnce()).toMatchObject({ claimed: 1, failed: 1 });
    }
    const [given] = await rowsOf(ids);
    expect(given).toMatchObject({ status: "FAILED", attempts: MAX_ATTEMPTS, next_attempt_at: null });
    advance(60 * 60_000);
    expect(await t.app.mailer.runOnce()).toMatchObject({ claimed: 0 });
    smtp.failing(false);
  });

  it("keeps messages in the outbox, unsent, without an SMTP server", async () => {
    const plain = await startTestApp({ sameDatabaseAs: t, config: { smtpUrl: undefined } });
    try {
      await plain.app.mailer.send({ to: "nobody@example.org", subject: "Kept", text: "Hello" });
      const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, "nobody@example.org"));
      expect(row).toMatchObject({ status: "NOT_SENT", next_attempt_at: null });
      expect(await plain.app.mailer.runOnce()).toMatchObject({ claimed: 0 });
    } finally {
      await plain.close();
    }
  });
});
