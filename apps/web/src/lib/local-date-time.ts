// <input type="datetime-local"> and <input type="date"> work in the browser's own time zone
// without an offset; the API wants ISO instants for times and YYYY-MM-DD for calendar dates.

const pad = (n: number) => String(n).padStart(2, "0");

/** An ISO instant as a datetime-local value in this browser's zone ("2026-05-03T10:30"); "" for none. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  return `${toLocalDate(d)}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value, read in this browser's zone, as an ISO instant; null when empty or invalid. */
export function fromLocalInput(value: string | null | undefined): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** The calendar date of a moment in this browser's zone, YYYY-MM-DD. */
export function toLocalDate(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Today in this browser's zone, YYYY-MM-DD. */
export function localToday(now = new Date()): string {
  return toLocalDate(now);
}
