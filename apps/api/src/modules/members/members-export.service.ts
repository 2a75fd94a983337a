import { PassThrough, Readable } from "node:stream";
import { type Language, MEMBER_HOUSEHOLD_COLUMNS, MEMBER_IMPORT_COLUMNS, msg } from "@cm/contracts";
import { stringify } from "csv-stringify/sync";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { householdMembers, households, members } from "../../db/tables";
import { cellText, spreadsheetSafe } from "../../platform/cells";
import { columnHeading } from "../../platform/column-headings";
import { translator } from "../../platform/i18n";
import { FileAnswer, type ListSelection } from "../../platform/resources/resource";
import type { Data } from "../../platform/resources/scoped-data";
import { templateWorkbook } from "../../platform/spreadsheets";
import { type FieldDef, valueText } from "./member-field-values";

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const EXPORT_COLUMNS = ["id", ...MEMBER_IMPORT_COLUMNS] as const;
const TEMPLATE_COLUMNS = [...MEMBER_IMPORT_COLUMNS, ...MEMBER_HOUSEHOLD_COLUMNS];
// Rows are read a slice at a time and written out as they come, so memory stays flat.
const SLICE = 2_000;
const EXAMPLE: Record<(typeof TEMPLATE_COLUMNS)[number], string> = {
  first_name: "Ama",
  last_name: "Mensah",
  other_names: "Serwaa",
  gender: "FEMALE",
  date_of_birth: "1990-04-21",
  phone: "024 412 3456",
  email: "ama.mensah@example.org",
  address: "12 Church Road, Accra",
  marital_status: "MARRIED",
  occupation: "Teacher",
  membership_date: "2015-06-07",
  baptism_date: "2015-08-30",
  category: "Women",
  home_cell_fellowship: "Dansoman Cell",
  home_cell_pastor: "Pastor Kofi Asante",
  is_active: "yes",
  notes: "",
  household: "Mensah family",
  household_role: "spouse",
};

/**
 * The members of a list selection in its order, a slice at a time, as rows of text cells: their
 * own columns, their household's name and their role in it, then the church's fields.
 */
async function* exportRows(db: Data, list: ListSelection, fields: FieldDef[]): AsyncGenerator<string[][]> {
  for (let offset = 0; ; offset += SLICE) {
    const rows = await db
      .select({ member: members, household: households.name, household_role: householdMembers.role })
      .from(members)
      .leftJoin(householdMembers, eq(householdMembers.member, members.id))
      .leftJoin(households, eq(households.id, householdMembers.household))
      .where(list.where)
      .orderBy(...list.order)
      .limit(SLICE)
      .offset(offset);
    if (rows.length)
      yield rows.map(({ member, household, household_role }) => [
        ...EXPORT_COLUMNS.map((c) => cellText(member[c])),
        cellText(household),
        cellText(household_role),
        ...fields.map((f) => cellText(valueText(member.custom_fields[String(f.id)]))),
      ]);
    if (rows.length < SLICE) return;
  }
}

async function* csvChunks(slices: AsyncGenerator<string[][]>, header: string[]): AsyncGenerator<string> {
  // The byte-order mark makes spreadsheet programs read the file as UTF-8.
  yield `\uFEFF${stringify([header])}`;
  for await (const slice of slices) yield stringify(slice);
}

function xlsxStream(slices: AsyncGenerator<string[][]>, header: string[], sheetName: string): PassThrough {
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = book.addWorksheet(sheetName);
  (async () => {
    sheet.addRow(header).commit();
    for await (const slice of slices) for (const cells of slice) sheet.addRow(cells).commit();
    sheet.commit();
    await book.commit();
  })().catch((e) => out.destroy(e));
  return out;
}

/**
 * The standard columns' headings in `language`. A church field whose label is a standard column's
 * heading ("Baptism date") keeps that heading; the standard column is then headed by its name
 * (`baptism_date`), so the file imports back each into its own.
 */
function standardHeadings(language: Language, columns: readonly string[], fields: FieldDef[]) {
  const labels = new Set(fields.map((f) => f.label.trim().toLowerCase()));
  return (column: string) => {
    const heading = columnHeading(language, column);
    return labels.has(heading.trim().toLowerCase()) && columns.includes(column) ? column : heading;
  };
}

/**
 * The members of the list's search and filters as a streamed XLSX or CSV download, headed in the
 * reader's language; the church's own fields follow the standard columns, each headed by its label.
 */
export function membersExport(
  db: Data,
  list: ListSelection,
  options: { format: "xlsx" | "csv"; today: string; language: Language; fields?: FieldDef[] },
) {
  const { format, language, fields = [] } = options;
  const slices = exportRows(db, list, fields);
  const standard = [...EXPORT_COLUMNS, ...MEMBER_HOUSEHOLD_COLUMNS];
  const heading = standardHeadings(language, standard, fields);
  const header = [...standard.map(heading), ...fields.map((f) => spreadsheetSafe(f.label))];
  const name = `members-${options.today}.${format}`;
  return format === "csv"
    ? new FileAnswer(Readable.from(csvChunks(slices, header)), "text/csv; charset=utf-8", name)
    : new FileAnswer(xlsxStream(slices, header, translator(language)(msg("Members"))), XLSX_TYPE, name);
}

/**
 * The import template in the reader's language: the columns, then one example row. Kept once per
 * process and language: it is the same file for everyone, and a workbook written again carries a
 * new time in its properties.
 */
const templates = new Map<Language, Promise<Buffer>>();
export async function membersTemplate(language: Language, fields: FieldDef[] = []): Promise<FileAnswer> {
  const name = "members-import-template.xlsx";
  const sheet = translator(language)(msg("Members"));
  const heading = standardHeadings(language, TEMPLATE_COLUMNS, fields);
  if (!fields.length) {
    let template = templates.get(language);
    if (!template) {
      template = templateWorkbook(sheet, TEMPLATE_COLUMNS, EXAMPLE, heading);
      templates.set(language, template);
    }
    return new FileAnswer(await template, XLSX_TYPE, name);
  }
  // A church with its own fields gets them as extra columns (by label): its own file, built each time.
  const labels = fields.map((f) => spreadsheetSafe(f.label));
  const example = { ...EXAMPLE, ...Object.fromEntries(fields.map((f, i) => [labels[i], exampleOf(f)])) };
  const bytes = await templateWorkbook(sheet, [...TEMPLATE_COLUMNS, ...labels], example, heading);
  return new FileAnswer(bytes, XLSX_TYPE, name);
}

/** An example value of a church's field for the template's example row. */
function exampleOf(field: FieldDef): string {
  switch (field.type) {
    case "number":
      return "12";
    case "date":
      return "2016-03-27";
    case "yes_no":
      return "yes";
    case "choice":
      return field.options[0] ?? "";
    case "text":
      return "";
  }
}
