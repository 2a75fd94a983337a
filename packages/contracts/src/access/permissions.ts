import { isChurchAdmin, LOCAL_ROLES, NATIONAL_ROLES, REGIONAL_ROLES, type Role } from "./roles";

const NATIONAL_OFFICERS = ["SUPER_ADMIN", "NATIONAL_CORRESPONDENT", "NATIONAL_SECRETARY"] as const;
const REGIONAL_OFFICERS = ["REGIONAL_ADMIN", "REGIONAL_CORRESPONDENT", "REGIONAL_SECRETARY"] as const;
const LOCAL_OFFICERS = ["LOCAL_ADMIN", "LOCAL_CORRESPONDENT", "LOCAL_SECRETARY"] as const;

type Grant = {
  roles: readonly Role[];
  /** Also granted to a user holding the is_church_admin flag. */
  churchAdmin?: boolean;
};

/**
 * Who may do what. A route that needs one of these names it in its access declaration;
 * the data a permitted user reaches is then narrowed by the resource's tenant scope.
 */
export const PERMISSIONS = {
  "countries.write": { roles: ["SUPER_ADMIN"] },
  "regions.write": { roles: NATIONAL_OFFICERS },
  "regions.analytics": { roles: [...NATIONAL_ROLES, ...REGIONAL_ROLES] },
  "branches.write": {
    roles: [...NATIONAL_OFFICERS, ...REGIONAL_OFFICERS, ...LOCAL_OFFICERS],
    churchAdmin: true,
  },
  "churches.create": { roles: NATIONAL_OFFICERS },
  "churches.write": { roles: [...NATIONAL_OFFICERS, "REGIONAL_ADMIN", "LOCAL_ADMIN"], churchAdmin: true },
  "churches.delete": { roles: ["SUPER_ADMIN"] },
  "users.read": { roles: [...NATIONAL_ROLES, ...REGIONAL_OFFICERS, ...LOCAL_ROLES], churchAdmin: true },
  "users.write": { roles: ["SUPER_ADMIN", "REGIONAL_ADMIN", "LOCAL_ADMIN"], churchAdmin: true },
  "audit.read": { roles: ["SUPER_ADMIN"] },
  "mail.read": { roles: ["SUPER_ADMIN"] },
  "settings.write": { roles: ["SUPER_ADMIN"] },
  "announcements.write": { roles: ["SUPER_ADMIN"] },
  "broadcasts.write": { roles: ["SUPER_ADMIN"] },
  "contact.manage": { roles: ["SUPER_ADMIN"] },
  "churches.statistics": { roles: [...NATIONAL_ROLES, ...REGIONAL_ROLES, ...LOCAL_ROLES], churchAdmin: true },
  "church-roles.write": {
    roles: [...NATIONAL_OFFICERS, "REGIONAL_ADMIN", "LOCAL_ADMIN"],
    churchAdmin: true,
  },
  "church-requests.review": { roles: [...NATIONAL_OFFICERS, ...REGIONAL_OFFICERS] },
  "plans.write": { roles: ["SUPER_ADMIN"] },
  /** Finance managers read payments and invoices too (spec section 6: Payment History, Invoices). */
  "subscriptions.read": {
    roles: [...NATIONAL_ROLES, ...REGIONAL_ROLES, ...LOCAL_ROLES, "FINANCE_MANAGER"],
    churchAdmin: true,
  },
  "subscriptions.write": { roles: ["SUPER_ADMIN"] },
  /** Church admins start their own church's trial (and cancel its subscription). */
  "subscriptions.manage": { roles: ["SUPER_ADMIN"], churchAdmin: true },
  "subscriptions.statistics": { roles: NATIONAL_ROLES },
  /** Church finance: income records (spec section 6: finance items for every tier and FINANCE_MANAGER). */
  "finance.read": {
    roles: [...NATIONAL_ROLES, ...REGIONAL_ROLES, ...LOCAL_ROLES, "FINANCE_MANAGER"],
    churchAdmin: true,
  },
  "finance.write": {
    roles: [
      "SUPER_ADMIN",
      "NATIONAL_TREASURER",
      "REGIONAL_TREASURER",
      "LOCAL_ADMIN",
      "LOCAL_TREASURER",
      "FINANCE_MANAGER",
    ],
    churchAdmin: true,
  },
  /** Church management (members, events, attendance, leadership, Sunday school). */
  "church-life.read": { roles: [...NATIONAL_ROLES, ...REGIONAL_ROLES, ...LOCAL_ROLES], churchAdmin: true },
  "members.write": {
    roles: [...NATIONAL_OFFICERS, ...REGIONAL_OFFICERS, ...LOCAL_OFFICERS],
    churchAdmin: true,
  },
  "events.write": {
    roles: [...NATIONAL_OFFICERS, ...REGIONAL_OFFICERS, ...LOCAL_OFFICERS],
    churchAdmin: true,
  },
  "leadership.write": {
    roles: [...NATIONAL_OFFICERS, ...REGIONAL_OFFICERS, ...LOCAL_OFFICERS],
    churchAdmin: true,
  },
  "sunday-school.write": {
    roles: [...NATIONAL_OFFICERS, ...REGIONAL_OFFICERS, ...LOCAL_OFFICERS],
    churchAdmin: true,
  },
} as const satisfies Record<string, Grant>;

export type Permission = keyof typeof PERMISSIONS;
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

/** Whether a user's role (or church-admin flag) carries a permission. */
export function hasPermission(
  user: { role: Role; is_church_admin: boolean },
  permission: Permission,
): boolean {
  const grant: Grant = PERMISSIONS[permission];
  if (grant.roles.includes(user.role)) return true;
  return grant.churchAdmin === true && isChurchAdmin(user);
}
