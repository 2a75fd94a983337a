import { msg } from "../i18n/languages";

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

/** Each role's name as people read it, in the sidebar, the profile menu and the users' list. */
export const ROLE_TITLES: Record<Role, string> = {
  SUPER_ADMIN: msg("Super Admin"),
  NATIONAL_CORRESPONDENT: msg("National Correspondent"),
  NATIONAL_TREASURER: msg("National Treasurer"),
  NATIONAL_SECRETARY: msg("National Secretary"),
  STAFF: msg("Staff"),
  REGIONAL_ADMIN: msg("Regional Admin"),
  REGIONAL_CORRESPONDENT: msg("Regional Correspondent"),
  REGIONAL_TREASURER: msg("Regional Treasurer"),
  REGIONAL_SECRETARY: msg("Regional Secretary"),
  LOCAL_ADMIN: msg("Local Admin"),
  LOCAL_CORRESPONDENT: msg("Local Correspondent"),
  LOCAL_TREASURER: msg("Local Treasurer"),
  LOCAL_SECRETARY: msg("Local Secretary"),
  FINANCE_MANAGER: msg("Finance Manager"),
  VIEWER: msg("Viewer"),
  MEMBER: msg("Member"),
};

/** "REGIONAL_ADMIN" -> "Regional Admin", as the sidebar shows it (in English: translate where shown). */
export function roleTitle(r: Role): string {
  return ROLE_TITLES[r];
}
