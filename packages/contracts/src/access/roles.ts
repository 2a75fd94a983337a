export const NATIONAL_ROLES = [
  "SUPER_ADMIN",
  "NATIONAL_CORRESPONDENT",
  "NATIONAL_TREASURER",
  "NATIONAL_SECRETARY",
  "STAFF",
] as const;
export const REGIONAL_ROLES = [
  "REGIONAL_ADMIN",
  "REGIONAL_CORRESPONDENT",
  "REGIONAL_TREASURER",
  "REGIONAL_SECRETARY",
] as const;
export const LOCAL_ROLES = [
  "LOCAL_ADMIN",
  "LOCAL_CORRESPONDENT",
  "LOCAL_TREASURER",
  "LOCAL_SECRETARY",
] as const;
export const VIEWER_ROLES = ["VIEWER", "MEMBER"] as const;

/** Every role of the specification (section 6). */
export const ROLES = [
  ...NATIONAL_ROLES,
  ...REGIONAL_ROLES,
  ...LOCAL_ROLES,
  "FINANCE_MANAGER",
  ...VIEWER_ROLES,
] as const;
export type Role = (typeof ROLES)[number];

export type Tier = "national" | "regional" | "local" | "finance" | "viewer";

/** The tier a role belongs to; a role in a tier matches any item listed for that tier. */
export function tierOf(r: Role): Tier {
  if ((NATIONAL_ROLES as readonly string[]).includes(r)) return "national";
  if ((REGIONAL_ROLES as readonly string[]).includes(r)) return "regional";
  if ((LOCAL_ROLES as readonly string[]).includes(r)) return "local";
  if (r === "FINANCE_MANAGER") return "finance";
  return "viewer";
}

/** Whose data a user sees: every church, the churches of one region, or one church. */
export type DataReach = "all" | "region" | "church";
export function reachOf(r: Role): DataReach {
  const tier = tierOf(r);
  if (tier === "national") return "all";
  if (tier === "regional") return "region";
  return "church";
}

/** Church admin: the is_church_admin flag, or LOCAL_ADMIN, REGIONAL_ADMIN or SUPER_ADMIN (spec section 6). */
export function isChurchAdmin(user: { role: Role; is_church_admin: boolean }): boolean {
  return user.is_church_admin || ["LOCAL_ADMIN", "REGIONAL_ADMIN", "SUPER_ADMIN"].includes(user.role);
}

/** "REGIONAL_ADMIN" -> "Regional Admin", as the sidebar shows it. */
export function roleTitle(r: Role): string {
  return r
    .toLowerCase()
    .split("_")
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");
}
