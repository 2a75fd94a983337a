import { z } from "zod";
import { hasPermission } from "../access/permissions";
import type { Role } from "../access/roles";
import { calendarDate, id, optionalText, ref, requiredText, timestamp } from "../common/fields";

/**
 * PENDING: shared, waiting for a church admin. VERIFIED: checked by a church admin (and shown on
 * the public site when public and consented). REJECTED: not accepted, with the reason.
 * UNVERIFIED: was verified, then withdrawn with a note.
 */
export const TESTIMONY_STATUSES = ["PENDING", "VERIFIED", "REJECTED", "UNVERIFIED"] as const;
export type TestimonyStatus = (typeof TESTIMONY_STATUSES)[number];

/** Medical documents: PDF, JPEG or PNG by content, 10 MB each. */
export const MEDICAL_DOCUMENT_TYPES = ["application/pdf", "image/jpeg", "image/png"] as const;
export const MEDICAL_DOCUMENT_MAX_BYTES = 10 * 1_048_576;
/** A testimony's photo (JPEG, PNG or WebP by content). */
export const TESTIMONY_PHOTO_MAX_BYTES = 10 * 1_048_576;

/**
 * Who verifies a church's testimonies and may see its medical documents: super admins, and the
 * church's own admins (LOCAL_ADMIN or the church-admin flag inside one church).
 */
export const mayVerifyTestimonies = (user: { role: Role; is_church_admin: boolean }) =>
  hasPermission(user, "testimonies.verify");

/** How the public names the testifier of an anonymous testimony. */
export const anonymousTestifier = (churchName: string) => `A member of ${churchName}`;

/** A kind of testimony (Healing, Provision...). */
export const testimonyType = z.object({
  id,
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  is_active: z.boolean(),
  created_at: timestamp,
});
export type TestimonyType = z.infer<typeof testimonyType>;
const typeFields = {
  name: requiredText(100),
  description: optionalText(500).default(""),
  is_active: z.boolean().default(true),
};
export const testimonyTypeCreate = z.strictObject(typeFields);
export const testimonyTypeUpdate = z.strictObject(typeFields);

/** A medical document as those allowed see it (never public). */
export const medicalDocument = z.object({
  id,
  church: id,
  testimony: id,
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  uploaded_by: id.nullable(),
  created_at: timestamp,
});
export type MedicalDocument = z.infer<typeof medicalDocument>;

/** A testimony as signed-in users see it (the public reads `publicTestimony`). */
export const testimony = z.object({
  id,
  church: id,
  church_name: z.string(),
  title: z.string(),
  slug: z.string(),
  type: id,
  type_name: z.string(),
  story: z.string().describe("Plain text; paragraphs are separated by blank lines. Never HTML."),
  testifier_user: id.nullable().describe("The signed-in user whose testimony it is"),
  testifier_member: id.nullable().describe("The church member whose testimony it is"),
  testifier_name: z.string(),
  event_date: calendarDate.nullable().describe("When what the testimony tells happened"),
  is_anonymous: z.boolean().describe('The public sees "A member of {church}" instead of the name'),
  consent_to_publish: z.boolean(),
  status: z.enum(TESTIMONY_STATUSES),
  is_public: z.boolean(),
  featured: z.boolean(),
  photo_url: z.string().nullable(),
  verification_note: z.string(),
  rejection_reason: z.string(),
  verified_at: timestamp.nullable(),
  shared_by: id.nullable(),
  medical_documents: z
    .array(medicalDocument)
    .describe("Only for the testifier, the church's admins and super admins; empty for everyone else"),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Testimony = z.infer<typeof testimony>;

const testimonyFields = {
  title: requiredText(200),
  type: ref.describe("An active testimony type"),
  story: requiredText(20_000),
  event_date: calendarDate.nullable().default(null),
  is_anonymous: z.boolean().default(false),
  consent_to_publish: z.boolean().default(false),
};
export const testimonyCreate = z.strictObject({
  church: ref.optional().describe("Defaults to the signed-in user's church."),
  ...testimonyFields,
  testifier_member: ref.nullable().default(null).describe("Church admins: the member whose testimony it is"),
  testifier_name: optionalText(150)
    .default("")
    .describe("Church admins: the testifier's name when they are not a member on record"),
});
export const testimonyUpdate = z.strictObject({
  ...testimonyFields,
  testifier_name: requiredText(150),
  is_public: z.boolean().default(false).describe("Shown on the public site once verified (needs consent)"),
  featured: z.boolean().default(false),
});

/** A verified, public and consented testimony, as everyone (signed in or not) reads it. */
export const publicTestimony = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  type: id,
  type_name: z.string(),
  story: z.string(),
  testifier_name: z.string().describe('"A member of {church}" for an anonymous testimony'),
  church: id,
  church_name: z.string(),
  event_date: calendarDate.nullable(),
  featured: z.boolean(),
  photo_url: z.string().nullable(),
  verified_at: timestamp.nullable(),
});
export type PublicTestimony = z.infer<typeof publicTestimony>;

export const testimonySlugQuery = z.object({ slug: z.string().trim().min(1).max(120) });

export const verifyInput = z.strictObject({
  note: optionalText(1000).default(""),
  is_public: z.boolean().optional().describe("Publish it on the public site as well (needs consent)"),
});
export const unverifyInput = z.strictObject({ note: requiredText(1000) });
export const rejectInput = z.strictObject({ reason: requiredText(1000) });

export const testimonyStatsQuery = z.object({
  church: ref.optional(),
  year: z.coerce.number().int().min(2000).max(2100).optional().describe("Months of this year only"),
});
const bucket = z.object({ key: z.string(), label: z.string(), count: z.number().int() });
export const testimonyStats = z.object({
  total: z.number().int(),
  by_type: z.array(bucket),
  by_status: z.array(bucket),
  by_church: z.array(bucket),
  by_month: z.array(bucket).describe("By the month it was shared, YYYY-MM"),
});
export type TestimonyStats = z.infer<typeof testimonyStats>;

/** The body of `testimonyCreate`, what a form fills in. */
export type TestimonyInput = z.input<typeof testimonyCreate>;

/** The body of `testimonyTypeCreate`, what a form fills in. */
export type TestimonyTypeInput = z.input<typeof testimonyTypeCreate>;
