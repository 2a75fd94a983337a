import { PassThrough, Readable } from "node:stream";
import { MEMBER_IMPORT_COLUMNS, memberExportQuery, todayIso } from "@cm/contracts";
import { stringify } from "csv-stringify/sync";
import type { SQL } from "drizzle-orm";
import ExcelJS from "exceljs";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { members } from "../../db/tables";
import { type AccessRule, describeAccess, principalOf } from "../../platform/auth/access";
import { requireFeature } from "../../platform/features";
import { allOf, listConditions, listOrder, listQuerySchema } from "../../platform/resources/list";
import { membersResource } from "./members.routes";
import { memberScope } from "./members.service";
import { spreadsheetSafe } from "./members-sheets";

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const EXPORT_COLUMNS = ["id", ...MEMBER_IMPORT_COLUMNS] as const;
// Rows are read a slice at a time and written out as they come, so memory stays flat.
const SLICE = 2_000;
const EXAMPLE: Record<(typeof MEMBER_IMPORT_COLUMNS)[number], string> = {
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
};

const cellOf = (value: unknown): string =>
  spreadsheetSafe(
    value === null || value === undefined
      ? ""
      : typeof value === "boolean"
        ? value
          ? "yes"
          : "no"
        : String(value),
  );

/** The members in the list's order, a slice at a time, as rows of text cells. */
async function* exportRows(db: Db, where: SQL | undefined, order: SQL[]): AsyncGenerator<string[][]> {
  for (let offset = 0; ; offset += SLICE) {
    const rows = await db
      .select()
      .from(members)
      .where(where)
      .orderBy(...order)
      .limit(SLICE)
      .offset(offset);
    if (rows.length)
      yield rows.map((r) => EXPORT_COLUMNS.map((c) => cellOf((r as Record<string, unknown>)[c])));
    if (rows.length < SLICE) return;
  }
}

async function* csvChunks(slices: AsyncGenerator<string[][]>): AsyncGenerator<string> {
  // The byte-order mark makes spreadsheet programs read the file as UTF-8.
  yield `\uFEFF${stringify([[...EXPORT_COLUMNS]])}`;
  for await (const slice of slices) yield stringify(slice);
}

function xlsxStream(slices: AsyncGenerator<string[][]>): PassThrough {
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = book.addWorksheet("Members");
  (async () => {
    sheet.addRow([...EXPORT_COLUMNS]).commit();
    for await (const slice of slices) for (const cells of slice) sheet.addRow(cells).commit();
    sheet.commit();
    await book.commit();
  })().catch((e) => out.destroy(e));
  return out;
}

/** The import template: the columns, then one example row. */
async function template(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Members");
  sheet.columns = MEMBER_IMPORT_COLUMNS.map((c) => ({
    header: c,
    key: c,
    width: Math.max(14, c.length + 4),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(EXAMPLE);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The template and the export: files, so plain routes (an action answers JSON). */
export async function memberExportRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const read: AccessRule = { permission: "church-life.read" };
  const gate = {
    preValidation: async (request: FastifyRequest) =>
      requireFeature(app.featureGate, request.principal, "MEMBER_MANAGEMENT"),
  };
  const docs = {
    tags: ["members"],
    description: `Access: ${describeAccess(read)}.`,
    security: [{ bearerAuth: [] }],
  };
  const exportQuery = listQuerySchema(membersResource).extend({
    ...memberExportQuery.shape,
  });

  api.get(`${membersResource.path}template/`, {
    ...gate,
    config: { access: read },
    schema: { ...docs, summary: "Download the import template (XLSX: the columns and one example row)" },
    handler: async (_request, reply) =>
      reply
        .type(XLSX_TYPE)
        .header("Content-Disposition", 'attachment; filename="members-import-template.xlsx"')
        .header("Cache-Control", "no-store")
        .send(await template()),
  });

  api.get(`${membersResource.path}export/`, {
    ...gate,
    config: { access: read },
    schema: {
      ...docs,
      summary: "Download the members of the list's search and filters as XLSX or CSV (format=xlsx|csv)",
      querystring: exportQuery,
    },
    handler: async (request, reply) => {
      const q = request.query as z.infer<typeof exportQuery>;
      const where = allOf([memberScope(principalOf(request)), ...listConditions(membersResource, q)]);
      const slices = exportRows(app.db, where, listOrder(membersResource, q.ordering));
      const name = `members-${todayIso()}.${q.format}`;
      reply
        .header("Content-Disposition", `attachment; filename="${name}"`)
        .header("Cache-Control", "no-store");
      if (q.format === "csv")
        return reply.type("text/csv; charset=utf-8").send(Readable.from(csvChunks(slices)));
      return reply.type(XLSX_TYPE).send(xlsxStream(slices));
    },
  });
}
