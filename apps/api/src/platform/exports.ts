import { PassThrough, Readable } from "node:stream";
import { type Language, listTotals } from "@cm/contracts";
import { stringify } from "csv-stringify/sync";
import { type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import ExcelJS from "exceljs";
import type { Db, Tx } from "../db/client";
import { cellText } from "./cells";
import { columnHeading } from "./column-headings";
import { translator } from "./i18n";
import { FileAnswer, type ListSelection, type Row, type RowOf } from "./resources/resource";
import type { Data } from "./resources/scoped-data";

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
// Rows are read a slice at a time and written out as they come, so memory stays flat.
const SLICE = 2_000;

/** One column of an export: its name (headed in the reader's words) and how a (decorated) row gives its value. */
export type ExportColumn<D = Row> = { header: string; value: (row: D) => unknown };

async function* exportRows<T extends PgTable, D>(
  db: Db | Tx | Data,
  table: T,
  list: ListSelection,
  columns: ExportColumn<D>[],
  decorate: (rows: RowOf<T>[]) => Promise<D[]>,
): AsyncGenerator<string[][]> {
  for (let offset = 0; ; offset += SLICE) {
    const rows = (await db
      .select()
      .from(table as PgTable)
      .where(list.where)
      .orderBy(...list.order)
      .limit(SLICE)
      .offset(offset)) as RowOf<T>[];
    if (rows.length) yield (await decorate(rows)).map((r) => columns.map((c) => cellText(c.value(r))));
    if (rows.length < SLICE) return;
  }
}

/**
 * The records of a list's search and filters as a streamed XLSX or CSV download. Every cell goes
 * through cellText, so a payee such as "=HYPERLINK(...)" stays text in a spreadsheet program.
 */
export function recordsExport<T extends PgTable, D>(options: {
  db: Db | Tx | Data;
  table: T;
  list: ListSelection;
  columns: ExportColumn<D>[];
  decorate: (rows: RowOf<T>[]) => Promise<D[]>;
  format: "xlsx" | "csv";
  /** The sheet's name, in English (`msg("Income")`), and the reader's language. */
  sheet: string;
  language: Language;
  filename: string;
}): FileAnswer {
  const { columns, format, language } = options;
  const slices = exportRows(options.db, options.table, options.list, columns, options.decorate);
  const headers = columns.map((c) => columnHeading(language, c.header));
  if (format === "csv") {
    async function* chunks() {
      // The byte-order mark makes spreadsheet programs read the file as UTF-8.
      yield `\uFEFF${stringify([headers])}`;
      for await (const slice of slices) yield stringify(slice);
    }
    return new FileAnswer(Readable.from(chunks()), "text/csv; charset=utf-8", `${options.filename}.csv`);
  }
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = book.addWorksheet(translator(language)(options.sheet));
  (async () => {
    sheet.addRow(headers).commit();
    for await (const slice of slices) for (const cells of slice) sheet.addRow(cells).commit();
    sheet.commit();
    await book.commit();
  })().catch((e) => out.destroy(e));
  return new FileAnswer(out, XLSX_TYPE, `${options.filename}.xlsx`);
}

/** The totals of a list's filtered rows per currency (the figures under the income and expense tables). */
export async function listTotalsOf(
  db: Db | Tx | Data,
  table: PgTable & { currency: unknown; amount: unknown },
  where: SQL | undefined,
) {
  const result = await db.execute(sql`
    select ${table.currency} as currency, sum(${table.amount})::numeric(20, 2)::text as total, count(*)::int as count
    from ${table} ${where ? sql`where ${where}` : sql``}
    group by ${table.currency} order by ${table.currency}`);
  return listTotals.parse(
    (result as unknown as { rows: { currency: string; total: string; count: number }[] }).rows.map((r) => ({
      ...r,
      count: Number(r.count),
    })),
  );
}
