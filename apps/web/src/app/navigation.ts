import { msg } from "@cm/contracts";
// Links of the public site (spec section 2). Labels are written for people; the header shows them in capitals.
export type SiteLink = { label: string; to: string };

export const LEGAL_LINKS: SiteLink[] = [
  { label: msg("Privacy"), to: "/privacy" },
  { label: msg("Terms"), to: "/terms" },
  { label: msg("Cookie Policy"), to: "/cookie-policy" },
  { label: msg("Data Protection"), to: "/data-protection" },
  { label: msg("Legal Notices"), to: "/legal-notices" },
];

export const ORGANISATION_LINKS: SiteLink[] = [
  { label: msg("About"), to: "/about" },
  { label: msg("Contact"), to: "/contact" },
];

/** Where a signed-in user starts; /dashboard per the specification's guest-only rule. */
export const DASHBOARD_PATH = "/dashboard";
/** Where sign-in lands when there is no better place (spec section 2). */
export const AFTER_SIGN_IN_PATH = "/churches";

// The signed-in top bar's titles, one a first path segment, for the catalogs (shown with t()).
export const PAGE_TITLES = [
  msg("Admin"),
  msg("Affiliates"),
  msg("Assets"),
  msg("Audit Logs"),
  msg("Branches"),
  msg("Church"),
  msg("Churches"),
  msg("Dashboard"),
  msg("Finance"),
  msg("Giving"),
  msg("Notifications"),
  msg("Profile"),
  msg("Programs"),
  msg("Regions"),
  msg("Reports"),
  msg("Settings"),
  msg("Subscriptions"),
  msg("Testimonies"),
  msg("Users"),
] as const;

/**
 * "/audit-logs/12" -> "Audit Logs": the signed-in top bar titles a page by its first path segment
 * (in English: the top bar shows it through t()).
 */
export function pageTitleFromPath(pathname: string): string {
  const segment = pathname.split("/").find((s) => s.length > 0) ?? "";
  return segment
    .split(/[-_]/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");
}

/** A path inside this app ("/churches?page=2"); anything else (another site, "//host") is null. */
export function localPath(value: unknown): string | null {
  return typeof value === "string" && value.startsWith("/") && !value.startsWith("//") ? value : null;
}

/** A path from router state (`{from: "/churches?page=2"}`), if it is one of ours. */
export function fromPath(state: unknown): string | null {
  if (typeof state !== "object" || state === null || !("from" in state)) return null;
  return localPath(state.from);
}

type Destinations = {
  /** The `return_to` query of the sign-in page (set when a payment session ended). */
  returnTo?: string | null;
  /** The remembered intended path (a guest opened a signed-in page). */
  intended?: string | null;
  /** Router state of the page they came from (`{from}`). */
  state?: unknown;
};

/** After signing in: return_to, else the intended path, else the page they came from, else /churches. */
export function afterSignInPath({ returnTo, intended, state }: Destinations): string {
  return localPath(returnTo) ?? localPath(intended) ?? fromPath(state) ?? AFTER_SIGN_IN_PATH;
}

/**
 * A signed-in user opening a guest-only page (spec section 2): the intended path, else the page
 * they came from (return_to names it explicitly), else /dashboard.
 */
export function signedInVisitorPath({ returnTo, intended, state }: Destinations): string {
  return localPath(intended) ?? localPath(returnTo) ?? fromPath(state) ?? DASHBOARD_PATH;
}

/** What a guest-only page tells the sign-in page through router state once it has succeeded. */
export type GuestNotice = { message: string; username?: string };

export function noticeFrom(state: unknown): GuestNotice | null {
  if (typeof state !== "object" || state === null || !("notice" in state)) return null;
  const notice = state.notice;
  if (typeof notice !== "object" || notice === null || !("message" in notice)) return null;
  if (typeof notice.message !== "string") return null;
  const username = "username" in notice && typeof notice.username === "string" ? notice.username : undefined;
  return { message: notice.message, username };
}
