import { z } from "zod";
import { calendarDate, id, optionalText, phone, ref, requiredText, timestamp } from "../common/fields";
import { bookCurrency } from "../common/money";
import { pastDate } from "../common/past-dates";
import { dashboardFigures } from "../dashboard/dashboard.contract";
import { msg } from "../i18n/languages";
import { chosenLanguage } from "../users/language.contract";

/** The zone a church's dates and times are in unless it names another (the demo's country). */
export const DEFAULT_TIME_ZONE = "Africa/Accra";

/** Whether the runtime knows an IANA time zone name (Africa/Accra, Europe/London). */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z]+(\/[A-Za-z0-9_+-]+)*$/.test(name) && name !== "UTC") return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
export const timeZone = z
  .string()
  .trim()
  .max(64)
  .refine(isTimeZone, msg("Choose a time zone such as Africa/Accra or Europe/London."))
  .describe("IANA time zone of the church: program dates and times are in it");

export const church = z.object({
  id,
  name: z.string(),
  region: id,
  address: z.string(),
  city: z.string(),
  phone: z.string(),
  email: z.string(),
  pastor_name: z.string(),
  founded_date: calendarDate.nullable(),
  is_active: z.boolean(),
  time_zone: z.string(),
  currency: z
    .string()
    .describe("ISO 4217 code the church keeps its books in: its finance records and assets are in it"),
  // Always answered; optional for church objects written before languages were (the web's test stubs).
  language: chosenLanguage.optional().describe("The church's language, its users' default; null: English"),
  created_at: timestamp,
  updated_at: timestamp,
});
export const churchCreate = z.strictObject({
  name: requiredText(150),
  region: ref,
  address: optionalText(300).default(""),
  city: optionalText(100).default(""),
  phone: phone.default(""),
  email: z.union([z.email(msg("Enter a valid e-mail address.")), z.literal("")]).default(""),
  pastor_name: optionalText(150).default(""),
  founded_date: pastDate("The founding date").nullable().default(null),
  is_active: z.boolean().default(true),
  // Left out: the church's country's (Nigeria: Africa/Lagos), on a new church; unchanged on an edit.
  time_zone: timeZone.optional(),
  // Left out: the church's country's (Nigeria: NGN), on a new church; unchanged on an edit. Records
  // already written keep theirs, so a change never rewrites past amounts.
  currency: bookCurrency
    .optional()
    .describe("ISO 4217 code the church keeps its books in; defaults to its country's"),
  language: chosenLanguage.default(null).describe("The church's language, its users' default; null: English"),
});
export const churchUpdate = churchCreate;
export type Church = z.infer<typeof church>;

/** The church's settings form: the currency its books are kept in and the zone of its dates (a PATCH). */
export const churchSettingsInput = z.strictObject({
  currency: bookCurrency,
  time_zone: timeZone,
});
export type ChurchSettingsInput = z.input<typeof churchSettingsInput>;

/** Figures of one church for its dashboard. */
export const churchStatistics = z.object({
  church: id,
  branches: z.number().int(),
  active_branches: z.number().int(),
  seating_capacity: z.number().int(),
  occupancy: z.number().int(),
  occupancy_rate: z
    .number()
    .describe("Occupancy as a percentage of the seats, one decimal (0 without seats)"),
  users: z.number().int().describe("Active users of the church"),
  users_by_role: z.record(z.string(), z.number().int()),
  subscription: z
    .object({
      id,
      status: z.string(),
      plan_name: z.string(),
      end_date: calendarDate,
      days_remaining: z.number().int(),
    })
    .nullable()
    .describe("The church's current subscription, or null"),
  figures: dashboardFigures.describe(
    "Members, attendance, Sunday school, finance and programs over the period",
  ),
});
export type ChurchStatistics = z.infer<typeof churchStatistics>;

/**
 * The organisation in figures for the public home page: real counts, the members rounded down
 * (shown as "1,200+"), so a visitor sees the size without exact numbers.
 */
export const organisationFigures = z.object({
  churches: z.number().int(),
  regions: z.number().int(),
  members_at_least: z.number().int(),
});
export type OrganisationFigures = z.infer<typeof organisationFigures>;

/** 12,480 -> 12,000; 1,234 -> 1,200; 87 -> 80; 7 -> 7: members rounded down for a public figure. */
export function roundDownMembers(count: number): number {
  if (count < 10) return count;
  const digits = Math.floor(Math.log10(count));
  const step = digits < 2 ? 10 : 10 ** (digits - 1);
  return Math.floor(count / step) * step;
}
