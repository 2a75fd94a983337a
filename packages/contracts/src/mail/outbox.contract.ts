import { z } from "zod";
import { id, timestamp } from "../common/fields";

export const outboxMessage = z.object({
  id,
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z
    .enum(["QUEUED", "SENT", "FAILED", "NOT_SENT"])
    .describe("NOT_SENT: kept here only, no SMTP server set"),
  error: z.string(),
  sent_at: timestamp.nullable(),
  created_at: timestamp,
});
export type OutboxMessage = z.infer<typeof outboxMessage>;
