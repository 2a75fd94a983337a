import { useEffect, useState } from "react";
import { minimumLoadingMs } from "../../components/loading-screen";

type Entry = { path: string; startedAt: number };

/**
 * The loading screen's timing when a signed-in page is entered (spec section 2): held for
 * 300 ms, or 600 ms on the heavy pages, from the moment it shows.
 */
export function useEntryLoading(pathname: string): { startedAt: number; held: boolean } {
  const [entry, setEntry] = useState<Entry>(() => ({ path: pathname, startedAt: Date.now() }));
  const [released, setReleased] = useState<number | null>(null);

  // Updated during render, not in an effect, so the new page never shows for a frame unheld.
  let current = entry;
  if (entry.path !== pathname) {
    current = { path: pathname, startedAt: Date.now() };
    setEntry(current);
  }

  const { path, startedAt } = current;
  // Counted from when the screen is on the page: on a first load the shell may wait for its own
  // code after this render began, and the screen must still show for its whole minimum time.
  useEffect(() => {
    const timer = window.setTimeout(() => setReleased(startedAt), minimumLoadingMs(path));
    return () => window.clearTimeout(timer);
  }, [path, startedAt]);

  return { startedAt, held: released !== startedAt };
}
