import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import nodemailer, { type Transporter } from "nodemailer";
import type { Db } from "../db/client";
import { mailOutbox } from "../db/tables";

export type Mail = { to: string; subject: string; text: string };

/**
 * Every message is written to the outbox first (a super admin can read it there); with
 * SMTP_URL set it is also sent, and the outbox row records whether that worked.
 */
export class Mailer {
  private readonly transport: Transporter | undefined;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    smtpUrl: string | undefined,
    private readonly from: string,
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  }

  /** Queues a message and sends it in the background, so callers answer in constant time. */
  async send(mail: Mail): Promise<void> {
    const [row] = await this.db
      .insert(mailOutbox)
      .values({ ...mail, status: this.transport ? "QUEUED" : "NOT_SENT" })
      .returning({ id: mailOutbox.id });
    if (!row) return;
    if (!this.transport) {
      this.log.info(
        { outbox: row.id, to: mail.to, subject: mail.subject },
        "e-mail kept in the outbox (no SMTP)",
      );
      return;
    }
    void this.deliver(row.id, mail);
  }

  private async deliver(id: number, mail: Mail): Promise<void> {
    try {
      await this.transport?.sendMail({ from: this.from, ...mail });
      await this.db
        .update(mailOutbox)
        .set({ status: "SENT", sent_at: new Date() })
        .where(eq(mailOutbox.id, id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.log.warn({ outbox: id, err: message }, "e-mail could not be sent");
      await this.db
        .update(mailOutbox)
        .set({ status: "FAILED", error: message.slice(0, 500) })
        .where(eq(mailOutbox.id, id))
        .catch(() => undefined);
    }
  }

  close(): void {
    this.transport?.close();
  }
}
