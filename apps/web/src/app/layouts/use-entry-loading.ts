import { useEffect, useState } from "react";
import { minimumLoadingMs } from "../../components/loading-screen";
import { firstScreenShownAt } from "../first-screen/first-screen-end";

/** A page entered; `shownAt` when its loading screen was already on the page (the HTML's). */
type Entry = { path: string; startedAt: number; shownAt?: number };

function firstEntry(path: string): Entry {
  const shownAt = firstScreenShownAt() ?? undefined;
  return shownAt === undefined ? { path, startedAt: Date.now() } : { path, startedAt: shownAt, shownAt };
}

/** How long the loading screen still has to show from now. */
function remainingMs({ path, shownAt }: Entry): number {
  const minimum = minimumLoadingMs(path);
  return shownAt === undefined ? minimum : Math.max(0, shownAt + minimum - Date.now());
}

/**
 * The loading screen's timing when a signed-in page is entered (spec section 2): held for
 * 300 ms, or 600 ms on the heavy pages, from the moment it shows. On a first visit the page's
 * HTML showed it already (first-screen.tsx), so it is held only for what is left of that time.
 */
export function useEntryLoading(pathname: string): { startedAt: number; held: boolean } {
  const [entry, setEntry] = useState<Entry>(() => firstEntry(pathname));
  const [released, setReleased] = useState<number | null>(() =>
    remainingMs(entry) === 0 ? entry.startedAt : null,
  );

  // Updated during render, not in an effect, so the new page never shows for a frame unheld.
  let current = entry;
  if (entry.path !== pathname) {
    current = { path: pathname, startedAt: Date.now() };
    setEntry(current);
  }

  // Counted from when the screen is on the page: on a first load the shell may wait for its own
  // code after this render began, and the screen must still show for its whole minimum time.
  useEffect(() => {
    const timer = window.setTimeout(() => setReleased(current.startedAt), remainingMs(current));
    return () => window.clearTimeout(timer);
  }, [current]);

  return { startedAt: current.startedAt, held: released !== current.startedAt };
}
