import { stringify } from "csv-stringify/sync";
import { auditLogs } from "../../db/tables";
import { cellText } from "../../platform/cells";
import { FileAnswer, type ListSelection } from "../../platform/resources/resource";
import type { Data } from "../../platform/resources/scoped-data";

/** The most rows one export answers; narrow the filters for more. */
export const MAX_AUDIT_EXPORT_ROWS = 50_000;
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
] as const;

/** The audit rows of the list's search and filters as CSV, newest first. */
export async function auditCsv(db: Data, list: ListSelection, today: string): Promise<FileAnswer> {
  const rows = await db
    .select()
    .from(auditLogs)
    .where(list.where)
    .orderBy(...list.order)
    .limit(MAX_AUDIT_EXPORT_ROWS);
  const records = rows.map((r) => COLUMNS.map((c) => cellText(r[c])));
  return new FileAnswer(
    stringify([[...COLUMNS], ...records]),
    "text/csv; charset=utf-8",
    `audit-log-${today}.csv`,
  );
}
