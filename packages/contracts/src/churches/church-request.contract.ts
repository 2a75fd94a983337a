import { z } from "zod";
import { referralCode } from "../affiliates/affiliate.contract";
import { id, optionalText, phone, ref, requiredText, timestamp } from "../common/fields";
import { msg } from "../i18n/languages";

export const CHURCH_REQUEST_STATUSES = ["PENDING", "APPROVED", "REJECTED", "CANCELLED"] as const;
export type ChurchRequestStatus = (typeof CHURCH_REQUEST_STATUSES)[number];

export const churchRequest = z.object({
  id,
  requested_by: id,
  requested_by_username: z.string(),
  church_name: z.string(),
  region: id,
  region_name: z.string(),
  address: z.string(),
  contact_phone: z.string(),
  contact_email: z.string(),
  notes: z.string(),
  status: z.enum(CHURCH_REQUEST_STATUSES),
  review_notes: z.string(),
  reviewed_by: id.nullable(),
  reviewed_at: timestamp.nullable(),
  church: id.nullable().describe("The church created when the request was approved"),
  created_at: timestamp,
  updated_at: timestamp,
});
export const churchRequestCreate = z.strictObject({
  church_name: requiredText(150),
  region: ref,
  address: optionalText(300).default(""),
  contact_phone: phone.default(""),
  contact_email: z.union([z.email(msg("Enter a valid e-mail address.")), z.literal("")]).default(""),
  notes: optionalText(2000).default(""),
  referral_code: referralCode.optional().describe("The code of the affiliate who sent the requester"),
});
/** Body of approve and reject: a note for the requester, sent in the e-mail. */
export const churchRequestReview = z.strictObject({ notes: optionalText(2000).default("") });
export type ChurchRequest = z.infer<typeof churchRequest>;

/** The body of `churchRequestCreate`, what a form fills in. */
export type ChurchRequestInput = z.input<typeof churchRequestCreate>;
