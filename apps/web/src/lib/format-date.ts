const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const dateOnly = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

/** "12 Mar 2026, 14:05" in the reader's locale; "Never" for an empty value. */
export function formatDateTime(iso: string | null | undefined, empty = "Never"): string {
  if (!iso) return empty;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? empty : dateTime.format(date);
}

/** "12 Mar 2026" in the reader's locale. */
export function formatDate(iso: string | null | undefined, empty = "—"): string {
  if (!iso) return empty;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? empty : dateOnly.format(date);
}
