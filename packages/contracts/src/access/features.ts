import { z } from "zod";

/** The thirteen features a plan can unlock (spec section 3). */
export const FEATURES = [
  "MARKETING",
  "PROGRAM_MANAGEMENT",
  "ASSET_MANAGEMENT",
  "MAINTENANCE_TRACKING",
  "DOCUMENT_STORAGE",
  "FINANCE_MANAGEMENT",
  "ADVANCED_REPORTING",
  "BASIC_DASHBOARD",
  "MEMBER_MANAGEMENT",
  "EVENT_MANAGEMENT",
  "SUNDAY_SCHOOL",
  "ATTENDANCE_TRACKING",
  "LEADERSHIP_MANAGEMENT",
] as const;
export const feature = z.enum(FEATURES);
export type Feature = z.infer<typeof feature>;
