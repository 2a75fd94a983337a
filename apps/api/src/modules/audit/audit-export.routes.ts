import { stringify } from "csv-stringify/sync";
import { desc } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { auditLogs } from "../../db/tables";
import { principalOf } from "../../platform/auth/access";
import { allOf, listConditions, listQuerySchema } from "../../platform/resources/list";
import { scopeCondition } from "../../platform/tenancy";
import { auditLogsResource } from "./audit.routes";

const MAX_ROWS = 50_000;
const COLUMNS = [
  "id",
  "created_at",
  "username",
  "role",
  "church",
  "action",
  "resource",
  "object_id",
  "ip_address",
  "changes",
];

/** Spreadsheet programs run cells that start with = + - @ as formulas; a leading ' keeps them text. */
export const spreadsheetSafe = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** CSV of the audit log with the same search and filters as the list. */
export async function auditExportRoutes(app: FastifyInstance): Promise<void> {
  const query = listQuerySchema(auditLogsResource);
  app.get("/api/audit/logs/export/", {
    config: { access: { permission: "audit.read" } },
    schema: {
      tags: ["audit-logs"],
      summary: `Download the audit log as CSV (the list's filters apply; at most ${MAX_ROWS} rows)`,
      description: "Access: permission:audit.read.",
      security: [{ bearerAuth: [] }],
      querystring: query,
    },
    handler: async (request, reply) => {
      const q = request.query as Parameters<typeof listConditions>[1];
      const scope = scopeCondition(auditLogsResource.scope, auditLogs.church, principalOf(request));
      const rows = await app.db
        .select()
        .from(auditLogs)
        .where(allOf([scope, ...listConditions(auditLogsResource, q)]))
        .orderBy(desc(auditLogs.created_at), desc(auditLogs.id))
        .limit(MAX_ROWS);
      const records = rows.map((r) =>
        COLUMNS.map((c) => {
          const v = (r as Record<string, unknown>)[c];
          const text =
            v instanceof Date
              ? v.toISOString()
              : typeof v === "object" && v !== null
                ? JSON.stringify(v)
                : String(v ?? "");
          return spreadsheetSafe(text);
        }),
      );
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type("text/csv; charset=utf-8")
        .header("Content-Disposition", `attachment; filename="audit-log-${day}.csv"`)
        .send(stringify([COLUMNS, ...records]));
    },
  });
}
