import { z } from "zod";
import { id, optionalText, phone, ref, requiredText, timestamp } from "../common/fields";
import { msg } from "../i18n/languages";

const isoInstant = z.iso.datetime({ offset: true }).describe("ISO 8601 date-time");
const httpUrl = z
  .union([
    z.url({ protocol: /^https?$/, error: msg("Enter a web address starting with http:// or https://.") }),
    z.literal(""),
  ])
  .default("");

export const ANNOUNCEMENT_STATUSES = ["draft", "published"] as const;
export const announcement = z.object({
  id,
  title: z.string(),
  content: z.string(),
  status: z.enum(ANNOUNCEMENT_STATUSES),
  published_at: timestamp.nullable(),
  created_by: id.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export const announcementCreate = z.strictObject({
  title: requiredText(200),
  content: requiredText(10_000),
  status: z.enum(ANNOUNCEMENT_STATUSES).default("draft"),
});
export const announcementUpdate = announcementCreate;
export type Announcement = z.infer<typeof announcement>;

export const broadcast = z.object({
  id,
  title: z.string(),
  description: z.string(),
  stream_url: z.string(),
  scheduled_start: timestamp,
  scheduled_end: timestamp.nullable(),
  is_active: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
});
export const broadcastCreate = z.strictObject({
  title: requiredText(200),
  description: optionalText(5000).default(""),
  stream_url: httpUrl,
  scheduled_start: isoInstant,
  scheduled_end: isoInstant.nullable().default(null),
  is_active: z.boolean().default(true),
});
export const broadcastUpdate = broadcastCreate;
export type Broadcast = z.infer<typeof broadcast>;

export const BANNER_LEVELS = ["info", "success", "warning", "error"] as const;
export const siteBanner = z.object({
  id,
  title: z.string(),
  message: z.string(),
  level: z.enum(BANNER_LEVELS),
  is_active: z.boolean(),
  starts_at: timestamp.nullable(),
  ends_at: timestamp.nullable(),
  created_at: timestamp,
});
export const siteBannerCreate = z.strictObject({
  title: optionalText(200).default(""),
  message: requiredText(1000),
  level: z.enum(BANNER_LEVELS).default("info"),
  is_active: z.boolean().default(true),
  starts_at: isoInstant.nullable().default(null),
  ends_at: isoInstant.nullable().default(null),
});
export const siteBannerUpdate = siteBannerCreate;
export type SiteBanner = z.infer<typeof siteBanner>;

export const CONTACT_STATUSES = ["NEW", "IN_PROGRESS", "RESOLVED", "CLOSED"] as const;
export const contactMessage = z.object({
  id,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(CONTACT_STATUSES),
  user: id.nullable(),
  assigned_to: id.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export const contactMessageCreate = z.strictObject({
  name: requiredText(150),
  email: z.email(msg("Enter a valid e-mail address.")).trim().max(254),
  phone: phone.default(""),
  subject: requiredText(200),
  message: requiredText(5000),
});
export const contactMessageUpdate = z.strictObject({
  status: z.enum(CONTACT_STATUSES),
  assigned_to: ref.nullable().default(null),
});
export const assignInput = z.strictObject({ user_id: ref.nullable() });
export const changeStatusInput = z.strictObject({ status: z.enum(CONTACT_STATUSES) });
export type ContactMessage = z.infer<typeof contactMessage>;

export const contactResponse = z.object({
  id,
  message: id,
  body: z.string(),
  sent_by: id.nullable(),
  sent_at: timestamp.nullable(),
  created_at: timestamp,
});
export const contactResponseCreate = z.strictObject({ message: ref, body: requiredText(10_000) });
export const contactResponseUpdate = z.strictObject({ body: requiredText(10_000) });
export type ContactResponse = z.infer<typeof contactResponse>;

/** The body of `siteBannerCreate`, as sent. */
export type SiteBannerInput = z.output<typeof siteBannerCreate>;

/** The body of `contactMessageCreate`, as sent. */
export type ContactMessageInput = z.output<typeof contactMessageCreate>;

/** The body of `announcementCreate`, as sent. */
export type AnnouncementInput = z.output<typeof announcementCreate>;

/** The body of `broadcastCreate`, as sent. */
export type BroadcastInput = z.output<typeof broadcastCreate>;
