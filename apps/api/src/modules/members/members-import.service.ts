import { type MemberImportReport, memberImportRow, msg } from "@cm/contracts";
import type { z } from "zod";
import { householdMembers, members } from "../../db/tables";
import { inChunks, insertInBatches } from "../../platform/bulk-writes";
import { columnList } from "../../platform/column-headings";
import { AppError, fieldError, type Text } from "../../platform/errors";
import { currentLanguage } from "../../platform/i18n";
import type { ResourceContext } from "../../platform/resources/resource";
import type { Scoped } from "../../platform/resources/scoped";
import type { Data } from "../../platform/resources/scoped-data";
import { checkedRow, listedErrors, sheetKind, sheetRows, typedText } from "../../platform/spreadsheets";
import { checkValues, type FieldDef } from "./member-field-values";
import { DUPLICATE_EMAIL, DUPLICATE_PHONE, existingContacts } from "./members.service";
import {
  HouseholdColumns,
  type HouseholdPlace,
  headConflicts,
  householdsFor,
  householdsNamed,
} from "./members-import-households";
import { importColumns, rowValues } from "./members-sheets";

/** Rows whose phone numbers and e-mail addresses are looked up in one statement. */
const LOOKUP_CHUNK = 1_000;
/** Members with a household written per statement (their ids come back in the order sent). */
const PLACED_CHUNK = 200;

/** A row's problem, its message put in the request's language when answered. */
type ImportError = Omit<MemberImportReport["errors"][number], "message" | "column"> & { message: Text };
type ValidRow = {
  row: number;
  data: z.infer<typeof memberImportRow>;
  custom_fields: Record<string, string | number | boolean>;
  household: HouseholdPlace | null;
};

/**
 * The church's field each header cell names by its label (without case). A label comes first: a
 * church's "Baptism date" column is its own field, while `baptism_date` stays the standard one.
 */
function fieldColumns(header: string[], fields: FieldDef[]): (FieldDef | null)[] {
  const byLabel = new Map(fields.map((f) => [f.label.trim().toLowerCase(), f]));
  return header.map((h) => byLabel.get(h.trim().toLowerCase()) ?? null);
}

/**
 * Reads and checks every row of the file: the member fields, no formulas, no phone or e-mail
 * used twice in the file or already used in the church. Answers the valid rows and the errors.
 */
async function checkRows(
  db: Data,
  bytes: Buffer,
  church: Scoped,
  homes: Scoped,
  now: Date,
  fields: FieldDef[],
) {
  const kind = await sheetKind(bytes);
  const errors: ImportError[] = [];
  const valid: ValidRow[] = [];
  const phones = new Map<string, number>();
  const emails = new Map<string, number>();
  let columns: (string | null)[] | null = null;
  let own: (FieldDef | null)[] = [];
  let householdColumns = new HouseholdColumns([], []);

  for await (const { row, cells, problems } of sheetRows(bytes, kind)) {
    if (!columns) {
      own = fieldColumns(cells, fields);
      columns = importColumns(cells).map((c, i) => (own[i] ? null : c));
      householdColumns = new HouseholdColumns(cells, own);
      const missing = ["first_name", "last_name"].filter((c) => !columns?.includes(c));
      if (missing.length) {
        throw fieldError(
          "file",
          msg(
            "The first row must name the columns, including {columns}. Download the template to see them.",
            { columns: columnList(currentLanguage(), missing) },
          ),
        );
      }
      const absent = fields.filter((f) => f.required && !own.includes(f));
      if (absent.length) {
        throw fieldError(
          "file",
          msg(
            "The first row must name a column for each required field: {fields}. Download the template to see them.",
            { fields: absent.map((f) => f.label).join(", ") },
          ),
        );
      }
      continue;
    }
    // A formula or an over-long cell in a column the import reads is that field's error.
    const rowErrors: ImportError[] = problems.flatMap((p) => {
      const field = columns?.[p.cell] ?? own[p.cell]?.label ?? householdColumns.fieldAt(p.cell);
      return field ? [{ row, field, message: p.message }] : [];
    });
    // The church's own fields, checked by type; an error names the field by its column's label.
    const sent: Record<string, string> = {};
    own.forEach((f, i) => {
      if (f && !rowErrors.some((e) => e.field === f.label)) sent[String(f.id)] = typedText(cells[i]);
    });
    const custom = checkValues(
      fields.filter((f) => own.includes(f)),
      sent,
      {},
    );
    for (const [key, message] of Object.entries(custom.errors)) {
      const field = fields.find((f) => String(f.id) === key);
      if (field && !rowErrors.some((e) => e.field === field.label))
        rowErrors.push({ row, field: field.label, message });
    }
    const checked = checkedRow(
      memberImportRow,
      rowValues(cells, columns),
      now,
      rowErrors.map((e) => e.field),
    );
    rowErrors.push(...checked.issues.map((issue) => ({ row, ...issue })));
    const home = householdColumns.read(
      row,
      cells,
      rowErrors.map((e) => e.field),
    );
    rowErrors.push(...home.errors);
    if (checked.data) {
      const { phone, email } = checked.data;
      const samePhone = phone ? phones.get(phone) : undefined;
      const sameEmail = email ? emails.get(email.toLowerCase()) : undefined;
      if (samePhone)
        rowErrors.push({
          row,
          field: "phone",
          message: msg("Row {row} already has this phone number.", { row: samePhone }),
        });
      if (sameEmail)
        rowErrors.push({
          row,
          field: "email",
          message: msg("Row {row} already has this e-mail address.", { row: sameEmail }),
        });
      if (phone && !samePhone) phones.set(phone, row);
      if (email && !sameEmail) emails.set(email.toLowerCase(), row);
      if (!rowErrors.length)
        valid.push({ row, data: checked.data, custom_fields: custom.values, household: home.place });
    }
    errors.push(...rowErrors);
  }
  if (!columns) throw fieldError("file", msg("The file is empty. Download the template and fill it in."));

  await inChunks(valid, LOOKUP_CHUNK, async (chunk) => {
    const taken = await existingContacts(
      db,
      church,
      chunk.map((v) => v.data),
    );
    for (const { row, data } of chunk) {
      if (data.phone && taken.phones.has(data.phone))
        errors.push({ row, field: "phone", message: DUPLICATE_PHONE });
      if (data.email && taken.emails.has(data.email.toLowerCase()))
        errors.push({ row, field: "email", message: DUPLICATE_EMAIL });
    }
  });
  // A head beside the one a household of the church already has.
  const named = [...new Set(valid.flatMap((v) => (v.household ? [v.household.key] : [])))];
  errors.push(...headConflicts(valid, await householdsNamed(db, homes, named)));
  return { valid, errors, kind };
}

/** An import checked outside any transaction: its church, its valid rows and its format. */
export type CheckedMemberSheet = { church: number; valid: ValidRow[]; kind: string; homes: Scoped };

/**
 * Reads and checks every row of the file before any transaction: all rows are imported, or none
 * when any row needs fixing (a 400 whose body lists the first problems by row and field, and counts all).
 */
export async function checkMemberSheet(
  db: Data,
  bytes: Buffer,
  church: Scoped,
  homes: Scoped,
  now: Date,
  fields: FieldDef[] = [],
): Promise<CheckedMemberSheet> {
  const { valid, errors, kind } = await checkRows(db, bytes, church, homes, now, fields);
  const target = church.church;
  if (target === undefined) throw new Error("An import names its church");
  if (errors.length) {
    const rows = new Set(errors.map((e) => e.row)).size;
    throw new AppError(
      400,
      "invalid_rows",
      msg(
        "No members were imported: {rows, plural, one {{rows} row needs} other {{rows} rows need}} fixing. Correct them and import the file again.",
        { rows },
      ),
      {},
      { imported: 0, ...listedErrors(errors) },
    );
  }
  if (!valid.length) throw fieldError("file", msg("The file has no member rows under its header."));
  return { church: target, valid, kind, homes };
}

/**
 * Imports a checked file's rows, their households and the audit row in the action's one
 * transaction. Members who live in a household are written a slice at a time with their ids back,
 * so that their places in the households can follow.
 */
export async function importMembers(
  ctx: ResourceContext,
  sheet: CheckedMemberSheet,
): Promise<MemberImportReport> {
  const { church, valid, kind, homes } = sheet;
  const memberRow = ({ data, custom_fields }: ValidRow) => ({ church, ...data, custom_fields });
  const placed = valid.filter((v) => v.household);
  await insertInBatches(
    ctx.data,
    members,
    valid.filter((v) => !v.household),
    memberRow,
  );
  const homeOf = await householdsFor(
    ctx.data,
    homes,
    church,
    placed.flatMap((v) => (v.household ? [v.household] : [])),
  );
  await inChunks(placed, PLACED_CHUNK, async (chunk) => {
    const ids = await ctx.data.insert(members).values(chunk.map(memberRow)).returning({ id: members.id });
    const places = chunk.flatMap(({ household }, i) => {
      const member = ids[i]?.id;
      const id = household && homeOf.get(household.key);
      return member && id ? [{ church, household: id, member, role: household.role }] : [];
    });
    await ctx.data.insert(householdMembers).values(places);
  });
  await ctx.audit({
    changes: { church, imported: valid.length, format: kind, households: homeOf.size },
  });
  return { imported: valid.length, errors: [], error_count: 0 };
}
