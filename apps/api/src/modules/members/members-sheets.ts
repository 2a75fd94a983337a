import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { fileTypeFromBuffer } from "file-type";
import { AppError } from "../../platform/errors";

/** A spreadsheet row as text cells, with its row number in the file (the header is row 1). */
export type SheetRow = { row: number; cells: string[]; formulas: number[] };

const XLSX_MIME = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const wrongType = () =>
  new AppError(
    415,
    "unsupported_file_type",
    "This kind of file cannot be imported. Save the list as an Excel workbook (.xlsx) or a CSV file and try again.",
  );

/** Whether the bytes are an Excel workbook or CSV text, read from the content, never the name. */
export async function sheetKind(bytes: Buffer): Promise<"xlsx" | "csv"> {
  const type = await fileTypeFromBuffer(bytes);
  if (type?.mime === XLSX_MIME) return "xlsx";
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

/** Parses CSV text (RFC 4180 quoting; comma, semicolon or tab separated, detected on the header line). */
export function parseCsv(text: string): string[][] {
  const body = text.replace(/^\uFEFF/, "");
  const firstLine = body.slice(0, body.search(/\r?\n|$/));
  const separator = [",", ";", "\t"].reduce((best, s) =>
    firstLine.split(s).length > firstLine.split(best).length ? s : best,
  );
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === "") quoted = true;
    else if (c === separator) {
      row.push(cell);
      cell = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && body[i + 1] === "\n") i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += c;
  }
  if (cell !== "" || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** One workbook cell as text; formulas are flagged, never evaluated or stored as formulas. */
function cellText(value: ExcelJS.CellValue): { text: string; formula: boolean } {
  if (value === null || value === undefined) return { text: "", formula: false };
  if (value instanceof Date) return { text: isoDay(value), formula: false };
  if (typeof value === "object") {
    if ("formula" in value || "sharedFormula" in value) return { text: "", formula: true };
    if ("richText" in value) return { text: value.richText.map((r) => r.text).join(""), formula: false };
    if ("text" in value) return { text: String(value.text), formula: false };
    if ("error" in value) return { text: "", formula: false };
    return { text: "", formula: false };
  }
  return { text: String(value), formula: false };
}

/** The rows of the first worksheet of an XLSX workbook, read as a stream (memory stays flat). */
async function* xlsxRows(bytes: Buffer): AsyncGenerator<SheetRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    worksheets: "emit",
    sharedStrings: "cache",
    styles: "cache",
    hyperlinks: "ignore",
    entries: "ignore",
  });
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = row.values as ExcelJS.CellValue[];
        const cells: string[] = [];
        const formulas: number[] = [];
        for (let i = 1; i < values.length; i++) {
          const { text, formula } = cellText(values[i]);
          cells.push(text);
          if (formula) formulas.push(i - 1);
        }
        yield { row: row.number, cells, formulas };
      }
      return; // the first worksheet only
    }
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw new AppError(
      400,
      "unreadable_file",
      "This workbook could not be read. Open it, save it again and retry.",
    );
  }
}

/** The rows of an XLSX or CSV file, whichever the content is. */
export async function* sheetRows(bytes: Buffer, kind: "xlsx" | "csv"): AsyncGenerator<SheetRow> {
  if (kind === "xlsx") {
    yield* xlsxRows(bytes);
    return;
  }
  const rows = parseCsv(bytes.toString("utf8"));
  for (let i = 0; i < rows.length; i++) yield { row: i + 1, cells: rows[i] ?? [], formulas: [] };
}

/** Spreadsheet programs run cells that start with = + - @ as formulas; a leading ' keeps them text. */
export const spreadsheetSafe = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
