import { msg } from "@cm/contracts/rules";

// The loading screen's rules (spec sections 2 and 9), kept pure so they are tested without a clock.

export const LOADING_SPEEDS = ["fast", "normal", "slow", "very-slow"] as const;
export type LoadingSpeed = (typeof LOADING_SPEEDS)[number];
export const DEFAULT_LOADING_SPEED: LoadingSpeed = "normal";

/** How fast the bar fills, in percent per second (spec section 9). */
export const LOADING_RATES: Readonly<Record<LoadingSpeed, number>> = {
  fast: 20,
  normal: 12,
  slow: 8,
  "very-slow": 4,
};

/** Above this the bar slows down, so it lingers near the end instead of racing to a wrap. */
export const SLOWDOWN_FROM = 90;
/** The share of the normal rate the bar keeps above SLOWDOWN_FROM. */
export const SLOWDOWN_FACTOR = 0.25;

export const LOADING_TITLE = msg("Loading");
export const LOADING_SUBTITLE = msg("Please wait while we prepare your experience");
export const FIRST_WRAP_MESSAGE = msg("This is taking longer than expected...");
/** The line after the bar has wrapped more than once ({wraps}: how many times). */
export const ATTEMPT_MESSAGE = msg("Still working... (attempt {wraps} / this might take a while)");

/** The stage texts in the order the screen cycles through them (spec section 2). */
export const LOADING_STAGES = [
  msg("Gathering resources"),
  msg("Processing data"),
  msg("Almost ready"),
  msg("Finalizing details"),
  msg("Optimizing content"),
  msg("Performing final checks"),
  msg("Taking a bit longer than expected"),
] as const;
/** How long each stage text stays before the next one. */
export const STAGE_MS = 1500;

/** Minimum display per page (spec section 9): most pages 300 ms, the heavy ones 600 ms. */
export const SHORT_LOADING_MS = 300;
export const LONG_LOADING_MS = 600;
const HEAVY_PAGES = [
  "/church/members",
  "/assets/global",
  "/finance/reports",
  "/admin/marketing/performance",
  "/church/marketing/performance",
];

export type LoadingState = {
  /** Where the bar is, 0 (inclusive) to 100 (exclusive). */
  progress: number;
  /** How many times the bar reached 100 and started again. */
  wraps: number;
};

/** The bar's rate in percent per second for a speed option. */
export function loadingRate(speed: LoadingSpeed): number {
  return LOADING_RATES[speed];
}

/** Moves the bar on by `elapsedMs`: full rate below 90 %, a quarter above it, back to 0 at 100. */
export function advanceLoading(state: LoadingState, elapsedMs: number, speed: LoadingSpeed): LoadingState {
  const rate = loadingRate(speed);
  let { progress, wraps } = state;
  let seconds = Math.max(0, elapsedMs) / 1000;
  // Each pass of the loop reaches a boundary (90 or 100) or spends the remaining time.
  while (seconds > 0) {
    const slow = progress >= SLOWDOWN_FROM;
    const currentRate = slow ? rate * SLOWDOWN_FACTOR : rate;
    const boundary = slow ? 100 : SLOWDOWN_FROM;
    const secondsToBoundary = (boundary - progress) / currentRate;
    if (secondsToBoundary > seconds) {
      progress += currentRate * seconds;
      seconds = 0;
    } else {
      seconds -= secondsToBoundary;
      progress = boundary;
      if (boundary === 100) {
        progress = 0;
        wraps += 1;
      }
    }
  }
  return { progress, wraps };
}

/** The bar after `elapsedMs` since the screen appeared. */
export function loadingStateAt(elapsedMs: number, speed: LoadingSpeed): LoadingState {
  return advanceLoading({ progress: 0, wraps: 0 }, elapsedMs, speed);
}

/** The stage text shown `elapsedMs` after the screen appeared; the list starts over after the last one. */
export function stageText(elapsedMs: number): string {
  const index = Math.floor(Math.max(0, elapsedMs) / STAGE_MS) % LOADING_STAGES.length;
  return LOADING_STAGES[index] ?? LOADING_STAGES[0];
}

type Translate = (key: string, values?: Record<string, unknown>) => string;
const inEnglish: Translate = (key, values) => key.replace(/\{(\w+)\}/g, (_, name) => String(values?.[name]));

/**
 * The line under the title: the usual one, then the first-wrap notice, then the attempt count
 * (in English, or through the `t` given).
 */
export function loadingMessage(wraps: number, t: Translate = inEnglish): string {
  if (wraps <= 0) return t(LOADING_SUBTITLE);
  if (wraps === 1) return t(FIRST_WRAP_MESSAGE);
  return t(ATTEMPT_MESSAGE, { wraps });
}

/** How long the loading screen shows at least when `pathname` is entered. */
export function minimumLoadingMs(pathname: string): number {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return HEAVY_PAGES.includes(path) ? LONG_LOADING_MS : SHORT_LOADING_MS;
}

/** Reads a stored option; anything unknown means the default. */
export function parseLoadingSpeed(value: unknown): LoadingSpeed {
  return LOADING_SPEEDS.find((s) => s === value) ?? DEFAULT_LOADING_SPEED;
}
