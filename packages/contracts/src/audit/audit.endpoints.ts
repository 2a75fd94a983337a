import { endpoint, get, schemasOf } from "../common/endpoint";
import type * as AuditLogSchemas from "./audit-log.contract";

const schema = schemasOf<typeof AuditLogSchemas>();

export const auditLogsEndpoints = endpoint("/audit/logs/", {
  entity: schema("auditLog"),
  create: false,
  update: false,
  remove: false,
  filters: ["resource", "action", "user", "church", "object_id", "created_at"],
  actions: {
    export: get("file"),
  },
});
