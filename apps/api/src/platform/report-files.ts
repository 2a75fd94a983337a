import type { DocumentDates, ReportCell, ReportDocument } from "@cm/contracts";
import { stringify } from "csv-stringify/sync";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { churches } from "../db/tables";
import { documentDates, documentLocale } from "./calendar-days";
import { cellText } from "./cells";
import { XLSX_TYPE } from "./exports";
import { type Translate, translator } from "./i18n";
import { type PdfFont, pdfFontOptions, usePdfFonts } from "./pdf-fonts";
import { FileAnswer, type ResourceContext } from "./resources/resource";

// A document's own words come translated in it (`reportDocument(report, t)`); these are the
// files' words, in the reader's language too (English unless a translator is given).
const english = translator("en");
const noData = (t: Translate) => t("Nothing was recorded in this period.");

/** A cell as exact text: amounts and percentages as their decimal strings. */
function plain(cell: ReportCell): string {
  if (typeof cell === "string") return cell;
  if ("count" in cell) return String(cell.count);
  return "amount" in cell ? cell.amount : cell.percent;
}

/** How a number cell shows in a workbook: amounts with two decimals, counts whole. */
const numberFormat = (cell: Exclude<ReportCell, string>) =>
  "amount" in cell ? "#,##0.00" : "count" in cell ? "#,##0" : "0.00";

/** The report as CSV: its heading lines, then each table; every cell formula-safe. */
export function reportCsv(doc: ReportDocument, t: Translate = english): FileAnswer {
  const lines: string[][] = [[doc.title], ...doc.meta.map(([k, v]) => [k, v]), []];
  if (doc.tables.length === 0) lines.push([noData(t)]);
  for (const table of doc.tables) {
    lines.push(
      [table.title],
      table.columns.map((c) => c.header),
    );
    for (const row of table.rows) lines.push(row.cells.map(plain));
    lines.push([]);
  }
  const text = `\uFEFF${stringify(lines.map((cells) => cells.map((c) => cellText(c))))}`;
  return new FileAnswer(Buffer.from(text, "utf8"), "text/csv; charset=utf-8", `${doc.filename}.csv`);
}

/** The report as a workbook: numbers stay numbers (two decimals shown), text is formula-safe. */
export async function reportXlsx(doc: ReportDocument, t: Translate = english): Promise<FileAnswer> {
  const book = new ExcelJS.Workbook();
  book.creator = "Church Management";
  const sheet = book.addWorksheet(t("Report"), {
    pageSetup: {
      paperSize: 9,
      orientation: doc.landscape ? "landscape" : "portrait",
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
    },
  });
  const title = sheet.addRow([cellText(doc.title)]);
  title.font = { bold: true, size: 14 };
  for (const [k, v] of doc.meta) sheet.addRow([cellText(k), cellText(v)]);
  sheet.addRow([]);
  if (doc.tables.length === 0) sheet.addRow([noData(t)]);
  const width = Math.max(1, ...doc.tables.map((t) => t.columns.length));
  for (const table of doc.tables) {
    sheet.addRow([cellText(table.title)]).font = { bold: true };
    const head = sheet.addRow(table.columns.map((c) => cellText(c.header)));
    head.font = { bold: true };
    head.eachCell((cell) => {
      cell.fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFE9ECEF" } };
    });
    for (const row of table.rows) {
      const added = sheet.addRow(
        row.cells.map((cell) => (typeof cell === "string" ? cellText(cell) : Number(plain(cell)))),
      );
      row.cells.forEach((cell, i) => {
        if (typeof cell !== "string") added.getCell(i + 1).numFmt = numberFormat(cell);
      });
      if (row.style) added.font = { bold: true };
    }
    sheet.addRow([]);
  }
  for (let i = 1; i <= width; i++) sheet.getColumn(i).width = i === 1 ? 32 : 18;
  const bytes = Buffer.from(await book.xlsx.writeBuffer());
  return new FileAnswer(bytes, XLSX_TYPE, `${doc.filename}.xlsx`);
}

/**
 * A cell as printed, the document's language's way: an amount's grouped digits without its code
 * (the table names the currency), "1,250.00" in English, "1 250,00" in French.
 */
function printed(cell: ReportCell, currency: string, locale: string): string {
  if (typeof cell === "string") return cell;
  if ("percent" in cell) return `${cell.percent} %`;
  if ("count" in cell) return printFormat(locale, "count").format(cell.count);
  return printFormat(locale, currency).format(Number(cell.amount));
}

// A number format is slow to make and documents print many amounts: one is kept per locale and
// currency ("count" for whole numbers).
const numberFormats = new Map<string, Intl.NumberFormat>();
/** An amount's digits as the currency writes them (its decimals), grouped, without its code. */
function printFormat(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, currency === "count" ? {} : digitsOf(currency));
    numberFormats.set(key, format);
  }
  return format;
}

/** How many decimals a currency writes (0 for CFA francs, 2 for cedis); 2 for an unknown code. */
function digitsOf(currency: string): Intl.NumberFormatOptions {
  try {
    const { minimumFractionDigits, maximumFractionDigits } = new Intl.NumberFormat("en-GB", {
      style: "currency",
      currency,
    }).resolvedOptions();
    return { minimumFractionDigits, maximumFractionDigits };
  } catch {
    return { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  }
}

/**
 * One table cell's text on one line at (x, y) within `width`: cut with "…" when too wide, set
 * against the right edge for a number. Drawn as a plain line, without pdfkit's line wrapper (a
 * wrapper per cell was most of a table's drawing time).
 */
function drawCell(
  pdf: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  width: number,
  right: boolean,
) {
  let shown = text.normalize("NFD");
  let shownWidth = pdf.widthOfString(shown);
  if (shownWidth > width) {
    while (shown.length > 1 && pdf.widthOfString(`${shown}…`) > width) shown = shown.slice(0, -1);
    shown = `${shown.trimEnd()}…`;
    shownWidth = pdf.widthOfString(shown);
  }
  pdf.text(shown, right ? x + width - shownWidth : x, y, { lineBreak: false });
}

/**
 * The report as an A4 PDF (landscape for the wide remittance table): a heading block, each table
 * with its header repeated on every page it runs onto, and page numbers. Built with pdfkit and its
 * embedded fonts (pdf-fonts.ts), so no browser is needed; streams are left uncompressed, so the
 * document's size depends only on its content.
 */
export async function reportPdf(doc: ReportDocument, t: Translate = english): Promise<FileAnswer> {
  return new FileAnswer(await reportPdfBytes(doc, t), "application/pdf", `${doc.filename}.pdf`);
}

/** The report's PDF itself, for a file that holds it among others (a ZIP). */
export async function reportPdfBytes(doc: ReportDocument, t: Translate = english): Promise<Buffer> {
  // Loaded on the first PDF, so starting the server does not pay for it.
  const { default: PDFDocument } = await import("pdfkit");
  const pdf = new PDFDocument({
    size: "A4",
    layout: doc.landscape ? "landscape" : "portrait",
    margin: 40,
    bufferPages: true,
    compress: false,
    info: { Title: doc.title, Author: "Church Management" },
    ...pdfFontOptions(),
  });
  usePdfFonts(pdf);
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
  const left = pdf.page.margins.left;
  const usable = pdf.page.width - left - pdf.page.margins.right;
  const bottom = () => pdf.page.height - pdf.page.margins.bottom - 20;

  pdf.font("bold").fontSize(18).text(doc.title, left, pdf.page.margins.top);
  pdf.moveDown(0.4).font("regular").fontSize(10);
  for (const [k, v] of doc.meta) pdf.text(`${k}: ${v}`);
  pdf.moveDown(1);
  if (doc.tables.length === 0) pdf.fontSize(11).text(noData(t));

  // pdfkit compares the whole font's names each time one is chosen: only a change is asked for.
  let currentFont = "";
  const useFont = (name: PdfFont) => {
    if (name !== currentFont) pdf.font(name);
    currentFont = name;
  };
  const locale = doc.locale ?? "en-GB";
  const size = doc.landscape ? 7.5 : 9.5;
  const rowHeight = size + 8;
  for (const table of doc.tables) {
    const currency = table.currency ?? "XXX";
    const first = doc.landscape ? 0.14 : 0.46;
    const widths = table.columns.map((_, i) =>
      i === 0 ? usable * first : (usable * (1 - first)) / (table.columns.length - 1),
    );
    const drawRow = (cells: string[], options: { bold?: boolean; shade?: string }) => {
      if (pdf.y + rowHeight > bottom()) {
        pdf.addPage();
        drawHeader();
      }
      const y = pdf.y;
      if (options.shade) pdf.rect(left, y, usable, rowHeight).fill(options.shade).fillColor("black");
      let x = left;
      useFont(options.bold ? "bold" : "regular");
      pdf.fontSize(size);
      cells.forEach((text, i) => {
        drawCell(pdf, text, x + 3, y + 4, (widths[i] ?? 0) - 6, table.columns[i]?.numeric ?? false);
        x += widths[i] ?? 0;
      });
      pdf.x = left;
      pdf.y = y + rowHeight;
    };
    const drawHeader = () =>
      drawRow(
        table.columns.map((c) => c.header),
        { bold: true, shade: "#e9ecef" },
      );
    if (pdf.y + rowHeight * 4 > bottom()) pdf.addPage();
    useFont("bold");
    pdf.fontSize(11).text(table.title, left, pdf.y);
    pdf.moveDown(0.3);
    drawHeader();
    for (const row of table.rows) {
      drawRow(
        row.cells.map((c) => printed(c, row.currency ?? currency, locale)),
        { bold: row.style !== undefined, shade: row.style === "section" ? "#f6f7f8" : undefined },
      );
    }
    pdf.moveDown(1);
  }
  const range = pdf.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    pdf.switchToPage(range.start + i);
    // Writing inside the bottom margin would start a new page: the margin is lifted for the footer.
    const margin = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    useFont("regular");
    pdf
      .fontSize(8)
      .fillColor("#555555")
      .text(
        t("{title} · Page {page} of {pages}", { title: doc.title, page: i + 1, pages: range.count }),
        left,
        pdf.page.height - margin + 10,
        { width: usable, align: "center", lineBreak: false },
      );
    pdf.page.margins.bottom = margin;
  }
  pdf.end();
  return done;
}

/**
 * A report as a download for whoever asked for it: its words and dates in their language, the
 * moment it was made at their church's clock (UTC for an officer without a church).
 */
export async function readerReportFile(
  ctx: ResourceContext,
  format: "xlsx" | "csv" | "pdf",
  build: (t: Translate, dates: DocumentDates) => Omit<ReportDocument, "locale">,
): Promise<FileAnswer> {
  const language = ctx.request.language;
  const t = translator(language);
  const zone = await readerZone(ctx);
  const doc = { ...build(t, documentDates(language, zone)), locale: documentLocale(language) };
  return format === "csv" ? reportCsv(doc, t) : format === "xlsx" ? reportXlsx(doc, t) : reportPdf(doc, t);
}

/** The time zone of the reader's own church, else UTC. */
async function readerZone(ctx: ResourceContext): Promise<string> {
  const church = ctx.principal?.church;
  if (!church) return "UTC";
  const [row] = await ctx.data
    .select({ zone: churches.time_zone })
    .from(churches)
    .where(eq(churches.id, church))
    .limit(1);
  return row?.zone ?? "UTC";
}
