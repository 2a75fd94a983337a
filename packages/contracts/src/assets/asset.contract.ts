import { z } from "zod";
import { calendarDate, id, optionalText, ref, requiredText, timestamp } from "../common/fields";
import { currencyCode, money } from "../common/money";
import { listQuery } from "../common/pagination";
import { pastDate } from "../common/past-dates";
import { amountInput, currencyTotal } from "../finance/finance-fields";
import { msg } from "../i18n/languages";

/**
 * The categories every church gets on its first read when none of its own names a fixed or a
 * movable asset (spec section 5), with the specification's descriptions.
 */
export const DEFAULT_ASSET_CATEGORIES = [
  { name: "Fixed Asset", description: "Assets that cannot be easily moved" },
  { name: "Movable Asset", description: "Assets that can be easily moved" },
] as const;
/** Whether a church's category names already cover the defaults ("fixed" or "movable", any case). */
export const coversDefaultCategories = (names: string[]) => names.some((n) => /fixed|movable/i.test(n));

/** A church's short code for asset tags: the initials of its name ("Grace Cathedral" -> GC). */
export function shortCode(name: string): string {
  const words = name
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter((w) => w && !["THE", "OF", "AND"].includes(w));
  const code = words.length > 1 ? words.map((w) => w[0]).join("") : (words[0] ?? "").slice(0, 3);
  return (code || "AST").slice(0, 5);
}

export const ASSET_CONDITIONS = ["NEW", "GOOD", "FAIR", "POOR"] as const;
export type AssetCondition = (typeof ASSET_CONDITIONS)[number];
export const ASSET_STATUSES = [
  "ACTIVE",
  "ASSIGNED",
  "UNDER_MAINTENANCE",
  "RETIRED",
  "DISPOSED",
  "LOST",
] as const;
export type AssetStatus = (typeof ASSET_STATUSES)[number];

/**
 * The statuses change_status/ may move an asset to, from each status. ASSIGNED and
 * UNDER_MAINTENANCE come and go with assignments and maintenance; DISPOSED is final.
 */
export const ASSET_TRANSITIONS: Record<AssetStatus, readonly AssetStatus[]> = {
  ACTIVE: ["RETIRED", "DISPOSED", "LOST"],
  ASSIGNED: [],
  UNDER_MAINTENANCE: [],
  RETIRED: ["ACTIVE", "DISPOSED"],
  LOST: ["ACTIVE", "DISPOSED"],
  DISPOSED: [],
};

/** Largest asset photo and document (spec: 20 MB for documents; photos are pictures only). */
export const ASSET_PHOTO_MAX_BYTES = 10 * 1_048_576;

/** A kind of asset, per church (Fixed Asset, Movable Asset, Vehicles...). */
export const assetCategory = z.object({
  id,
  church: id,
  name: z.string(),
  description: z.string(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type AssetCategory = z.infer<typeof assetCategory>;

const categoryFields = { name: requiredText(100), description: optionalText(500).default("") };
export const assetCategoryCreate = z.strictObject({
  church: ref.optional().describe("Defaults to the signed-in user's church."),
  ...categoryFields,
});
export const assetCategoryUpdate = z.strictObject(categoryFields);

/** An amount an asset is worth or cost: zero or more, at most two decimals; null when unknown. */
export const assetAmount = amountInput(true)
  .nullable()
  .describe('Decimal string ("1250.00") or a number; zero or more; null when unknown');

/** Something a church owns: a building, a bus, a keyboard, a hundred chairs. */
export const asset = z.object({
  id,
  church: id,
  church_name: z.string(),
  name: z.string(),
  category: id,
  category_name: z.string(),
  asset_tag: z
    .string()
    .describe("Unique within the church; the church's short code and a number unless given"),
  serial_number: z.string(),
  description: z.string(),
  location: z.string(),
  purchase_date: calendarDate.nullable(),
  purchase_cost: money.nullable(),
  current_value: money.nullable(),
  currency: z.string(),
  condition: z.enum(ASSET_CONDITIONS),
  status: z.enum(ASSET_STATUSES),
  has_photo: z.boolean().describe("A photo is kept: GET photo/ serves it"),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Asset = z.infer<typeof asset>;

const assetFields = {
  name: requiredText(200),
  category: ref.describe("A category of the asset's church"),
  serial_number: optionalText(100).default(""),
  description: optionalText(2000).default(""),
  location: optionalText(200).default(""),
  purchase_date: pastDate("The purchase date").nullable().default(null),
  purchase_cost: assetAmount.default(null),
  current_value: assetAmount.default(null),
  currency: currencyCode.optional().describe("Defaults to the church's currency"),
  condition: z.enum(ASSET_CONDITIONS, msg("Choose new, good, fair or poor.")).default("GOOD"),
};
export const assetCreate = z.strictObject({
  church: ref.optional().describe("Defaults to the signed-in user's church."),
  asset_tag: optionalText(50)
    .default("")
    .describe("Left empty, the church's short code and the next number (GC-0007)"),
  ...assetFields,
});
/** Its church and status do not change here: change_status/, assignments and maintenance do. */
export const assetUpdate = z.strictObject({
  asset_tag: requiredText(50),
  ...assetFields,
});

export const assetStatusInput = z.strictObject({
  status: z.enum(ASSET_STATUSES, msg("Choose the new status.")),
  note: optionalText(500).default(""),
});
export const assetValueInput = z.strictObject({
  current_value: amountInput(true).describe("The asset's value now; zero or more"),
  note: optionalText(500).default(""),
});

/** One change of an asset's status or value, kept in order. */
export const assetHistoryEntry = z.object({
  id,
  kind: z.enum(["STATUS", "VALUE"]),
  from_status: z.string().nullable(),
  to_status: z.string().nullable(),
  old_value: money.nullable(),
  new_value: money.nullable(),
  note: z.string(),
  changed_by_name: z.string(),
  changed_at: timestamp,
});
export const assetHistory = z.array(assetHistoryEntry).describe("Newest first");
export type AssetHistoryEntry = z.infer<typeof assetHistoryEntry>;

/** The list's filters beyond the generic ones: a range of current values. */
export const assetValueBound = amountInput(true);

export const assetExportQuery = z.object({
  format: z.enum(["xlsx", "csv"]).default("csv").describe("csv (default) or xlsx"),
});
export const assetTotals = z.object({
  count: z.number().int(),
  by_currency: z.array(currencyTotal).describe("Current value per currency"),
});
export type AssetTotals = z.infer<typeof assetTotals>;

export const assetLabelsQuery = z.object({
  ids: z
    .string()
    .regex(/^[1-9][0-9]{0,15}(,[1-9][0-9]{0,15}){0,199}$/, msg("Choose between 1 and 200 assets."))
    .transform((v) => [...new Set(v.split(",").map(Number))])
    .describe("Comma-separated asset ids (at most 200)"),
});

/** The columns of the bulk-upload template, in order. */
export const ASSET_UPLOAD_COLUMNS = [
  "name",
  "category",
  "asset_tag",
  "serial_number",
  "description",
  "location",
  "purchase_date",
  "purchase_cost",
  "current_value",
  "condition",
] as const;
/** One row of a bulk upload, its cells read as text ("category" is a category name). */
export const assetUploadRow = z.strictObject({
  name: requiredText(200),
  category: requiredText(100),
  asset_tag: optionalText(50),
  serial_number: optionalText(100),
  description: optionalText(2000),
  location: optionalText(200),
  purchase_date: pastDate("The purchase date").nullable(),
  purchase_cost: assetAmount,
  current_value: assetAmount,
  condition: z.enum(ASSET_CONDITIONS, msg("Choose new, good, fair or poor.")).default("GOOD"),
});
export const assetUploadReport = z.object({
  imported: z.number().int(),
  categories_created: z.array(z.string()).describe("Categories the upload added to the church"),
  errors: z.array(
    z.object({ row: z.number().int(), field: z.string(), column: z.string(), message: z.string() }),
  ),
  error_count: z.number().int().optional(),
});
export type AssetUploadReport = z.infer<typeof assetUploadReport>;

/** The global view (national and regional officers). */
export const assetGlobalQuery = z.object({
  region: ref.optional().describe("Only churches of this region"),
  country: ref.optional().describe("Only churches of this country"),
  status: z.enum(ASSET_STATUSES).optional(),
  search: z.string().max(200).optional().describe("Part of a name, tag or serial number"),
  page: listQuery.shape.page,
  page_size: listQuery.shape.page_size,
});
const valueTotal = z.object({ currency: z.string(), count: z.number().int(), total: money });
export const assetGlobal = z.object({
  count: z.number().int(),
  results: z.array(asset),
  totals: z.array(valueTotal).describe("All assets of the selection, per currency"),
  by_category: z.array(valueTotal.extend({ category_name: z.string() })),
  by_church: z.array(valueTotal.extend({ church: id, church_name: z.string(), region_name: z.string() })),
  by_region: z.array(valueTotal.extend({ region: id, region_name: z.string() })),
});
export type AssetGlobal = z.infer<typeof assetGlobal>;

/** The body of `assetCreate`, what a form fills in. */
export type AssetInput = z.input<typeof assetCreate>;
