import { z } from "zod";
import { id, timestamp } from "../common/fields";

export const outboxMessage = z.object({
  id,
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z
    .enum(["QUEUED", "SENT", "FAILED", "NOT_SENT"])
    .describe(
      "QUEUED: waiting to be sent; FAILED: the last attempt failed (see error), retried at next_attempt_at unless null (given up); NOT_SENT: kept here only, no SMTP server set",
    ),
  error: z.string(),
  attempts: z.number().int().default(0).describe("Sending attempts so far"),
  next_attempt_at: timestamp
    .nullable()
    .default(null)
    .describe("When a QUEUED or FAILED message is next tried"),
  sent_at: timestamp.nullable(),
  created_at: timestamp,
});
export type OutboxMessage = z.infer<typeof outboxMessage>;
