import { z } from "zod";
import { calendarDate, id, optionalText, ref, requiredText, timestamp } from "../common/fields";
import { money } from "../common/money";
import { pastDate } from "../common/past-dates";
import { msg } from "../i18n/languages";
import { ASSET_CONDITIONS, assetAmount } from "./asset.contract";

/** An asset lent to a member, or to a department or ministry, until it is returned. */
export const assetAssignment = z.object({
  id,
  church: id,
  asset: id,
  asset_name: z.string(),
  asset_tag: z.string(),
  member: id.nullable(),
  assigned_to: z.string().describe("The department or ministry, when no member is named"),
  assignee_name: z.string().describe("The member's name, else the department or ministry"),
  assigned_on: calendarDate,
  due_back: calendarDate.nullable(),
  notes: z.string(),
  is_open: z.boolean().describe("Not returned yet"),
  is_overdue: z.boolean().describe("Open and past its due date"),
  returned_on: calendarDate.nullable(),
  return_condition: z.enum(ASSET_CONDITIONS).nullable(),
  return_notes: z.string(),
  created_at: timestamp,
});
export type AssetAssignment = z.infer<typeof assetAssignment>;

export const assetAssignmentCreate = z.strictObject({
  asset: ref.describe("An ACTIVE asset; it becomes ASSIGNED"),
  member: ref.nullable().default(null).describe("A member of the asset's church"),
  assigned_to: optionalText(150).default("").describe("A department or ministry, when no member is named"),
  assigned_on: calendarDate.optional().describe("Defaults to today"),
  due_back: calendarDate.nullable().default(null),
  notes: optionalText(1000).default(""),
});
export const assetAssignmentUpdate = z.strictObject({
  due_back: calendarDate.nullable(),
  notes: optionalText(1000),
});
export const assetReturnInput = z.strictObject({
  condition: z.enum(ASSET_CONDITIONS, msg("Choose new, good, fair or poor.")),
  notes: optionalText(1000).default(""),
  returned_on: pastDate("The return date").optional().describe("Defaults to today"),
});

export const MAINTENANCE_KINDS = ["PREVENTIVE", "REPAIR", "INSPECTION"] as const;
export const MAINTENANCE_STATUSES = ["SCHEDULED", "IN_PROGRESS", "COMPLETED", "CANCELLED"] as const;
export type MaintenanceStatus = (typeof MAINTENANCE_STATUSES)[number];

/** Work on an asset: SCHEDULED, IN_PROGRESS (the asset is UNDER_MAINTENANCE), then COMPLETED or CANCELLED. */
export const assetMaintenance = z.object({
  id,
  church: id,
  asset: id,
  asset_name: z.string(),
  asset_tag: z.string(),
  kind: z.enum(MAINTENANCE_KINDS),
  scheduled_for: calendarDate,
  description: z.string(),
  vendor: z.string(),
  cost: money.nullable(),
  currency: z.string().describe("The asset's currency, which the cost is in"),
  status: z.enum(MAINTENANCE_STATUSES),
  is_overdue: z.boolean().describe("Still SCHEDULED though its date has passed"),
  completed_on: calendarDate.nullable(),
  notes: z.string(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type AssetMaintenance = z.infer<typeof assetMaintenance>;

const maintenanceFields = {
  kind: z.enum(MAINTENANCE_KINDS, msg("Choose preventive, repair or inspection.")),
  scheduled_for: calendarDate,
  description: optionalText(2000).default(""),
  vendor: optionalText(200).default(""),
  cost: assetAmount.default(null).describe("Expected cost; the final one comes with complete_maintenance/"),
};
export const assetMaintenanceCreate = z.strictObject({ asset: ref, ...maintenanceFields });
export const assetMaintenanceUpdate = z.strictObject(maintenanceFields);
export const completeMaintenanceInput = z.strictObject({
  completed_on: pastDate("The completion date").optional().describe("Defaults to today"),
  cost: assetAmount.optional(),
  notes: optionalText(1000).default(""),
});
export const cancelMaintenanceInput = z.strictObject({ notes: optionalText(1000).default("") });

export const ASSET_DOCUMENT_KINDS = [
  "RECEIPT",
  "WARRANTY",
  "TITLE_DEED",
  "MANUAL",
  "PHOTO",
  "OTHER",
] as const;
/** Documents are PDFs or pictures, read from their content. */
export const ASSET_DOCUMENT_TYPES = ["application/pdf", "image/jpeg", "image/png", "image/webp"] as const;
export const ASSET_DOCUMENT_MAX_BYTES = 20 * 1_048_576;

/** A file kept with an asset: its receipt, a warranty, the title deed, a manual. */
export const assetDocument = z.object({
  id,
  church: id,
  asset: id,
  title: z.string(),
  kind: z.enum(ASSET_DOCUMENT_KINDS),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  expires_on: calendarDate.nullable().describe("When a warranty ends"),
  uploaded_by: id.nullable(),
  uploaded_by_name: z.string(),
  created_at: timestamp,
});
export type AssetDocument = z.infer<typeof assetDocument>;

/** The text fields beside the file of a document upload. */
export const assetDocumentUploadFields = z.strictObject({
  asset: ref,
  title: requiredText(200),
  kind: z.enum(ASSET_DOCUMENT_KINDS, msg("Choose what kind of document this is.")).default("OTHER"),
  expires_on: z
    .union([z.literal(""), calendarDate])
    .optional()
    .transform((v) => (v ? v : null)),
});

/** The body of `assetAssignmentCreate`, what a form fills in. */
export type AssetAssignmentInput = z.input<typeof assetAssignmentCreate>;

/** The body of `assetMaintenanceCreate`, what a form fills in. */
export type AssetMaintenanceInput = z.input<typeof assetMaintenanceCreate>;
