import {
  LOCAL_ROLES,
  NATIONAL_ROLES,
  REGIONAL_ROLES,
  type Role,
  reachOf,
  VIEWER_ROLES,
} from "../access/roles";

const CHURCH_LEVEL: readonly Role[] = [...LOCAL_ROLES, "FINANCE_MANAGER", ...VIEWER_ROLES];

/**
 * The roles a user may give to (and manage on) other users: only a super admin grants national
 * roles; a regional admin manages everything below the regional tier in its region; a local admin
 * (or church admin) manages its own church's local, finance, viewer and member users.
 */
export function grantableRoles(actor: { role: Role; is_church_admin: boolean }): readonly Role[] {
  if (actor.role === "SUPER_ADMIN") return [...NATIONAL_ROLES, ...REGIONAL_ROLES, ...CHURCH_LEVEL];
  if (actor.role === "REGIONAL_ADMIN") return CHURCH_LEVEL;
  if (actor.role === "LOCAL_ADMIN" || (actor.is_church_admin && reachOf(actor.role) === "church")) {
    return CHURCH_LEVEL;
  }
  return [];
}

export const canGrant = (actor: { role: Role; is_church_admin: boolean }, target: Role) =>
  grantableRoles(actor).includes(target);
