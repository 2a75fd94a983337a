import { type AssignmentStatus, msg } from "@cm/contracts";

/** An answer's word (translated where it is shown). */
export const STATUS_LABELS: Record<AssignmentStatus, string> = {
  pending: msg("Asked"),
  accepted: msg("Accepted"),
  declined: msg("Declined"),
};
export const STATUS_COLORS: Record<AssignmentStatus, string> = {
  pending: "yellow",
  accepted: "teal",
  declined: "red",
};

/** The month (`YYYY-MM`) `by` months after `month`. */
export function monthAfter(month: string, by: number): string {
  const at = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + by, 1));
  return at.toISOString().slice(0, 7);
}

/** The last date of a month (`YYYY-MM`). */
export const lastDayOf = (month: string) =>
  new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);
