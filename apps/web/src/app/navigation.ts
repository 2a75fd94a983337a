// Links of the public site (spec section 2). Labels are written for people; the header shows them in capitals.
export type SiteLink = { label: string; to: string };

export const LEGAL_LINKS: SiteLink[] = [
  { label: "Privacy", to: "/privacy" },
  { label: "Terms", to: "/terms" },
  { label: "Cookie Policy", to: "/cookie-policy" },
  { label: "Data Protection", to: "/data-protection" },
  { label: "Legal Notices", to: "/legal-notices" },
];

export const ORGANISATION_LINKS: SiteLink[] = [
  { label: "About", to: "/about" },
  { label: "Contact", to: "/contact" },
];

/** Where a signed-in user starts; /dashboard per the specification's guest-only rule. */
export const DASHBOARD_PATH = "/dashboard";
/** Where sign-in lands when there is no better place (spec section 2). */
export const AFTER_SIGN_IN_PATH = "/churches";

/** "/audit-logs/12" -> "Audit Logs": the signed-in top bar titles a page by its first path segment. */
export function pageTitleFromPath(pathname: string): string {
  const segment = pathname.split("/").find((s) => s.length > 0) ?? "";
  return segment
    .split(/[-_]/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");
}

/** A path from router state (`{from: "/churches?page=2"}`), if it is one of ours. */
export function fromPath(state: unknown): string | null {
  if (typeof state !== "object" || state === null || !("from" in state)) return null;
  const from = state.from;
  return typeof from === "string" && from.startsWith("/") && !from.startsWith("//") ? from : null;
}
