import type { UserMe } from "@cm/contracts";
import { useMemo } from "react";
import { useCurrentUser } from "./auth-store";
import { useWorkingChurch } from "./church-currency";
import { setDisplayZone } from "./format-date";
import { sessionStore } from "./session";
import { choosesChurch } from "./working-church";

// The browser's own zone, and whether another zone keeps the same clock all year (Accra and UTC).
const browserZone = () => new Intl.DateTimeFormat().resolvedOptions().timeZone;
const JANUARY = Date.UTC(2026, 0, 15, 12);
const JULY = Date.UTC(2026, 6, 15, 12);
function sameClock(a: string, b: string): boolean {
  if (a === b) return true;
  try {
    const hour = (zone: string, at: number) =>
      new Intl.DateTimeFormat("en-US", {
        timeZone: zone,
        hour: "numeric",
        minute: "numeric",
        hourCycle: "h23",
      }).format(at);
    return hour(a, JANUARY) === hour(b, JANUARY) && hour(a, JULY) === hour(b, JULY);
  } catch {
    return true;
  }
}

// Signed out, pages are a guest's again: dates at this browser's clock.
sessionStore.subscribe(() => {
  if (!sessionStore.get()) setDisplayZone(undefined);
});

/**
 * Shows dates and times at the working church's clock: a church user's own church (its zone comes
 * with the signed-in user, `me`), an officer's chosen church. Returns the zone shown, "" for the
 * browser's own: the shell draws the page again when it changes, so no date keeps the old clock.
 */
export function useChurchClock(me: UserMe | undefined): string {
  const user = useCurrentUser();
  const officer = user ? choosesChurch(user.role) : false;
  const chosen = useWorkingChurch(officer).data;
  const zone = !user ? undefined : officer ? chosen?.time_zone : me?.church_time_zone;
  const shown = useMemo(() => (zone && !sameClock(zone, browserZone()) ? zone : undefined), [zone]);
  // Set while rendering, before the page below reads it; the same answer each time for a zone.
  setDisplayZone(shown);
  return shown ?? "";
}
