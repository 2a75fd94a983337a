import {
  ASSET_CONDITIONS,
  ASSET_PHOTO_MAX_BYTES,
  ASSET_STATUSES,
  apiPath,
  asset,
  assetAreaEndpoints,
  assetCreate,
  assetExportQuery,
  assetGlobal,
  assetGlobalQuery,
  assetLabelsQuery,
  assetStatusInput,
  assetsEndpoints,
  assetTotals,
  assetUpdate,
  assetUploadReport,
  assetValueBound,
  assetValueInput,
  assetHistory as historyShape,
  msg,
} from "@cm/contracts";
import { eq, gte, ilike, lte, sql } from "drizzle-orm";
import { z } from "zod";
import { assetDocuments, assets } from "../../db/tables";
import { churchCurrency } from "../../platform/church-currency";
import { AppError } from "../../platform/errors";
import { recordsExport } from "../../platform/exports";
import {
  actionsOf,
  customFilter,
  defineResource,
  type ResourceContext,
  type ResourceSpec,
  type RowOf,
  readOnly,
  readWrite,
} from "../../platform/resources/resource";
import { importChurch, SPREADSHEET_MAX_BYTES, SPREADSHEET_TOO_LARGE } from "../../platform/spreadsheets";
import { globalView } from "./asset-global.service";
import { labelSheet } from "./asset-labels.service";
import { CHURCH_SCOPE, containing, GLOBAL, READ, WRITE } from "./asset-rules.service";
import {
  addAssets,
  assetsTemplate,
  checkAssetSheet,
  EXPORT_COLUMNS,
  exportName,
} from "./asset-sheets.service";
import {
  attachPhoto,
  changeStatus,
  decorateAssets,
  historyOf,
  photoOf,
  prepareAssetWrite,
  removePhoto,
  storePhoto,
  updateValue,
} from "./assets.service";

const action = actionsOf(assets);

/** A deleted asset takes its photo and its documents' files with it once the delete commits. */
async function removeStoredFiles(ctx: ResourceContext, existing: RowOf<typeof assets>): Promise<void> {
  removePhoto(ctx, existing);
  const reach = await ctx.scoped({ resource: "asset-documents" });
  const kept = await reach.pick(
    { file: assetDocuments.file },
    assetDocuments,
    eq(assetDocuments.asset, existing.id),
  );
  ctx.afterCommit(async () => {
    for (const { file } of kept) await ctx.request.server.files.remove(file);
  });
}

/** What both asset routes list: a church's assets, with the register's search, filters and order. */
const register: Pick<
  ResourceSpec<typeof assets>,
  "table" | "entity" | "scope" | "feature" | "search" | "ordering" | "filters" | "decorate"
> = {
  table: assets,
  entity: asset,
  scope: CHURCH_SCOPE,
  feature: "ASSET_MANAGEMENT",
  search: ["name", "asset_tag", "serial_number"],
  ordering: ["name", "asset_tag", "current_value", "purchase_date", "created_at", "status"],
  filters: {
    church: "int",
    category: "int",
    status: customFilter(z.enum(ASSET_STATUSES, "Choose a status."), (v) => eq(assets.status, v)),
    condition: customFilter(z.enum(ASSET_CONDITIONS, "Choose new, good, fair or poor."), (v) =>
      eq(assets.condition, v),
    ),
    location: {
      schema: z.string().max(200),
      where: (v) => (String(v).trim() ? ilike(assets.location, containing(String(v).trim())) : undefined),
    },
    current_value__gte: { schema: assetValueBound, where: (v) => gte(assets.current_value, String(v)) },
    current_value__lte: { schema: assetValueBound, where: (v) => lte(assets.current_value, String(v)) },
  },
  decorate: (rows, ctx) => decorateAssets(ctx, rows),
};

/** A church's asset register. */
export const assetsResource = defineResource({
  name: "assets",
  path: apiPath(assetsEndpoints),
  ...register,
  create: assetCreate,
  update: assetUpdate,
  access: readWrite(READ, WRITE),
  references: { church: "churches" },
  beforeWrite: prepareAssetWrite,
  beforeDelete: removeStoredFiles,
  actions: {
    change_status: action.detail({
      method: "POST",
      access: WRITE,
      summary:
        "Move an asset to another status (ACTIVE, RETIRED, DISPOSED or LOST, as its current one allows; DISPOSED is final). Kept in its history",
      input: assetStatusInput,
      output: asset,
      run: (ctx) => changeStatus(ctx, ctx.object, ctx.input),
    }),
    update_value: action.detail({
      method: "POST",
      access: WRITE,
      summary: "Set the asset's current value (zero or more); kept in its valuation history",
      input: assetValueInput,
      output: asset,
      run: (ctx) => updateValue(ctx, ctx.object, ctx.input),
    }),
    history: action.detail({
      method: "GET",
      access: READ,
      summary: "The asset's status and value changes, newest first",
      output: historyShape,
      run: (ctx) => historyOf(ctx, ctx.object),
    }),
    upload_photo: action.detailUpload({
      access: WRITE,
      summary:
        "Keep a photo of the asset (multipart: file = JPEG, PNG or WebP by content, up to 10 MB); it replaces any earlier one",
      output: asset,
      upload: {
        maxBytes: ASSET_PHOTO_MAX_BYTES,
        tooLarge: msg("The photo is larger than 10 MB."),
        missing: msg("Choose the photo (JPEG, PNG or WebP)."),
      },
      prepare: (ctx) => storePhoto(ctx, ctx.upload.bytes),
      run: (ctx) => attachPhoto(ctx, ctx.object),
    }),
    photo: action.detail({
      method: "GET",
      access: READ,
      summary: "The asset's photo, to those who may read the asset",
      run: (ctx) => photoOf(ctx, ctx.object),
    }),
    totals: action.list({
      access: READ,
      summary:
        "The number of assets the list's search and filters select, and their current value per currency",
      listInput: z.object({}),
      output: assetTotals,
      run: async (ctx) => {
        const rows = await ctx.data
          .select({
            currency: assets.currency,
            count: sql<number>`count(*)::int`,
            total: sql<string>`coalesce(sum(${assets.current_value}), 0)::numeric(20, 2)::text`,
          })
          .from(assets)
          .where(ctx.list.where)
          .groupBy(assets.currency)
          .orderBy(assets.currency);
        const by_currency = rows.map((r) => ({ ...r, count: Number(r.count) }));
        return { count: by_currency.reduce((s, r) => s + r.count, 0), by_currency };
      },
    }),
  },
});

/**
 * The assets area as a whole (spec section 7: /assets/global/, /assets/export/,
 * download_template/, bulk_upload/), and the printable labels: the same rows as the register.
 */
export const assetAreaResource = defineResource({
  name: "asset-area",
  path: apiPath(assetAreaEndpoints),
  ...register,
  access: readOnly(READ),
  actions: {
    global: action.collection({
      method: "GET",
      access: GLOBAL,
      summary:
        "Assets across the churches in the caller's reach (by region or country), a page at a time, with count and current value per currency by category, church and region",
      input: assetGlobalQuery,
      output: assetGlobal,
      run: (ctx) => globalView(ctx, ctx.input),
    }),
    export: action.list({
      access: READ,
      mode: "export",
      summary: "Download the assets of the list's search and filters as CSV or XLSX (format=csv|xlsx)",
      listInput: assetExportQuery,
      run: (ctx) =>
        recordsExport({
          db: ctx.data,
          table: assets,
          list: ctx.list,
          decorate: (rows) => decorateAssets(ctx, rows),
          format: ctx.input.format,
          sheet: msg("Assets"),
          language: ctx.request.language,
          filename: exportName(ctx),
          columns: EXPORT_COLUMNS,
        }),
    }),
    download_template: action.collection({
      method: "GET",
      access: READ,
      summary: "Download the bulk-upload template (XLSX: the columns and one example row)",
      run: (ctx) => assetsTemplate(ctx.request.language),
    }),
    bulk_upload: action.collectionUpload({
      access: WRITE,
      summary:
        "Add assets from a spreadsheet (multipart: file = XLSX or CSV up to 10 MB, church_id = optional for church users). Every row is checked; all are added in one go, or none when a row needs fixing (400 with the errors by row)",
      output: assetUploadReport,
      upload: {
        maxBytes: SPREADSHEET_MAX_BYTES,
        tooLarge: SPREADSHEET_TOO_LARGE,
        missing: msg("Choose a spreadsheet file to upload."),
      },
      prepare: async (ctx) => {
        const church = importChurch(ctx.upload.fields, ctx.principal?.church ?? null, "church_id");
        const currency = await churchCurrency(ctx.data, church);
        if (!currency) throw new AppError(404, "not_found", msg("This church was not found."));
        return checkAssetSheet(ctx, ctx.upload.bytes, church, currency);
      },
      run: (ctx) => addAssets(ctx, ctx.prepared),
    }),
    labels: action.collection({
      method: "GET",
      access: READ,
      summary:
        "A printable A4 PDF of QR-code labels (tag, name, church) for the chosen assets; each code opens the asset's page",
      input: assetLabelsQuery,
      run: (ctx) => labelSheet(ctx, ctx.input.ids),
    }),
  },
});
