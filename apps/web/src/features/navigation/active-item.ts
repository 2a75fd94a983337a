import type { NavSection } from "@cm/contracts";

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * The sidebar item to highlight for a page: the one whose path is the longest prefix of it,
 * so /profile/security lights Security (not Profile) and /churches/12 lights Churches.
 */
export function activeNavPath(pathname: string, sections: readonly NavSection[]): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  let best: string | null = null;
  for (const section of sections) {
    for (const item of section.items) {
      if (under(path, item.path) && (best === null || item.path.length > best.length)) best = item.path;
    }
  }
  return best;
}
