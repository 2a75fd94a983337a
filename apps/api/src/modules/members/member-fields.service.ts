import {
  byPosition,
  MEMBER_FIELDS_PER_CHURCH,
  MEMBER_HOUSEHOLD_COLUMNS,
  MEMBER_IMPORT_COLUMNS,
  msg,
} from "@cm/contracts";
import { count, inArray, sql } from "drizzle-orm";
import { memberFields, members } from "../../db/tables";
import { fieldError, ValidationError } from "../../platform/errors";
import type { ResourceContext, Row, RowOf, WriteData } from "../../platform/resources/resource";
import type { Data } from "../../platform/resources/scoped-data";
import { valueCounts } from "./member-field-values";

type FieldRow = RowOf<typeof memberFields>;

/** Adds `value_count`: how many members hold a value of each field (one query for the page). */
export async function decorateFields(data: Data, rows: Row[]): Promise<Row[]> {
  const counts = await valueCounts(
    data,
    rows.map((r) => Number(r.id)),
  );
  for (const r of rows) r.value_count = counts.get(Number(r.id)) ?? 0;
  return rows;
}

/** Members of the reach holding one of these values of a choice field. */
async function membersWithOptions(data: Data, field: number, options: string[]): Promise<number> {
  if (!options.length) return 0;
  const [row] = await data
    .select({ n: count() })
    .from(members)
    .where(
      sql`(${members.custom_fields} -> ${String(field)}) in (${sql.join(
        options.map((o) => sql`to_jsonb(${o}::text)`),
        sql`, `,
      )})`,
    );
  return Number(row?.n ?? 0);
}

/**
 * Whether a label would take a standard column's place in the spreadsheets: its exact name
 * (`phone`, `id`), or the names an import cannot do without however they are written ("First
 * name"). A label that only looks like one ("Baptism date") stays the church's own column.
 */
function takesStandardColumn(label: string): boolean {
  const lower = label.trim().toLowerCase();
  const standard: readonly string[] = [...MEMBER_IMPORT_COLUMNS, ...MEMBER_HOUSEHOLD_COLUMNS];
  if (lower === "id" || standard.includes(lower)) return true;
  const key = lower.replace(/[\s-]+/g, "_");
  return key === "first_name" || key === "last_name";
}

/**
 * The rules of a field: a choice offers at least one option and each once, other types none; a
 * church keeps at most MEMBER_FIELDS_PER_CHURCH fields (counted under a lock, so two additions at
 * once cannot pass it together); a field members already hold values of keeps its type, and a
 * choice keeps the options members hold.
 */
export async function checkField(
  ctx: ResourceContext,
  data: WriteData<typeof memberFields>,
  existing: FieldRow | null,
): Promise<WriteData<typeof memberFields>> {
  if (data.label !== undefined && takesStandardColumn(data.label)) {
    throw fieldError(
      "label",
      msg("This name is taken by one of the standard member columns. Choose another."),
    );
  }
  const type = data.type ?? existing?.type ?? "text";
  const options = type === "choice" ? (data.options ?? existing?.options ?? []) : [];
  if (type === "choice") {
    if (!options.length) throw fieldError("options", msg("Give a choice field at least one option."));
    const seen = new Set(options.map((o) => o.toLowerCase()));
    if (seen.size !== options.length) throw fieldError("options", msg("Give each option once."));
  }
  const out = { ...data, options };
  // Alone: no member is written against the fields while they change (see withFieldValues).
  await ctx.data.lock("member_fields", Number(data.church ?? existing?.church));
  if (!existing) {
    const church = Number(data.church);
    const scoped = await ctx.scoped({ church });
    const [row] = await ctx.data.select({ n: count() }).from(memberFields).where(scoped.where());
    if (Number(row?.n ?? 0) >= MEMBER_FIELDS_PER_CHURCH) {
      throw fieldError(
        "non_field_errors",
        msg("A church can have at most 50 member fields. Remove one you no longer use first."),
      );
    }
    return out;
  }
  if (type !== existing.type) {
    const counts = await valueCounts(ctx.data, [existing.id]);
    if (counts.get(existing.id)) {
      throw fieldError(
        "type",
        msg(
          "Members already have values for this field, so its type cannot change. Add a new field instead.",
        ),
      );
    }
  }
  if (existing.type === "choice" && type === "choice") {
    const kept = new Set(options.map((o) => o.toLowerCase()));
    const removed = existing.options.filter((o) => !kept.has(o.toLowerCase()));
    if ((await membersWithOptions(ctx.data, existing.id, removed)) > 0) {
      throw fieldError(
        "options",
        msg("Some members have an option you removed. Keep it, or change their values first."),
      );
    }
  }
  return out;
}

/** A field goes with its values: each member holding one loses it, in the delete's transaction. */
export async function removeFieldValues(ctx: ResourceContext, existing: FieldRow): Promise<void> {
  await ctx.data.lock("member_fields", existing.church);
  const key = String(existing.id);
  await ctx.data
    .update(members)
    .set({ custom_fields: sql`${members.custom_fields} - ${key}::text` })
    .where(sql`${members.custom_fields} ? ${key}`);
}

/**
 * Puts the church's fields in the order given: every field of the church, each once. The church
 * is the one named, or the caller's own.
 */
export async function reorderFields(
  ctx: ResourceContext,
  input: { church?: number; ids: number[] },
): Promise<Row[]> {
  const church = input.church ?? ctx.principal?.church ?? undefined;
  if (!church) throw fieldError("church", msg("Choose the church whose fields these are."));
  const scoped = await ctx.scoped({ church });
  await ctx.data.lock("member_fields", church);
  const fields = await scoped.rows(memberFields);
  const ids = new Set(input.ids);
  if (ids.size !== input.ids.length || ids.size !== fields.length || fields.some((f) => !ids.has(f.id))) {
    throw new ValidationError({ ids: [msg("Give every field of the church once, in the new order.")] });
  }
  const at = new Map(input.ids.map((id, i) => [id, i]));
  const changed = fields.filter((f) => f.position !== at.get(f.id));
  for (const f of changed) {
    await ctx.data
      .update(memberFields)
      .set({ position: at.get(f.id) ?? 0 })
      .where(inArray(memberFields.id, [f.id]));
  }
  await ctx.audit({ changes: { church, order: input.ids } });
  const rows = await scoped.rows(memberFields);
  const ordered = byPosition(rows.map((r) => ({ ...r, position: at.get(r.id) ?? r.position })));
  return decorateFields(ctx.data, ordered);
}
