import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { translator } from "./i18n";

/** A page's code that has not arrived after this long is an error (spec section 8). */
export const CHUNK_DEADLINE_MS = 120_000;
// Short waits first (a blip in the connection), then a steady pace until the deadline.
const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000];

const t = translator("common");

/** Raised when a page's code could not be loaded in time; the error page shows for it. */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super(t("This page could not be loaded. Check your connection and refresh the page."), {
      cause,
    });
    this.name = "ChunkLoadError";
  }
}

/**
 * Loads a module, trying again after a failure, and gives up only when `deadlineMs` has passed:
 * a chunk that keeps failing or never arrives becomes a ChunkLoadError at the deadline.
 */
export function loadWithDeadline<T>(load: () => Promise<T>, deadlineMs = CHUNK_DEADLINE_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    let lastError: unknown = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const deadline = setTimeout(() => {
      settled = true;
      clearTimeout(retry);
      reject(new ChunkLoadError(lastError));
    }, deadlineMs);

    const attempt = (n: number) => {
      load().then(
        (module) => {
          if (settled) return;
          settled = true;
          clearTimeout(deadline);
          resolve(module);
        },
        (error: unknown) => {
          if (settled) return;
          lastError = error;
          const delay = RETRY_DELAYS_MS[Math.min(n, RETRY_DELAYS_MS.length - 1)] ?? 15_000;
          retry = setTimeout(() => attempt(n + 1), delay);
        },
      );
    };
    attempt(0);
  });
}

/** A page's component that can also be asked to fetch its code before it is drawn. */
// biome-ignore lint/suspicious/noExplicitAny: the same constraint as React.lazy, which any page satisfies.
export type LazyPage<T extends ComponentType<any>> = LazyExoticComponent<T> & {
  preload(): Promise<unknown>;
  /** The page's source file, set by the build that prerenders (build/page-code.ts) and only there. */
  source?: string;
};

/**
 * React.lazy with the deadline above: use it for every route's page. `preload` starts fetching
 * the code (once; drawing the page later uses the same download).
 */
// biome-ignore lint/suspicious/noExplicitAny: the same constraint as React.lazy, which any page satisfies.
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyPage<T> {
  let loading: Promise<{ default: T }> | null = null;
  const once = () => {
    loading ??= loadWithDeadline(load);
    return loading;
  };
  return Object.assign(lazy(once), { preload: once });
}

/**
 * Starts fetching the code of every lazy page among these route elements (the layout and the
 * page of the address being opened), so they arrive together instead of one after the other.
 */
export function preloadPages(elements: unknown[]): void {
  for (const element of elements) {
    const type = (element as { type?: { preload?: () => Promise<unknown> } } | null)?.type;
    void type?.preload?.().catch(() => undefined);
  }
}
