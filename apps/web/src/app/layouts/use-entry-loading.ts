import { useEffect, useState } from "react";
import { minimumLoadingMs } from "../../components/loading-screen";

type Entry = { path: string; startedAt: number };

/**
 * The loading screen's timing when a signed-in page is entered (spec section 2): held for
 * 300 ms, or 600 ms on the heavy pages, from the moment the path changed.
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
  useEffect(() => {
    const remaining = minimumLoadingMs(path) - (Date.now() - startedAt);
    const timer = window.setTimeout(() => setReleased(startedAt), Math.max(0, remaining));
    return () => window.clearTimeout(timer);
  }, [path, startedAt]);

  return { startedAt, held: released !== startedAt };
}
