import { z } from "zod";
import { id, optionalText, phone, ref, timestamp } from "../common/fields";
import { msg } from "../i18n/languages";
import { programChurchQuery } from "./program.contract";

export const PARTICIPANT_ROLES = ["SPEAKER", "HOST", "VOLUNTEER", "ATTENDEE"] as const;
export type ParticipantRole = (typeof PARTICIPANT_ROLES)[number];

/** Someone taking part in a program (every date) or in one occurrence: a member, or a guest. */
export const participant = z.object({
  id,
  church: id,
  program: id,
  occurrence: id.nullable().describe("One date only; null for the whole program"),
  member: id.nullable(),
  guest_name: z.string(),
  guest_phone: z.string(),
  name: z.string().describe("The member's name, or the guest's"),
  role: z.enum(PARTICIPANT_ROLES),
  created_at: timestamp,
});
export type Participant = z.infer<typeof participant>;

const participantFields = {
  role: z.enum(PARTICIPANT_ROLES, msg("Choose speaker, host, volunteer or attendee.")).default("ATTENDEE"),
  guest_name: optionalText(150).default("").describe("A guest's name (when no member is named)"),
  guest_phone: phone.default(""),
};
export const participantCreate = z.strictObject({
  program: ref.optional().describe("The program (may be left out when an occurrence is named)"),
  occurrence: ref.nullable().default(null),
  member: ref.nullable().default(null).describe("A member of the program's church"),
  ...participantFields,
});
export const participantUpdate = z.strictObject(participantFields);

/** The kinds of file a program keeps, read from the content: PDF, pictures, Office documents. */
export const PROGRAM_ATTACHMENT_TYPES = [
  "application/pdf",
  "image/jpeg",
  "image/png",
  "image/webp",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  // Word, Excel and PowerPoint 97-2003 share one container format.
  "application/x-cfb",
] as const;
export const PROGRAM_ATTACHMENT_MAX_BYTES = 20 * 1_048_576;

/** A file kept with a program or one occurrence (a flyer, the minutes). */
export const programAttachment = z.object({
  id,
  church: id,
  program: id,
  occurrence: id.nullable(),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  uploaded_by: id.nullable(),
  uploaded_by_name: z.string(),
  created_at: timestamp,
});
export type ProgramAttachment = z.infer<typeof programAttachment>;
export const attachmentUploadFields = z.object({
  program: ref.optional().describe("The program (may be left out when an occurrence is named)"),
  occurrence: ref.optional(),
  church: ref.optional(),
});

export const REMINDER_AUDIENCES = ["PARTICIPANTS", "ALL_MEMBERS", "CHOSEN_MEMBERS"] as const;
export type ReminderAudience = (typeof REMINDER_AUDIENCES)[number];
export const REMINDER_CHANNELS = ["EMAIL"] as const;
/** Reminders go at most 30 days and at least 5 minutes before. */
export const MAX_REMINDER_MINUTES = 30 * 24 * 60;

/** An e-mail sent a set time before each occurrence of a program. */
export const reminder = z.object({
  id,
  church: id,
  program: id,
  program_title: z.string(),
  minutes_before: z.number().int(),
  audience: z.enum(REMINDER_AUDIENCES),
  members: z.array(id).describe("CHOSEN_MEMBERS: who gets it"),
  channel: z.enum(REMINDER_CHANNELS),
  is_active: z.boolean(),
  last_sent_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Reminder = z.infer<typeof reminder>;
const reminderFields = {
  minutes_before: z
    .number(msg("Enter how long before, in minutes."))
    .int(msg("Enter whole minutes."))
    .min(5, msg("Send it at least 5 minutes before."))
    .max(MAX_REMINDER_MINUTES, msg("Send it at most 30 days before.")),
  audience: z.enum(REMINDER_AUDIENCES, msg("Choose who receives the reminder.")),
  members: z.array(ref).max(500).default([]).describe("Members of the church (CHOSEN_MEMBERS)"),
  channel: z.enum(REMINDER_CHANNELS).default("EMAIL"),
  is_active: z.boolean().default(true),
};
export const reminderCreate = z.strictObject({ program: ref, ...reminderFields });
export const reminderUpdate = z.strictObject(reminderFields);
export const sendNowResult = z.object({
  occurrence: id.nullable().describe("The occurrence it was about: the next one"),
  recipients: z.number().int().describe("E-mails put in the outbox"),
});

/** A church's calendar feed: a secret address phone calendars subscribe to. */
export const programFeed = z.object({
  id,
  church: id,
  token: z.string(),
  path: z.string().describe("The feed's address on this installation, with its token"),
  rotated_at: timestamp,
});
export type ProgramFeed = z.infer<typeof programFeed>;
export const feedQuery = programChurchQuery;
export const feedRotateInput = z.strictObject({ church: ref.optional() });

/** A lead time in plain words: "2 hours", "1 day", "90 minutes". */
export function minutesInWords(minutes: number): string {
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;
  if (minutes % 1440 === 0) return part(minutes / 1440, "day");
  if (minutes % 60 === 0) return part(minutes / 60, "hour");
  return part(minutes, "minute");
}

/** The body of `participantCreate`, what a form fills in. */
export type ParticipantInput = z.input<typeof participantCreate>;

/** The body of `reminderCreate`, what a form fills in. */
export type ReminderInput = z.input<typeof reminderCreate>;
