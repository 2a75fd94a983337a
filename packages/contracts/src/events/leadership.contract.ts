import { z } from "zod";
import { calendarDate, id, optionalText, ref, timestamp } from "../common/fields";

/** A member holding a church role (Elder, Choir Leader...) from a date, possibly until a date. */
export const leadership = z.object({
  id,
  church: id,
  member: id,
  member_name: z.string(),
  role: id,
  role_name: z.string(),
  start_date: calendarDate,
  end_date: calendarDate.nullable(),
  is_active: z.boolean(),
  is_current: z.boolean().describe("Active and not ended: part of the current team"),
  notes: z.string(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Leadership = z.infer<typeof leadership>;

/** The end of a term cannot come before its start; answers field -> message. */
export function leadershipFieldProblems(v: {
  start_date?: string | null;
  end_date?: string | null;
}): Record<string, string> {
  if (v.start_date && v.end_date && v.end_date < v.start_date) {
    return { end_date: "The end date cannot be before the start date." };
  }
  return {};
}

const leadershipFields = {
  member: ref.describe("A member of the same church"),
  role: ref.describe("A role of the church, or a national default role"),
  start_date: calendarDate,
  end_date: calendarDate.nullable().default(null),
  is_active: z.boolean().default(true),
  notes: optionalText(2000).default(""),
};
const withLeadershipRules = (
  v: { start_date?: string | null; end_date?: string | null },
  ctx: z.RefinementCtx,
) => {
  for (const [field, message] of Object.entries(leadershipFieldProblems(v))) {
    ctx.addIssue({ code: "custom", path: [field], message });
  }
};
export const leadershipCreate = z
  .strictObject({
    church: ref.optional().describe("Defaults to the signed-in user's church."),
    ...leadershipFields,
  })
  .superRefine(withLeadershipRules);
export const leadershipUpdate = z.strictObject(leadershipFields).superRefine(withLeadershipRules);

export const currentLeadershipQuery = z.object({
  church: ref.optional().describe("One church (officers who serve many); defaults to every church you reach"),
});
export const currentLeadership = z.array(leadership);

/** The body of `leadershipUpdate`, what a form fills in. */
export type LeadershipInput = z.input<typeof leadershipUpdate>;
