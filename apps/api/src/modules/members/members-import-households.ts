import { HOUSEHOLD_ROLES, type HouseholdRole, MEMBER_HOUSEHOLD_COLUMNS, msg } from "@cm/contracts";
import { asc, sql } from "drizzle-orm";
import { householdMembers, households } from "../../db/tables";
import { valuesOf } from "../../platform/bulk-writes";
import type { Scoped } from "../../platform/resources/scoped";
import type { Data } from "../../platform/resources/scoped-data";
import { headerFields, typedText } from "../../platform/spreadsheets";

// An import's household columns: rows naming the same household (its name without case or outer
// spaces) live together in it, in the church's household of that name when there is one, else in
// a new one. An imported member is a new record, so no row can already be in another household.

const NAME_MAX = 120;
const ROLES: readonly string[] = HOUSEHOLD_ROLES;

export const NAME_TOO_LONG = msg("Keep the household's name under 120 characters.");
export const ROLE_UNKNOWN = msg("Choose head, spouse, child or other.");
export const ROLE_WITHOUT_HOUSEHOLD = msg(
  "Give the household's name in the household column, or leave the role empty.",
);
export const HEAD_TWICE = msg(
  "An earlier row already makes someone the head of this household. A household has one head.",
);
export const HEAD_EXISTS = msg(
  "This household already has a head. Import this person with another role, or change the head's role first.",
);

/** Where a row's member lives: the household's name as written, its key, and their role. */
export type HouseholdPlace = { name: string; key: string; role: HouseholdRole };
type RowError = { row: number; field: string; message: string };

const keyOf = (name: string) => name.trim().toLowerCase();

/** The household columns of a file, found by their header, and the heads its rows name so far. */
export class HouseholdColumns {
  private readonly heads = new Set<string>();
  private readonly at: (string | null)[];

  /** `taken` marks the columns the church's own fields already read. */
  constructor(header: string[], taken: readonly unknown[]) {
    this.at = headerFields(header, MEMBER_HOUSEHOLD_COLUMNS).map((c, i) => (taken[i] ? null : c));
  }

  /** The household column of a cell, for a problem found in it (a formula, an over-long cell). */
  fieldAt(cell: number): string | null {
    return this.at[cell] ?? null;
  }

  /** A row's household and role, or its problems; `skip` are the fields that already have one. */
  read(row: number, cells: string[], skip: string[]): { place: HouseholdPlace | null; errors: RowError[] } {
    const cell = (field: string) => {
      const i = this.at.indexOf(field);
      return i < 0 ? "" : typedText(cells[i]).trim();
    };
    const name = cell("household");
    const roleText = cell("household_role").toLowerCase();
    const errors: RowError[] = [];
    const fail = (field: string, message: string) => {
      if (!skip.includes(field)) errors.push({ row, field, message });
    };
    if (name.length > NAME_MAX) fail("household", NAME_TOO_LONG);
    if (roleText && !ROLES.includes(roleText)) fail("household_role", ROLE_UNKNOWN);
    else if (roleText && !name) fail("household_role", ROLE_WITHOUT_HOUSEHOLD);
    const unread = skip.includes("household") || skip.includes("household_role");
    if (errors.length || unread || !name) return { place: null, errors };
    const role: HouseholdRole = HOUSEHOLD_ROLES.find((r) => r === roleText) ?? "other";
    const key = keyOf(name);
    if (role === "head") {
      if (this.heads.has(key))
        return { place: null, errors: [{ row, field: "household_role", message: HEAD_TWICE }] };
      this.heads.add(key);
    }
    return { place: { name, key, role }, errors };
  }
}

/**
 * The church's households that the keys name (the oldest where two share a name), each with
 * whether it has a head.
 */
export async function householdsNamed(
  db: Data,
  homes: Scoped,
  keys: string[],
): Promise<Map<string, { id: number; head: boolean }>> {
  const found = new Map<string, { id: number; head: boolean }>();
  if (!keys.length) return found;
  const key = sql<string>`lower(btrim(${households.name}))`;
  const rows = await db
    .select({
      id: households.id,
      key,
      head: sql<boolean>`exists (select 1 from ${householdMembers} where ${householdMembers.household} = ${households.id} and ${householdMembers.role} = 'head')`,
    })
    .from(households)
    .where(homes.where(sql`${key} = any(array${valuesOf(keys)})`))
    .orderBy(asc(households.id));
  for (const r of rows) if (!found.has(r.key)) found.set(r.key, { id: r.id, head: r.head });
  return found;
}

/** A row whose head would be a second one beside the head its household already has. */
export function headConflicts(
  rows: { row: number; household: HouseholdPlace | null }[],
  existing: Map<string, { head: boolean }>,
): RowError[] {
  return rows.flatMap(({ row, household }) =>
    household?.role === "head" && existing.get(household.key)?.head
      ? [{ row, field: "household_role", message: HEAD_EXISTS }]
      : [],
  );
}

/**
 * The household of each key, inside the import's transaction: the church's own when it has one of
 * that name, else a new one named as the first row that names it wrote it. Imports of one church
 * take their households one after the other, so two cannot both create the same one.
 */
export async function householdsFor(
  db: Data,
  homes: Scoped,
  church: number,
  places: HouseholdPlace[],
): Promise<Map<string, number>> {
  await db.lock("members_import_households", church);
  const names = new Map<string, string>();
  for (const p of places) if (!names.has(p.key)) names.set(p.key, p.name);
  const existing = await householdsNamed(db, homes, [...names.keys()]);
  const ids = new Map([...existing].map(([key, h]) => [key, h.id]));
  const missing = [...names].filter(([key]) => !ids.has(key));
  if (missing.length) {
    const created = await db
      .insert(households)
      .values(missing.map(([, name]) => ({ church, name })))
      .returning({ id: households.id, name: households.name });
    for (const h of created) ids.set(keyOf(h.name), h.id);
  }
  return ids;
}
