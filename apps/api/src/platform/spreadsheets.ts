import { Readable } from "node:stream";
import { futureDateProblems, msg } from "@cm/contracts";
import { parse } from "csv-parse";
import ExcelJS from "exceljs";
import { fileTypeFromBuffer } from "file-type";
import type { z } from "zod";
import { EventLoopTurns } from "./bulk-writes";
import { columnHeading, columnsOf, headingKey } from "./column-headings";
import { AppError, fieldError, type Text } from "./errors";
import { currentLanguage } from "./i18n";
import { entryChunks, type ZipEntry, ZipError, zipEntries } from "./zip-archive";

// The limits of every uploaded spreadsheet (imports, bulk uploads), each stated once here.
/** The largest spreadsheet file accepted. */
export const SPREADSHEET_MAX_BYTES = 10 * 1_048_576;
/** Rows under the header; a larger file is refused before its rows are checked. */
export const MAX_DATA_ROWS = 20_000;
/** What the parts of an XLSX may unpack to in all (an XLSX is a zip of XML files). */
export const MAX_UNPACKED_BYTES = 50 * 1_048_576;
/** Characters in one cell (the longest text field of an import, a member's notes, is 2,000). */
export const MAX_CELL_CHARS = 2_000;
/** Row problems listed in an answer; the answer counts them all. */
export const MAX_LISTED_ERRORS = 200;

export const SPREADSHEET_TOO_LARGE = msg(
  "The file is larger than {megabytes} MB. Split the list into smaller files and import them one by one.",
  { megabytes: SPREADSHEET_MAX_BYTES / 1_048_576 },
);
export const FORMULA_CELL = msg("This cell holds a formula. Type the value itself instead.");
export const OVERLONG_CELL = msg("This cell has more than {count, number} characters. Shorten it.", {
  count: MAX_CELL_CHARS,
});

/** A spreadsheet row as text cells, its row number in the file, and its cells that cannot be taken. */
export type SheetRow = { row: number; cells: string[]; problems: { cell: number; message: Text }[] };
export type SheetKind = "xlsx" | "csv";

const XLSX_MIME = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const wrongType = () =>
  new AppError(
    415,
    "unsupported_file_type",
    msg(
      "This kind of file cannot be imported. Save the list as an Excel workbook (.xlsx) or a CSV file and try again.",
    ),
  );
const unreadableWorkbook = () =>
  new AppError(
    400,
    "unreadable_file",
    msg("This workbook could not be read. Open it, save it again and retry."),
  );
const tooManyRows = () =>
  new AppError(
    413,
    "too_many_rows",
    msg(
      "This file has more than {count, number} rows. Split it into smaller files and import them one by one.",
      {
        count: MAX_DATA_ROWS,
      },
    ),
  );
const unpackedTooLarge = () =>
  new AppError(
    413,
    "workbook_too_large",
    msg(
      "This workbook holds more than {megabytes} MB of data once unpacked. Split it into smaller files and import them one by one.",
      { megabytes: MAX_UNPACKED_BYTES / 1_048_576 },
    ),
  );

/**
 * A zip holding a workbook's parts. file-type looks at the first entries only, and a workbook
 * written as a stream (our own export) starts with its sheet, announcing it as a plain zip.
 */
function isWorkbook(bytes: Buffer): boolean {
  try {
    const names = new Set(zipEntries(bytes, Number.POSITIVE_INFINITY).map((e) => e.name));
    return names.has("[Content_Types].xml") && names.has("xl/workbook.xml");
  } catch {
    return false;
  }
}

/** Whether the bytes are an Excel workbook or CSV text, read from the content, never the name. */
export async function sheetKind(bytes: Buffer): Promise<SheetKind> {
  if (bytes.length > SPREADSHEET_MAX_BYTES) throw new AppError(413, "file_too_large", SPREADSHEET_TOO_LARGE);
  const type = await fileTypeFromBuffer(bytes);
  if (type?.mime === XLSX_MIME || (type?.mime === "application/zip" && isWorkbook(bytes))) return "xlsx";
  if (type) throw wrongType();
  // Text: valid UTF-8 without NUL bytes (binary files that file-type does not know fail here).
  if (bytes.includes(0)) throw wrongType();
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw wrongType();
  }
  return "csv";
}

/** A cell as read: its text, or a formula (flagged, never evaluated nor kept). */
type RawCell = string | { formula: true };

function sheetRow(row: number, raw: RawCell[]): SheetRow {
  const problems: SheetRow["problems"] = [];
  const cells = raw.map((value, cell) => {
    if (typeof value === "string" && value.length <= MAX_CELL_CHARS) return value;
    problems.push({ cell, message: typeof value === "string" ? OVERLONG_CELL : FORMULA_CELL });
    return "";
  });
  return { row, cells, problems };
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** One workbook cell as text. */
function cellOf(value: ExcelJS.CellValue): RawCell {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return isoDay(value);
  if (typeof value === "object") {
    if ("formula" in value || "sharedFormula" in value) return { formula: true };
    if ("richText" in value) return value.richText.map((r) => r.text).join("");
    if ("text" in value) return String(value.text);
    return "";
  }
  return String(value);
}

/**
 * The part readers of exceljs' streaming WorkbookReader (exceljs is pinned to 4.4.0). They are
 * fed here from our own zip reading, which reads parts in the order they are needed, counts
 * what they unpack to, and decodes UTF-8 across chunk boundaries; the reader's own zip
 * streaming loses the workbook part now and then and parks early sheets in temporary files.
 */
type WorkbookParts = {
  _parseRels(part: Readable): Promise<void>;
  _parseWorkbook(part: Readable): Promise<void>;
  _parseSharedStrings(part: Readable): AsyncIterable<unknown>;
  _parseStyles(part: Readable): Promise<void>;
  _parseWorksheet(
    part: AsyncIterable<string>,
    sheetNo: string,
  ): Iterable<{ value: AsyncIterable<ExcelJS.Row> }>;
  workbookRels?: { Id: string; Target: string }[];
  model?: { sheets?: { rId: string }[] };
};

/**
 * A part's text, a chunk at a time. The reader parses each chunk as it comes, and the inflater
 * may have many ready at once (shared strings are parsed whole before the first row), so the
 * event loop gets a turn between chunks every few ms.
 */
async function* partText(bytes: Buffer, entry: ZipEntry): AsyncGenerator<string> {
  const decoder = new TextDecoder("utf-8");
  const turns = new EventLoopTurns();
  for await (const chunk of entryChunks(bytes, entry)) {
    await turns.pause();
    yield decoder.decode(chunk, { stream: true });
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}

/** The first worksheet in the workbook's own order (not the zip's), else the lowest numbered. */
function firstSheet(parts: WorkbookParts, entries: Map<string, ZipEntry>): ZipEntry | undefined {
  const rId = parts.model?.sheets?.[0]?.rId;
  const target = parts.workbookRels?.find((r) => r.Id === rId)?.Target;
  const named = target && entries.get(target.startsWith("/") ? target.slice(1) : `xl/${target}`);
  if (named) return named;
  const number = (name: string) => Number(/^xl\/worksheets\/sheet(\d+)\.xml$/.exec(name)?.[1] ?? Number.NaN);
  return [...entries.values()]
    .filter((e) => !Number.isNaN(number(e.name)))
    .sort((a, b) => number(a.name) - number(b.name))[0];
}

/** The rows of the first worksheet, streamed: memory stays flat whatever the number of rows. */
async function* xlsxRows(bytes: Buffer): AsyncGenerator<SheetRow> {
  try {
    const entries = new Map<string, ZipEntry>();
    for (const entry of zipEntries(bytes, MAX_UNPACKED_BYTES)) {
      if (entries.has(entry.name)) throw unreadableWorkbook();
      entries.set(entry.name, entry);
    }
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([]), {
      worksheets: "emit",
      sharedStrings: "cache",
      styles: "cache",
      hyperlinks: "ignore",
      entries: "ignore",
    }) as unknown as WorkbookParts;
    const part = (name: string) => {
      const entry = entries.get(name);
      return entry && Readable.from(partText(bytes, entry));
    };
    const book = part("xl/workbook.xml");
    if (!book) throw unreadableWorkbook();
    const rels = part("xl/_rels/workbook.xml.rels");
    if (rels) await reader._parseRels(rels);
    await reader._parseWorkbook(book);
    const strings = part("xl/sharedStrings.xml");
    // The reader keeps the shared strings (sharedStrings: "cache"); there is nothing to take here.
    if (strings) for await (const _ of reader._parseSharedStrings(strings));
    // Styles tell dates from numbers.
    const styles = part("xl/styles.xml");
    if (styles) await reader._parseStyles(styles);
    const sheet = firstSheet(reader, entries);
    if (!sheet) throw unreadableWorkbook();
    const sheetNo = /(\d+)\.xml$/.exec(sheet.name)?.[1] ?? "1";
    for (const { value: rows } of reader._parseWorksheet(partText(bytes, sheet), sheetNo)) {
      for await (const row of rows) {
        const raw: RawCell[] = [];
        // row.values is sparse (index = column number); forEach skips the empty columns.
        (row.values as ExcelJS.CellValue[]).forEach((value, column) => {
          raw[column - 1] = cellOf(value);
        });
        yield sheetRow(
          row.number,
          Array.from(raw, (c) => c ?? ""),
        );
      }
    }
  } catch (e) {
    if (e instanceof AppError) throw e;
    if (e instanceof ZipError && e.reason === "too_large") throw unpackedTooLarge();
    throw unreadableWorkbook();
  }
}

/** The separator of a CSV file: comma, semicolon or tab, whichever splits its first line most. */
function separatorOf(bytes: Buffer): string {
  const head = bytes.subarray(0, 64 * 1024).toString("utf8");
  const end = head.search(/[\r\n]/);
  const firstLine = end === -1 ? head : head.slice(0, end);
  return [",", ";", "\t"].reduce((best, s) =>
    firstLine.split(s).length > firstLine.split(best).length ? s : best,
  );
}

/** The records of CSV text (RFC 4180 quoting), parsed as a stream. */
async function* csvRows(bytes: Buffer): AsyncGenerator<SheetRow> {
  const parser = parse({
    delimiter: separatorOf(bytes),
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    info: true,
  });
  const source = Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += 64 * 1024) yield bytes.subarray(at, at + 64 * 1024);
    })(),
  );
  source.pipe(parser);
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { records: number };
    }>) {
      yield sheetRow(info.records, record);
    }
  } catch (e) {
    const { code, lines } = e as { code?: string; lines?: number };
    if (!code?.startsWith("CSV_")) throw e;
    throw new AppError(
      400,
      "unreadable_file",
      msg(
        "This CSV file could not be read at line {line}: check the quotes on that line, save it again and retry.",
        {
          line: lines ?? 1,
        },
      ),
    );
  } finally {
    source.destroy();
    parser.destroy();
  }
}

/**
 * The rows of an XLSX (its first worksheet) or CSV file that hold anything; the first is the
 * header. Refuses, as soon as it is seen, a file with more than MAX_DATA_ROWS rows under the
 * header (413 too_many_rows) or a workbook that unpacks to more than MAX_UNPACKED_BYTES (413
 * workbook_too_large); a file that cannot be read is a 400. A cell longer than MAX_CELL_CHARS
 * or holding a formula comes as "" with a problem for the caller to report on its row.
 */
export async function* sheetRows(bytes: Buffer, kind: SheetKind): AsyncGenerator<SheetRow> {
  let taken = 0;
  // Reading and checking 20,000 rows takes seconds: the event loop gets a turn every few ms.
  const turns = new EventLoopTurns();
  for await (const row of kind === "xlsx" ? xlsxRows(bytes) : csvRows(bytes)) {
    await turns.pause();
    if (row.problems.length === 0 && row.cells.every((c) => c.trim() === "")) continue;
    if (++taken > MAX_DATA_ROWS + 1) throw tooManyRows();
    yield row;
  }
}

/** A row's problems: each field's message. */
export type RowIssue = { field: string; message: Text };

/**
 * A data row checked with its schema, and its dates that cannot be in the future with the app's
 * day (`now`): the parsed row, or the first message of each field (none for a field in `skip`,
 * which already has one).
 */
export function checkedRow<S extends z.ZodObject>(
  schema: S,
  values: Record<string, unknown>,
  now: Date,
  skip: readonly string[] = [],
): { data: z.output<S>; issues: [] } | { data: null; issues: RowIssue[] } {
  const issues: RowIssue[] = [];
  const add = (field: string, message: string) => {
    if (!skip.includes(field) && !issues.some((i) => i.field === field)) issues.push({ field, message });
  };
  const parsed = schema.safeParse(values);
  if (!parsed.success)
    for (const issue of parsed.error.issues) add(String(issue.path[0] ?? "non_field_errors"), issue.message);
  for (const [field, [message]] of Object.entries(futureDateProblems(schema, values, now)))
    if (message) add(field, message);
  if (parsed.success && issues.length === 0) return { data: parsed.data, issues: [] };
  // In the order of the row's columns, as a person reads them.
  const fields = Object.keys(schema.shape);
  const place = (field: string) => (fields.includes(field) ? fields.indexOf(field) : fields.length);
  return { data: null, issues: issues.sort((a, b) => place(a.field) - place(b.field)) };
}

/** The first MAX_LISTED_ERRORS row problems in row order, and how many there are in all. */
export function listedErrors<E extends { row: number; field: string }>(
  errors: E[],
): { errors: (E & { column: string })[]; error_count: number } {
  const inOrder = [...errors].sort((a, b) => a.row - b.row);
  const language = currentLanguage();
  const listed = inOrder.slice(0, MAX_LISTED_ERRORS);
  return {
    errors: listed.map((e) => ({ ...e, column: e.field ? columnHeading(language, e.field) : "" })),
    error_count: errors.length,
  };
}

/**
 * The field each header cell names among an import's `known` columns (by its name or its heading
 * in any language, see column-headings.ts); null for any other.
 */
export const headerFields = (header: string[], known: readonly string[]): (string | null)[] =>
  header.map((h) => {
    const key = headingKey(h);
    if (known.includes(key)) return key;
    return columnsOf(h).find((column) => known.includes(column)) ?? null;
  });

/** A cell's text as typed: trimmed, and without the ' our exports put before a formula-like value. */
export const typedText = (cell: string | undefined) => (cell ?? "").trim().replace(/^'(?=[=+\-@])/, "");

/**
 * An import template: the columns (bold, headed as `heading` gives them) and one example row.
 * Callers keep it once per process and language: a workbook written again carries a new time.
 */
export async function templateWorkbook(
  name: string,
  columns: readonly string[],
  example: Record<string, string>,
  heading: (column: string) => string,
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(name);
  sheet.columns = columns.map((c) => {
    const header = heading(c);
    return { header, key: c, width: Math.max(14, header.length + 4) };
  });
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(example);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The church an import names (a multipart text field, `church` unless told), or the caller's own. */
export function importChurch(fields: Record<string, string>, own: number | null, field = "church"): number {
  const named = fields[field] ?? "";
  if (named !== "" && !/^[1-9][0-9]{0,9}$/.test(named))
    throw fieldError(field, msg("Choose a valid church."));
  const church = named ? Number(named) : own;
  if (!church) throw fieldError(field, msg("Choose the church to import into."));
  return church;
}
