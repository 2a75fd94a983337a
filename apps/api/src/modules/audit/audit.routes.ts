import { apiPath, auditLog, auditLogsEndpoints } from "@cm/contracts";
import { z } from "zod";
import { auditLogs } from "../../db/tables";
import { actionsOf, defineResource, readOnly } from "../../platform/resources/resource";
import { auditCsv, MAX_AUDIT_EXPORT_ROWS } from "./audit-export.service";

const read = { permission: "audit.read" } as const;

/** Read-only: audit rows are written by the resource mechanism and never changed through the API. */
export const auditLogsResource = defineResource({
  name: "audit-logs",
  path: apiPath(auditLogsEndpoints),
  table: auditLogs,
  entity: auditLog,
  scope: { kind: "church", field: "church" },
  access: readOnly(read),
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
  actions: {
    export: actionsOf(auditLogs).list({
      access: read,
      mode: "export",
      summary: `Download the audit log as CSV (the list's filters apply; at most ${MAX_AUDIT_EXPORT_ROWS} rows)`,
      listInput: z.object({}),
      run: ({ data, list, now }) => auditCsv(data, list, now.toISOString().slice(0, 10)),
    }),
  },
});
