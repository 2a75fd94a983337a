import { and, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import nodemailer, { type Transporter } from "nodemailer";
import type { Db, Tx } from "../db/client";
import { mailOutbox } from "../db/tables";
import type { Clock } from "./clock";
import type { Data } from "./resources/scoped-data";

export type Mail = { to: string; subject: string; text: string };

/** Attempts before a message is given up (it stays FAILED, with its last error, for a super admin). */
export const MAX_ATTEMPTS = 8;
/** How long a claimed message is an instance's to send; longer than the SMTP timeouts below allow. */
export const CLAIM_MS = 2 * 60_000;
/** Messages one instance claims at a time. */
const BATCH = 20;

/** The wait before the next attempt: 1, 2, 4 ... minutes, at most an hour. */
export const retryDelayMs = (attempts: number) => Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;

type Claimed = { id: number; to: string; subject: string; text: string; attempts: number };

/**
 * Every message is written to the outbox first (a super admin can read it there); with
 * SMTP_URL set, a worker sends it. The worker claims due QUEUED and FAILED messages with one
 * UPDATE (rows another instance is claiming are skipped, and a claim lasts CLAIM_MS), sends them,
 * and records SENT, or FAILED with the time of the next attempt. So every message is sent once
 * whichever instance sends it, and one left unsent by a crash or a failing server is retried,
 * after a restart too. (A process that dies after the SMTP server accepted a message but before
 * recording it leaves it to be sent again once its claim lapses: at least once, in that window.)
 */
export class Mailer {
  private readonly transport: Transporter | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly clock: Clock,
    smtpUrl: string | undefined,
    private readonly from: string,
  ) {
    this.transport = smtpUrl
      ? nodemailer.createTransport({
          url: smtpUrl,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        })
      : undefined;
  }

  /** Queues a message and wakes the worker, so callers answer in constant time. */
  async send(mail: Mail): Promise<void> {
    await this.enqueue(this.db, [mail]);
    this.kick();
  }

  /**
   * Writes messages to the outbox on a connection of the caller's (inside its transaction, so
   * they exist exactly when the caller's own rows do). Call `kick` once that has committed.
   */
  async enqueue(conn: Db | Tx | Data, mails: Mail[]): Promise<void> {
    if (mails.length === 0) return;
    const rows = await conn
      .insert(mailOutbox)
      .values(
        mails.map((mail) => ({
          ...mail,
          status: this.transport ? ("QUEUED" as const) : ("NOT_SENT" as const),
          next_attempt_at: this.transport ? this.clock.now() : null,
        })),
      )
      .returning({ id: mailOutbox.id });
    if (!this.transport) {
      for (const [i, row] of rows.entries()) {
        const mail = mails[i];
        this.log.info(
          { outbox: row.id, to: mail?.to, subject: mail?.subject },
          "e-mail kept in the outbox (no SMTP)",
        );
      }
    }
  }

  /** Runs the worker soon (once more if it is running now). */
  kick(): void {
    if (!this.transport || this.closed) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.cycle().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.kick();
      }
    });
  }

  /** Resolves once the worker has nothing in hand (tests wait for it instead of sleeping). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Sends what is due now and then every `everyMs` (retries, and messages other instances left). */
  start(everyMs = 30_000): void {
    if (!this.transport) return;
    this.kick();
    this.timer = setInterval(() => this.kick(), everyMs);
    this.timer.unref();
  }

  /** Messages waiting to be sent: queued, and failed ones still to be retried. */
  async backlog(): Promise<{ queued: number; retrying: number }> {
    const [row] = await this.db
      .select({
        queued: sql<number>`(count(*) filter (where ${mailOutbox.status} = 'QUEUED'))::int`,
        retrying: sql<number>`(count(*) filter (where ${mailOutbox.status} = 'FAILED'))::int`,
      })
      .from(mailOutbox)
      .where(sql`${mailOutbox.status} in ('QUEUED', 'FAILED') and ${mailOutbox.next_attempt_at} is not null`);
    return { queued: Number(row?.queued ?? 0), retrying: Number(row?.retrying ?? 0) };
  }

  private async cycle(): Promise<void> {
    try {
      for (;;) {
        const batch = await this.runOnce();
        if (batch.claimed < BATCH) return;
      }
    } catch (error) {
      this.log.error({ err: error }, "the outbox worker failed; it tries again on its next run");
    }
  }

  /** Claims the messages due now (at most BATCH) and sends them; answers what happened. */
  async runOnce(): Promise<{ claimed: number; sent: number; failed: number }> {
    if (!this.transport) return { claimed: 0, sent: 0, failed: 0 };
    const now = this.clock.now();
    const until = new Date(now.getTime() + CLAIM_MS);
    const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
    const result = await this.db.execute(sql`
      update ${mailOutbox} set claimed_until = ${at(until)}, attempts = attempts + 1
      where id in (
        select id from ${mailOutbox}
        where status in ('QUEUED', 'FAILED') and next_attempt_at <= ${at(now)}
          and (claimed_until is null or claimed_until < ${at(now)})
        order by next_attempt_at, id
        limit ${BATCH}
        for update skip locked)
      returning id, to_address as "to", subject, body_text as "text", attempts`);
    const claimed = (result as unknown as { rows: Claimed[] }).rows;
    let sent = 0;
    for (const mail of claimed) if (await this.deliver(mail, until)) sent += 1;
    return { claimed: claimed.length, sent, failed: claimed.length - sent };
  }

  /** Sends one claimed message and records the outcome, if the claim is still ours. */
  private async deliver(mail: Claimed, claim: Date): Promise<boolean> {
    const ours = and(eq(mailOutbox.id, mail.id), eq(mailOutbox.claimed_until, claim));
    try {
      await this.transport?.sendMail({
        from: this.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
      });
      await this.db
        .update(mailOutbox)
        .set({
          status: "SENT",
          sent_at: this.clock.now(),
          error: "",
          claimed_until: null,
          next_attempt_at: null,
        })
        .where(ours);
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retry = mail.attempts < MAX_ATTEMPTS;
      this.log.warn(
        { outbox: mail.id, attempts: mail.attempts, err: message },
        retry ? "e-mail could not be sent; it will be retried" : "e-mail could not be sent; giving up",
      );
      await this.db
        .update(mailOutbox)
        .set({
          status: "FAILED",
          error: message.slice(0, 500),
          claimed_until: null,
          next_attempt_at: retry ? new Date(this.clock.now().getTime() + retryDelayMs(mail.attempts)) : null,
        })
        .where(ours)
        .catch((e: unknown) =>
          this.log.error({ err: e, outbox: mail.id }, "recording a failed e-mail failed"),
        );
      return false;
    }
  }

  /** Stops the timer and waits for the message in hand, then closes the SMTP transport. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    await this.idle();
    this.transport?.close();
  }
}
