import { z } from "zod";
import { calendarDate, id, queryNumber, ref, timestamp } from "../common/fields";
import { msg } from "../i18n/languages";

const year = queryNumber(z.number().int().min(2000).max(2100));

/**
 * A giving statement sent by e-mail: one per donor (a member or a household) and year, kept so
 * that sending a year's statements again sends none twice.
 */
export const givingStatementMailing = z.object({
  id,
  church: id,
  year: z.number().int(),
  member: id.nullable().describe("The member it went to; null for a household"),
  household: id.nullable().describe("The household it went to; null for a member"),
  donor_name: z.string(),
  to: z.string().describe("The address it was sent to"),
  sent_by: id.nullable(),
  created_at: timestamp,
});
export type GivingStatementMailing = z.infer<typeof givingStatementMailing>;

/** One donor's statement: a member or a household, for a year or the dates given. */
export const givingStatementQuery = z
  .object({
    member: ref.optional().describe("The member whose gifts it lists (or a household)"),
    household: ref.optional().describe("The household whose gifts it lists (or a member)"),
    year: year.optional().describe("The calendar year; defaults to this year unless dates are given"),
    date_from: calendarDate.optional().describe("The first day, with date_to instead of a year"),
    date_to: calendarDate.optional().describe("The last day, with date_from instead of a year"),
  })
  .refine((q) => (q.member === undefined) !== (q.household === undefined), {
    message: msg("Choose a member or a household."),
    path: ["member"],
  })
  .refine((q) => (q.date_from === undefined) === (q.date_to === undefined), {
    message: msg("Give both the first and the last day, or neither."),
    path: ["date_to"],
  })
  .refine((q) => !q.date_from || !q.date_to || q.date_from <= q.date_to, {
    message: msg("The last day cannot be before the first day."),
    path: ["date_to"],
  });

/** The signed-in member's own statement of a year. */
export const ownStatementQuery = z.object({
  year: year.optional().describe("Defaults to this year"),
});

/** Every donor's statement of a church's year (the caller's church unless another is named). */
export const statementYearQuery = z.object({
  year,
  church: ref.optional().describe("The church; a church's own users may leave it out"),
});
export const statementMailInput = z.strictObject({
  year: z.number().int().min(2000).max(2100),
  church: ref.optional().describe("The church; a church's own users may leave it out"),
});

/** A donor the year's statements could not be e-mailed to. */
const donorRef = z.object({
  member: id.nullable(),
  household: id.nullable(),
  donor_name: z.string(),
});

/** What sending a year's statements did: queued now, sent before, and donors without an address. */
export const statementMailReport = z.object({
  year: z.number().int(),
  donors: z.number().int().describe("Donors with confirmed gifts in the year"),
  queued: z.number().int().describe("Statements e-mailed now"),
  already_sent: z.number().int().describe("Statements of this year e-mailed before: not sent again"),
  without_address: z.array(donorRef).describe("Donors with no e-mail address: print their statements"),
});
export type StatementMailReport = z.infer<typeof statementMailReport>;
