export type BroadcastTiming = "upcoming" | "live" | "ended";

/** Whether a broadcast is on now, still to come, or over, at the moment `now`. */
export function broadcastTiming(start: string, end: string | null, now = new Date()): BroadcastTiming {
  const startsAt = new Date(start).getTime();
  const endsAt = end ? new Date(end).getTime() : null;
  if (now.getTime() < startsAt) return "upcoming";
  if (endsAt !== null && now.getTime() >= endsAt) return "ended";
  return "live";
}

function sameDay(a: Date, b: Date): boolean {
  return a.toDateString() === b.toDateString();
}

/**
 * "Sunday, 12 April 2026, 10:00 – 12:00 GMT+1" in the viewer's own time zone (a viewer abroad sees
 * their local time, with the zone named so there is no doubt). An end on another day is written in full.
 */
export function formatBroadcastSchedule(
  start: string,
  end: string | null,
  locale?: string,
  timeZone?: string,
): string {
  const startsAt = new Date(start);
  const full = new Intl.DateTimeFormat(locale, {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone,
  });
  const zone =
    new Intl.DateTimeFormat(locale, { timeZoneName: "short", timeZone })
      .formatToParts(startsAt)
      .find((p) => p.type === "timeZoneName")?.value ?? "";
  if (!end) return `${full.format(startsAt)} ${zone}`.trim();
  const endsAt = new Date(end);
  const sameDate = timeZone
    ? new Intl.DateTimeFormat("en-CA", { timeZone }).format(startsAt) ===
      new Intl.DateTimeFormat("en-CA", { timeZone }).format(endsAt)
    : sameDay(startsAt, endsAt);
  const endText = sameDate
    ? new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", timeZone }).format(endsAt)
    : full.format(endsAt);
  return `${full.format(startsAt)} – ${endText} ${zone}`.trim();
}
