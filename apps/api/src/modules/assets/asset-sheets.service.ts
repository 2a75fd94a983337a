import {
  ASSET_UPLOAD_COLUMNS,
  type AssetUploadReport,
  assetUploadRow,
  hasPermission,
  type Language,
  msg,
  todayIso,
} from "@cm/contracts";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import { assetCategories, assets } from "../../db/tables";
import { inChunks, insertInBatches, valuesOf } from "../../platform/bulk-writes";
import { columnHeading, columnList } from "../../platform/column-headings";
import { AppError, fieldError, type Text } from "../../platform/errors";
import { XLSX_TYPE } from "../../platform/exports";
import { translator } from "../../platform/i18n";
import { FileAnswer, type ResourceContext, type Row } from "../../platform/resources/resource";
import {
  checkedRow,
  headerFields,
  listedErrors,
  sheetKind,
  sheetRows,
  templateWorkbook,
  typedText,
} from "../../platform/spreadsheets";
import { ensureDefaultCategories, nextTags } from "./asset-rules.service";

/** A row's problem (its column headed and its message put in the request's language when answered). */
type UploadError = Omit<AssetUploadReport["errors"][number], "message" | "column"> & { message: Text };
type ValidRow = { row: number; data: z.infer<typeof assetUploadRow> };

const EXAMPLE: Record<(typeof ASSET_UPLOAD_COLUMNS)[number], string> = {
  name: "Yamaha keyboard PSR-E473",
  category: "Movable Asset",
  asset_tag: "",
  serial_number: "YK-473-0091",
  description: "Main keyboard of the worship team",
  location: "Main auditorium",
  purchase_date: "2023-02-14",
  purchase_cost: "4500.00",
  current_value: "3800.00",
  condition: "GOOD",
};

const templates = new Map<Language, Promise<Buffer>>();
/** The bulk-upload template in the reader's language: the columns and one example row (kept per language). */
export async function assetsTemplate(language: Language): Promise<FileAnswer> {
  let template = templates.get(language);
  if (!template) {
    const sheet = translator(language)(msg("Assets"));
    const heading = (column: string) => columnHeading(language, column);
    template = templateWorkbook(sheet, ASSET_UPLOAD_COLUMNS, EXAMPLE, heading);
    templates.set(language, template);
  }
  const bytes = await template;
  return new FileAnswer(bytes, XLSX_TYPE, "assets-upload-template.xlsx");
}

/** A row's cells as the fields of an asset, before validation: empty dates and amounts are null. */
function rowValues(cells: string[], columns: (string | null)[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  columns.forEach((column, i) => {
    if (!column) return;
    const text = typedText(cells[i]);
    if (["purchase_date", "purchase_cost", "current_value"].includes(column)) out[column] = text || null;
    else if (column === "condition") out[column] = text ? text.toUpperCase() : undefined;
    else out[column] = text;
  });
  return out;
}

/** The tags (lower case) of `wanted` that the church's assets already have, looked up 1,000 at a time. */
async function tagsInUse(ctx: ResourceContext, church: number, wanted: string[]): Promise<Set<string>> {
  const reach = await ctx.scoped({ resource: "assets", church });
  const taken = new Set<string>();
  await inChunks(wanted, 1_000, async (chunk) => {
    const rows = await reach.pick(
      { tag: assets.asset_tag },
      assets,
      sql`lower(${assets.asset_tag}) in ${valuesOf(chunk)}`,
    );
    for (const { tag } of rows) taken.add(tag.toLowerCase());
  });
  return taken;
}

/**
 * Reads and checks every row: the asset fields, no formulas, its category by name (made when
 * missing only for an uploader who may add categories), its tag unused in the file and the church.
 */
async function checkRows(ctx: ResourceContext, bytes: Buffer, church: number) {
  const kind = await sheetKind(bytes);
  const errors: UploadError[] = [];
  const valid: ValidRow[] = [];
  const tags = new Map<string, number>();
  let columns: (string | null)[] | null = null;
  for await (const { row, cells, problems } of sheetRows(bytes, kind)) {
    if (!columns) {
      columns = headerFields(cells, ASSET_UPLOAD_COLUMNS);
      const missing = ["name", "category"].filter((c) => !columns?.includes(c));
      if (missing.length)
        throw fieldError(
          "file",
          msg(
            "The first row must name the columns, including {columns}. Download the template to see them.",
            { columns: columnList(ctx.request.language, missing) },
          ),
        );
      continue;
    }
    const rowErrors: UploadError[] = problems.flatMap((p) => {
      const field = columns?.[p.cell];
      return field ? [{ row, field, message: p.message }] : [];
    });
    const checked = checkedRow(
      assetUploadRow,
      rowValues(cells, columns),
      ctx.now,
      rowErrors.map((e) => e.field),
    );
    rowErrors.push(...checked.issues.map((issue) => ({ row, ...issue })));
    if (checked.data) {
      const tag = checked.data.asset_tag.toLowerCase();
      const same = tag ? tags.get(tag) : undefined;
      if (same)
        rowErrors.push({
          row,
          field: "asset_tag",
          message: msg("Row {row} already has this asset tag.", { row: same }),
        });
      else if (tag) tags.set(tag, row);
      if (!rowErrors.length) valid.push({ row, data: checked.data });
    }
    errors.push(...rowErrors);
  }
  if (!columns) throw fieldError("file", msg("The file is empty. Download the template and fill it in."));

  const takenTags = await tagsInUse(ctx, church, [...tags.keys()]);
  await ensureDefaultCategories(ctx, church);
  const categories = new Map(
    (
      await ctx.data
        .select({ id: assetCategories.id, name: assetCategories.name })
        .from(assetCategories)
        .where((await ctx.scoped({ resource: "asset-categories", church })).where())
    ).map((c) => [c.name.toLowerCase(), c.id]),
  );
  const mayAdd = ctx.principal !== null && hasPermission(ctx.principal, "assets.categories.write");
  const toCreate = new Map<string, string>();
  for (const { row, data } of valid) {
    if (data.asset_tag && takenTags.has(data.asset_tag.toLowerCase()))
      errors.push({
        row,
        field: "asset_tag",
        message: msg("This church already has an asset with this tag."),
      });
    const key = data.category.toLowerCase();
    if (categories.has(key)) continue;
    if (mayAdd) toCreate.set(key, data.category);
    else
      errors.push({
        row,
        field: "category",
        message: msg(
          "This church has no category named {category}. Ask a church admin to add it, or use an existing one.",
          { category: data.category },
        ),
      });
  }
  return { valid, errors, kind, categories, toCreate };
}

/** A bulk upload checked outside any transaction: its rows, and the categories it will make. */
export type CheckedAssetSheet = Awaited<ReturnType<typeof checkRows>> & { church: number; currency: string };

/**
 * Reads and checks every row of a bulk upload before any transaction: all rows are added, or
 * none when a row needs fixing (400 with the errors by row).
 */
export async function checkAssetSheet(
  ctx: ResourceContext,
  bytes: Buffer,
  church: number,
  currency: string,
): Promise<CheckedAssetSheet> {
  const checked = await checkRows(ctx, bytes, church);
  const { valid, errors } = checked;
  if (errors.length) {
    const rows = new Set(errors.map((e) => e.row)).size;
    throw new AppError(
      400,
      "invalid_rows",
      msg(
        "No assets were added: {rows, plural, one {{rows} row needs} other {{rows} rows need}} fixing. Correct them and upload the file again.",
        { rows },
      ),
      {},
      { imported: 0, categories_created: [], ...listedErrors(errors) },
    );
  }
  if (!valid.length) throw fieldError("file", msg("The file has no asset rows under its header."));
  return { ...checked, church, currency };
}

/** Adds a checked bulk upload's categories and assets, and its audit row, in the action's transaction. */
export async function addAssets(ctx: ResourceContext, sheet: CheckedAssetSheet): Promise<AssetUploadReport> {
  const { valid, kind, categories, toCreate, church, currency } = sheet;
  const tx = ctx.data;
  if (toCreate.size) {
    const made = await tx
      .insert(assetCategories)
      .values([...toCreate.values()].map((name) => ({ church, name })))
      .returning();
    for (const c of made) categories.set(c.name.toLowerCase(), c.id);
  }
  const untagged = valid.filter((v) => !v.data.asset_tag).length;
  const named = new Set(valid.map((v) => v.data.asset_tag.toLowerCase()).filter(Boolean));
  const fresh = untagged ? await nextTags(ctx, tx, church, untagged, named) : [];
  let next = 0;
  await insertInBatches(tx, assets, valid, ({ data }) => ({
    ...data,
    church,
    currency,
    category: categories.get(data.category.toLowerCase()) as number,
    asset_tag: data.asset_tag || (fresh[next++] as string),
    created_by: ctx.principal?.id ?? null,
  }));
  await ctx.audit({
    changes: { church, imported: valid.length, categories_created: [...toCreate.values()], format: kind },
  });
  return { imported: valid.length, categories_created: [...toCreate.values()], errors: [], error_count: 0 };
}

/** The export's columns (cells go through the one formula-safe cell function). */
export const EXPORT_COLUMNS = [
  { header: "asset_tag", value: (r: Row) => r.asset_tag },
  { header: "name", value: (r: Row) => r.name },
  { header: "category", value: (r: Row) => r.category_name },
  { header: "church", value: (r: Row) => r.church_name },
  { header: "serial_number", value: (r: Row) => r.serial_number },
  { header: "location", value: (r: Row) => r.location },
  { header: "condition", value: (r: Row) => r.condition },
  { header: "status", value: (r: Row) => r.status },
  { header: "purchase_date", value: (r: Row) => r.purchase_date },
  { header: "purchase_cost", value: (r: Row) => r.purchase_cost },
  { header: "current_value", value: (r: Row) => r.current_value },
  { header: "currency", value: (r: Row) => r.currency },
  { header: "description", value: (r: Row) => r.description },
];

export const exportName = (ctx: ResourceContext) => `assets-${todayIso(ctx.now)}`;
