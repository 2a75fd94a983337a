import { endpoint, get } from "../common/endpoint";
import { auditLog } from "./audit-log.contract";

export const auditLogsEndpoints = endpoint("/audit/logs/", {
  entity: auditLog,
  create: false,
  update: false,
  remove: false,
  filters: ["resource", "action", "user", "church", "object_id", "created_at"],
  actions: {
    export: get("file"),
  },
});
