import { z } from "zod";
import { optionalText, phone, requiredText, timestamp } from "../common/fields";
import { bookCurrency } from "../common/money";
import { msg } from "../i18n/languages";
import { MAINTENANCE_TYPES } from "../rules/maintenance-types";

const isoInstant = z.iso.datetime({ offset: true });

/** Spec section 3: the maintenance record the web shows and obeys. */
export const maintenanceRecord = z.object({
  is_enabled: z.boolean(),
  is_active: z.boolean(),
  title: z.string(),
  message: z.string(),
  maintenance_type: z.enum(MAINTENANCE_TYPES),
  start_time: timestamp.nullable(),
  expected_end_time: timestamp.nullable(),
  actual_end_time: timestamp.nullable(),
  progress: z.number().int(),
});
export type MaintenanceRecord = z.infer<typeof maintenanceRecord>;

export const maintenanceUpdate = z.strictObject({
  is_enabled: z.boolean(),
  is_active: z.boolean().default(true),
  title: requiredText(200),
  message: requiredText(2000),
  maintenance_type: z.enum(MAINTENANCE_TYPES).default("SCHEDULED"),
  start_time: isoInstant.nullable().default(null),
  expected_end_time: isoInstant.nullable().default(null),
  progress: z.coerce.number().int().min(0).max(100).default(0),
});
export const scheduleMaintenanceInput = maintenanceUpdate
  .omit({ is_enabled: true, is_active: true, progress: true })
  .extend({ start_time: isoInstant });
export const maintenanceProgressInput = z.strictObject({ progress: z.coerce.number().int().min(0).max(100) });

export const siteSettings = z.object({
  organisation_name: z.string(),
  contact_email: z.string(),
  contact_phone: z.string(),
  location: z.string(),
  reporting_currency: z
    .string()
    .describe("The organisation's reporting currency: national totals are per currency, this one first"),
});
export const siteSettingsUpdate = z.strictObject({
  organisation_name: requiredText(150),
  contact_email: z.email(msg("Enter a valid e-mail address.")).trim().max(254),
  contact_phone: phone,
  location: optionalText(300),
  // Left out: unchanged.
  reporting_currency: bookCurrency.optional(),
});
export type SiteSettings = z.infer<typeof siteSettings>;

/** The body of `siteSettingsUpdate`, as sent. */
export type SiteSettingsInput = z.output<typeof siteSettingsUpdate>;
