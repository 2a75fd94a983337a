import { MEMBER_IMPORT_COLUMNS, type MemberImportReport, memberImportRow } from "@cm/contracts";
import { getTableColumns, type SQL, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { members } from "../../db/tables";
import { recordAudit } from "../../platform/audit";
import { principalOf } from "../../platform/auth/access";
import { AppError, fieldError } from "../../platform/errors";
import { DUPLICATE_EMAIL, DUPLICATE_PHONE, existingContacts } from "./members.service";
import { sheetKind, sheetRows } from "./members-sheets";

const MAX_IMPORT_BYTES = 10 * 1_048_576;
const INSERT_BATCH = 2_000;

type ImportError = MemberImportReport["errors"][number];
type ValidRow = { row: number; data: z.infer<typeof memberImportRow> };

const IMPORTED = MEMBER_IMPORT_COLUMNS.map((field) => {
  const column = getTableColumns(members)[field];
  const type =
    column.columnType === "PgDateString" ? "date" : column.columnType === "PgBoolean" ? "boolean" : "text";
  return { name: column.name, type };
});

/**
 * One multi-row insert whose rows travel as a single JSON parameter: binding 18 parameters
 * per row costs several times more than PostgreSQL's JSON parsing (PGlite most of all).
 */
function insertRows(church: number, rows: ValidRow[]): SQL {
  const names = sql.raw(IMPORTED.map((c) => c.name).join(", "));
  const shape = sql.raw(IMPORTED.map((c) => `${c.name} ${c.type}`).join(", "));
  const json = JSON.stringify(
    rows.map((r) =>
      Object.fromEntries(
        IMPORTED.map((c, i) => [c.name, r.data[MEMBER_IMPORT_COLUMNS[i] as keyof ValidRow["data"]]]),
      ),
    ),
  );
  return sql`insert into ${members} (church_id, ${names}) select ${church}, ${names} from jsonb_to_recordset(${json}::jsonb) as r(${shape})`;
}

/** The uploaded file and the `church` field of an import request. */
export async function readImportUpload(request: FastifyRequest): Promise<{ bytes: Buffer; church?: number }> {
  let bytes: Buffer | undefined;
  let church: string | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_IMPORT_BYTES, files: 1 } })) {
      if (part.type === "file") {
        if (part.fieldname !== "file")
          throw fieldError("file", "Send the spreadsheet in the field named file.");
        bytes = await part.toBuffer();
      } else if (part.fieldname === "church") {
        church = String(part.value ?? "").trim();
      }
    }
  } catch (e) {
    if ((e as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
      throw new AppError(
        413,
        "file_too_large",
        "The file is larger than 10 MB. Split the list into smaller files and import them one by one.",
      );
    }
    throw e;
  }
  if (!bytes?.length) throw fieldError("file", "Choose a spreadsheet file to import.");
  if (church !== undefined && church !== "" && !/^[1-9][0-9]{0,9}$/.test(church))
    throw fieldError("church", "Choose a valid church.");
  return { bytes, church: church ? Number(church) : undefined };
}

/** `First Name`, `first-name` and `first_name` all name the column first_name. */
const columnKey = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");

const TRUE = new Set(["", "true", "yes", "y", "1", "active"]);
const FALSE = new Set(["false", "no", "n", "0", "inactive"]);

/** A row's cells as the fields of a member, before validation. */
function rowValues(cells: string[], columns: (string | null)[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  columns.forEach((column, i) => {
    if (!column) return;
    // Our own export writes '=... for a cell that starts like a formula; take the value back.
    let text = (cells[i] ?? "").trim().replace(/^'(?=[=+\-@])/, "");
    if (column === "gender" || column === "marital_status") text = text.toUpperCase();
    if (column.endsWith("_date") || column === "date_of_birth") {
      out[column] = text === "" ? null : text;
    } else if (column === "is_active") {
      const lower = text.toLowerCase();
      out[column] = TRUE.has(lower) ? true : FALSE.has(lower) ? false : text;
    } else out[column] = text;
  });
  return out;
}

/**
 * Reads and checks every row of the file: the member fields, no formulas, no phone or e-mail
 * used twice in the file or already used in the church. Answers the valid rows and the errors.
 */
async function checkRows(db: Db, bytes: Buffer, church: number) {
  const kind = await sheetKind(bytes);
  const errors: ImportError[] = [];
  const valid: ValidRow[] = [];
  const phones = new Map<string, number>();
  const emails = new Map<string, number>();
  let columns: (string | null)[] | null = null;

  for await (const { row, cells, formulas } of sheetRows(bytes, kind)) {
    if (cells.every((c) => c.trim() === "")) continue;
    if (!columns) {
      columns = cells.map((h) => {
        const key = columnKey(h);
        return (MEMBER_IMPORT_COLUMNS as string[]).includes(key) ? key : null;
      });
      const missing = ["first_name", "last_name"].filter((c) => !columns?.includes(c));
      if (missing.length) {
        throw fieldError(
          "file",
          `The first row must name the columns, including ${missing.join(" and ")}. Download the template to see them.`,
        );
      }
      continue;
    }
    const rowErrors: ImportError[] = formulas
      .filter((i) => columns?.[i])
      .map((i) => ({
        row,
        field: columns?.[i] as string,
        message: "This cell holds a formula. Type the value itself instead.",
      }));
    const parsed = memberImportRow.safeParse(rowValues(cells, columns));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? "non_field_errors");
        if (!rowErrors.some((e) => e.field === field)) rowErrors.push({ row, field, message: issue.message });
      }
    } else {
      const { phone, email } = parsed.data;
      const samePhone = phone ? phones.get(phone) : undefined;
      const sameEmail = email ? emails.get(email.toLowerCase()) : undefined;
      if (samePhone)
        rowErrors.push({ row, field: "phone", message: `Row ${samePhone} already has this phone number.` });
      if (sameEmail)
        rowErrors.push({ row, field: "email", message: `Row ${sameEmail} already has this e-mail address.` });
      if (phone && !samePhone) phones.set(phone, row);
      if (email && !sameEmail) emails.set(email.toLowerCase(), row);
      if (!rowErrors.length) valid.push({ row, data: parsed.data });
    }
    errors.push(...rowErrors);
  }
  if (!columns) throw fieldError("file", "The file is empty. Download the template and fill it in.");

  const taken = await existingContacts(
    db,
    church,
    valid.map((v) => v.data),
  );
  for (const { row, data } of valid) {
    if (data.phone && taken.phones.has(data.phone))
      errors.push({ row, field: "phone", message: DUPLICATE_PHONE });
    if (data.email && taken.emails.has(data.email.toLowerCase()))
      errors.push({ row, field: "email", message: DUPLICATE_EMAIL });
  }
  errors.sort((a, b) => a.row - b.row);
  return { valid, errors, kind };
}

/**
 * Imports every row of the file into the church in one transaction, or none of them when any
 * row needs fixing (a 400 whose body lists each problem by row and field).
 */
export async function importMembers(
  db: Db,
  request: FastifyRequest,
  bytes: Buffer,
  church: number,
): Promise<MemberImportReport> {
  const { valid, errors, kind } = await checkRows(db, bytes, church);
  if (errors.length) {
    const rows = new Set(errors.map((e) => e.row)).size;
    throw new AppError(
      400,
      "invalid_rows",
      `No members were imported: ${rows} ${rows === 1 ? "row needs" : "rows need"} fixing. Correct them and import the file again.`,
      {},
      { imported: 0, errors },
    );
  }
  if (!valid.length) throw fieldError("file", "The file has no member rows under its header.");
  await db.transaction(async (tx) => {
    for (let i = 0; i < valid.length; i += INSERT_BATCH) {
      await tx.execute(insertRows(church, valid.slice(i, i + INSERT_BATCH)));
    }
    await recordAudit(tx, {
      principal: principalOf(request),
      ip: request.ip,
      action: "import",
      resource: "members",
      objectId: null,
      changes: { church, imported: valid.length, format: kind },
    });
  });
  return { imported: valid.length, errors: [] };
}
