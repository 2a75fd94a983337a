import { z } from "zod";
import { msg } from "../i18n/languages";
import { todayIso } from "./dates";
import { monthText } from "./fields";

/** Dates (or months) that record something already done (a birth, a purchase, money received), with their names. */
const pastOnly = z.registry<{ what: string }>();

/** The one message for a date that cannot be in the future; `what` names it ("The purchase date"). */
export const futureDateMessage = (what: string) => `${what} cannot be in the future.`;

/** Whether a calendar date (or a month, `YYYY-MM`) lies after the day (or month) of `now`, in UTC. */
export const isAfterToday = (date: string, now: Date) => date > todayIso(now).slice(0, date.length);

/**
 * A calendar date that cannot lie after today. The schema checks its form only: the API judges
 * "today" by its own clock, with the request's time (`futureDateProblems`), for every field built
 * here; forms check it against the browser's day with `pastDateInForm`.
 */
export function pastDate(what: string) {
  const schema = z.iso
    .date(msg("Enter a date as YYYY-MM-DD."))
    .describe(`Calendar date YYYY-MM-DD; ${futureDateMessage(what).toLowerCase()}`);
  schema.register(pastOnly, { what });
  return schema;
}

/** A month (`YYYY-MM`) that cannot be after this month, by the same rule as `pastDate`. */
export function pastMonth(what: string) {
  const schema = monthText.describe(`A month, YYYY-MM; ${futureDateMessage(what).toLowerCase()}`);
  schema.register(pastOnly, { what });
  return schema;
}

/** `pastDate` for a form in the browser: the same rule and message, judged by the browser's day. */
export const pastDateInForm = (what: string) =>
  pastDate(what).refine((d) => !isAfterToday(d, new Date()), futureDateMessage(what));

/** The name of the past-only date a field holds, through its optional, nullable and default wrappers. */
function pastOnlyOf(field: unknown): string | undefined {
  let current = field as z.ZodType | undefined;
  for (let depth = 0; current && depth < 5; depth++) {
    const rule = pastOnly.get(current);
    if (rule) return rule.what;
    current = (current._zod.def as { innerType?: z.ZodType }).innerType;
  }
  return undefined;
}

/**
 * The fields of an object schema built with `pastDate` whose value in `values` lies after the
 * day of `now`, each with the message: a 400 body, or an import row's errors.
 */
export function futureDateProblems(
  schema: z.ZodType | undefined,
  values: Record<string, unknown>,
  now: Date,
): Record<string, string[]> {
  if (!(schema instanceof z.ZodObject)) return {};
  const problems: Record<string, string[]> = {};
  for (const [field, fieldSchema] of Object.entries(schema.shape)) {
    const what = pastOnlyOf(fieldSchema);
    const value = values[field];
    if (what && typeof value === "string" && isAfterToday(value, now))
      problems[field] = [futureDateMessage(what)];
  }
  return problems;
}
