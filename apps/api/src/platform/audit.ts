import { type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { auditLogs } from "../db/tables";
import type { Principal } from "./auth/principal";
import { connectionOf, type Data, isData } from "./resources/scoped-data";

const SECRET_KEY = /password|token|secret|otp|refresh|hash/i;

/** Changed fields with their new values; secrets are listed by name only, never by value. */
export function auditChanges(data: Record<string, unknown> | undefined): Record<string, unknown> {
  if (!data) return {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined) continue;
    out[key] = SECRET_KEY.test(key) ? "[hidden]" : value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

export type AuditEntry = {
  principal: Principal | null;
  ip: string;
  action: string;
  resource: string;
  objectId: string | number | null;
  changes?: Record<string, unknown>;
};

const valuesOf = (entry: AuditEntry) => ({
  user: entry.principal?.id ?? null,
  username: entry.principal?.username ?? "",
  role: entry.principal?.role ?? "",
  church: entry.principal?.church ?? null,
  action: entry.action,
  resource: entry.resource,
  object_id: entry.objectId === null ? null : String(entry.objectId),
  changes: auditChanges(entry.changes),
  ip_address: entry.ip,
});

/** Writes one audit row; call it inside the transaction of the write it records. */
export async function recordAudit(db: Db | Tx | Data, entry: AuditEntry): Promise<void> {
  // The audit row is the platform's, whoever the caller: written on the connection itself.
  await (isData(db) ? connectionOf(db) : db).insert(auditLogs).values(valuesOf(entry));
}

/**
 * The audit row as a statement of its own, or as part of the write's statement: with `written`,
 * the row is added for the row the statement's `written` part returns (its id is the object's),
 * so the write and its audit row are one statement.
 */
export function auditStatement(entry: AuditEntry, written?: string): SQL {
  const values = valuesOf(entry);
  const keys = Object.keys(values) as (keyof typeof values)[];
  const columns = sql.join(
    keys.map((k) => sql.identifier(auditLogs[k].name)),
    sql`, `,
  );
  const row = sql.join(
    keys.map((k) =>
      k === "object_id" && written
        ? sql.raw(`${written}.id::text`)
        : sql`${sql.param(values[k], auditLogs[k])}::${sql.raw(auditLogs[k].getSQLType())}`,
    ),
    sql`, `,
  );
  return written
    ? sql`insert into ${auditLogs} (${columns}) select ${row} from ${sql.raw(written)}`
    : sql`insert into ${auditLogs} (${columns}) values (${row})`;
}
