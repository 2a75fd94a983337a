import { z } from "zod";
import { ref } from "../common/fields";
import { listQuery } from "../common/pagination";
import { msg } from "../i18n/languages";
import { member } from "./member.contract";

/**
 * Why two members look like one person: the same phone number (digits, the last nine), the same
 * e-mail address (case, dots and a "+tag" of the name part aside), the same name (in either order)
 * and birth date, or, beside the same phone, names that are nearly the same.
 */
export const DUPLICATE_REASONS = ["phone", "email", "name_birth", "similar_name"] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

/** The fields of a member a merge may take from the member that goes. */
export const MERGE_FIELDS = [
  "first_name",
  "last_name",
  "other_names",
  "gender",
  "date_of_birth",
  "phone",
  "email",
  "address",
  "marital_status",
  "occupation",
  "membership_date",
  "baptism_date",
  "category",
  "home_cell_fellowship",
  "home_cell_pastor",
  "is_active",
  "photo",
  "notes",
] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];

export const memberDuplicatesQuery = listQuery.pick({ page: true, page_size: true }).extend({
  church: ref.optional().describe("Only this church (for users who reach several)."),
});

/** Two members of one church that may be the same person, with why. */
export const memberDuplicatePair = z.object({
  first: member,
  second: member,
  reasons: z.array(z.enum(DUPLICATE_REASONS)),
});
export type MemberDuplicatePair = z.infer<typeof memberDuplicatePair>;

export const memberMergeInput = z.strictObject({
  keep: ref.describe("The member that stays."),
  remove: ref.describe("The member merged into the one kept, then deleted."),
  fields: z
    .array(z.enum(MERGE_FIELDS, { error: () => msg("Choose fields of a member.") }))
    .max(MERGE_FIELDS.length)
    .default([])
    .describe("The fields whose value is taken from the member removed."),
});
export type MemberMergeInput = z.input<typeof memberMergeInput>;

/** The member kept, and how many rows of each kind now point at it instead of the one removed. */
export const memberMerged = z.object({
  member,
  moved: z.record(z.string(), z.number().int()),
});
export type MemberMerged = z.infer<typeof memberMerged>;
