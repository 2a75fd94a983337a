import { z } from "zod";
import { id, timestamp } from "../common/fields";

export const auditLog = z.object({
  id,
  user: id.nullable(),
  username: z.string(),
  role: z.string(),
  church: id.nullable(),
  action: z.string().describe("create, update, delete, or the name of an action"),
  resource: z.string(),
  object_id: z.string().nullable(),
  changes: z.record(z.string(), z.unknown()),
  ip_address: z.string(),
  created_at: timestamp,
});
export type AuditLog = z.infer<typeof auditLog>;
