import { displayZone } from "./format-date";

// <input type="datetime-local"> and <input type="date"> work without an offset: in a church's time
// zone when one is named (its services are at its clock's hours), else the working church's, else
// the browser's own; the API wants ISO instants for times and YYYY-MM-DD for calendar dates.

const pad = (n: number) => String(n).padStart(2, "0");

/** The wall clock of an instant in a zone, as milliseconds of the same reading in UTC. */
function wallClock(ms: number, zone: string): number {
  const parts: Record<string, number> = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(new Date(ms))
      .map((p) => [p.type, Number(p.value)]),
  );
  const at = (type: string) => parts[type] ?? 0;
  return Date.UTC(at("year"), at("month") - 1, at("day"), at("hour"), at("minute"), at("second"));
}

/**
 * An ISO instant as a datetime-local value ("2026-05-03T10:30"): in `zone` when named (a church's),
 * else the working church's, else this browser's; "" for none.
 */
export function toLocalInput(iso: string | null | undefined, zone = displayZone()): string {
  if (!iso) return "";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  if (zone) return new Date(wallClock(d.getTime(), zone)).toISOString().slice(0, 16);
  return `${toLocalDate(d)}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * A datetime-local value, read in `zone` when named (a church's) else the working church's, else
 * this browser's, as an ISO instant; null when empty or invalid.
 */
export function fromLocalInput(value: string | null | undefined, zone = displayZone()): string | null {
  if (!value) return null;
  if (zone) {
    const wall = Date.parse(`${value}Z`);
    if (Number.isNaN(wall)) return null;
    // The zone's offset at the guess, then at the answer (a clock change in between moves it).
    let ms = wall - (wallClock(wall, zone) - wall);
    ms = wall - (wallClock(ms, zone) - ms);
    return new Date(ms).toISOString();
  }
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** The calendar date of a moment in this browser's zone, YYYY-MM-DD. */
export function toLocalDate(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Today on the working church's calendar (else this browser's), YYYY-MM-DD. */
export function localToday(now = new Date()): string {
  const zone = displayZone();
  return zone ? new Date(wallClock(now.getTime(), zone)).toISOString().slice(0, 10) : toLocalDate(now);
}
