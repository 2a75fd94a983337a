import { auditLog } from "@cm/contracts";
import { auditLogs } from "../../db/tables";
import { defineResource, readOnly } from "../../platform/resources/resource";

/** Read-only: audit rows are written by the resource mechanism and never changed through the API. */
export const auditLogsResource = defineResource({
  name: "audit-logs",
  path: "/api/audit/logs/",
  table: auditLogs,
  entity: auditLog,
  scope: { kind: "church", field: "church" },
  access: readOnly({ permission: "audit.read" }),
  search: ["username", "resource", "action", "object_id"],
  ordering: ["created_at", "resource", "action"],
  defaultOrdering: "-created_at",
  filters: {
    resource: "text",
    action: "text",
    user: "int",
    church: "int",
    object_id: "text",
    created_at: "daterange",
  },
});
