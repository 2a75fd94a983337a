import { isChurchAdmin, LOCAL_ROLES, NATIONAL_ROLES, REGIONAL_ROLES, type Role, reachOf } from "./roles";

const NATIONAL_OFFICERS = ["SUPER_ADMIN", "NATIONAL_CORRESPONDENT", "NATIONAL_SECRETARY"] as const;
const REGIONAL_OFFICERS = ["REGIONAL_ADMIN", "REGIONAL_CORRESPONDENT", "REGIONAL_SECRETARY"] as const;
const LOCAL_OFFICERS = ["LOCAL_ADMIN", "LOCAL_CORRESPONDENT", "LOCAL_SECRETARY"] as const;

type Grant = {
  roles: readonly Role[];
  /**
   * Also granted to church admins: `true` to anyone isChurchAdmin names, `"church"` only to
   * holders of the is_church_admin flag who work inside one church (not regional or national officers).
   */
  churchAdmin?: boolean | "church";
};

/** The people who keep a church's books: its admins, its treasurer and its finance manager. */
const CHURCH_BOOKKEEPERS = ["LOCAL_ADMIN", "LOCAL_TREASURER", "FINANCE_MANAGER"] as const;

/** Who plans a church's programs: its admin, its secretary and its correspondent. */
const PROGRAM_PLANNERS = ["LOCAL_ADMIN", "LOCAL_SECRETARY", "LOCAL_CORRESPONDENT"] as const;

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
  /** The national dashboard (spec section 6: national roles); regional officers see their region's. */
  "dashboard.read": { roles: [...NATIONAL_ROLES, ...REGIONAL_ROLES] },
  /** Reports across the hierarchy: officers within their reach (church roles with ADVANCED_REPORTING). */
  "reports.read": { roles: [...NATIONAL_ROLES, ...REGIONAL_ROLES, ...LOCAL_ROLES], churchAdmin: true },
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
  /** Church finance (spec section 6: finance items for every tier and FINANCE_MANAGER). */
  "finance.read": {
    roles: [...NATIONAL_ROLES, ...REGIONAL_ROLES, ...LOCAL_ROLES, "FINANCE_MANAGER"],
    churchAdmin: true,
  },
  /**
   * Recording income, expenses and support: the church's own bookkeepers. Regional and national
   * officers read a church's books but do not edit them.
   */
  "finance.write": { roles: CHURCH_BOOKKEEPERS, churchAdmin: "church" },
  /** Approving or rejecting an expense (never one's own: a per-record rule). */
  "finance.approve": { roles: CHURCH_BOOKKEEPERS, churchAdmin: "church" },
  /** Categories: a church's own (its bookkeepers) and the national defaults (super admins). */
  "finance.categories.write": { roles: ["SUPER_ADMIN", ...CHURCH_BOOKKEEPERS], churchAdmin: "church" },
  /** The national office confirms the ministry support it received. */
  "finance.ministry-support.confirm": { roles: ["SUPER_ADMIN", "NATIONAL_TREASURER"] },
  /** A region's treasurer confirms the regional support of the region's churches. */
  "finance.regional-support.confirm": { roles: ["REGIONAL_TREASURER"] },
  /** The share of tithes and offerings each region's churches are expected to remit. */
  "finance.rates.write": { roles: ["SUPER_ADMIN"] },
  /** Giving (funds, Sunday counts, gifts): read by whoever reads a church's books. */
  "giving.read": {
    roles: [...NATIONAL_ROLES, ...REGIONAL_ROLES, ...LOCAL_ROLES, "FINANCE_MANAGER"],
    churchAdmin: true,
  },
  /** Counting: entering a service's gifts and submitting the count, by the church's bookkeepers. */
  "giving.write": { roles: CHURCH_BOOKKEEPERS, churchAdmin: "church" },
  /**
   * Confirming a count (never one's own: a per-record rule), reopening it and reversing a final
   * gift: whoever may approve expenses.
   */
  "giving.confirm": { roles: CHURCH_BOOKKEEPERS, churchAdmin: "church" },
  /** Funds: a church's own (its bookkeepers) and the national defaults (super admins). */
  "giving.funds.write": { roles: ["SUPER_ADMIN", ...CHURCH_BOOKKEEPERS], churchAdmin: "church" },
  /** Church management (members, events, attendance, leadership, Sunday school). */
  "church-life.read": { roles: [...NATIONAL_ROLES, ...REGIONAL_ROLES, ...LOCAL_ROLES], churchAdmin: true },
  "members.write": {
    roles: [...NATIONAL_OFFICERS, ...REGIONAL_OFFICERS, ...LOCAL_OFFICERS],
    churchAdmin: true,
  },
  /** Erasing a member's personal data on request (data-protection law): the church's admins. */
  "members.erase": { roles: ["SUPER_ADMIN", "REGIONAL_ADMIN", "LOCAL_ADMIN"], churchAdmin: true },
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
  /** Programs (spec section 6: national, regional and local officers read a church's programs). */
  "programs.read": { roles: [...NATIONAL_ROLES, ...REGIONAL_ROLES, ...LOCAL_ROLES], churchAdmin: true },
  /** Planning programs, recording outcomes, participants, files and reminders: the church's own officers. */
  "programs.write": { roles: PROGRAM_PLANNERS, churchAdmin: "church" },
  /** Approving a secretary's program, correcting a recorded outcome, the calendar feed's address. */
  "programs.approve": { roles: ["LOCAL_ADMIN"], churchAdmin: "church" },
  /** Program categories: a church's own (its planners) and the national defaults (super admins). */
  "programs.categories.write": { roles: ["SUPER_ADMIN", ...PROGRAM_PLANNERS], churchAdmin: "church" },
  /**
   * Verifying, rejecting and publishing a church's testimonies, and its medical documents: super
   * admins and the church's own admins (spec: a church admin only for their church).
   */
  "testimonies.verify": { roles: ["SUPER_ADMIN", "LOCAL_ADMIN"], churchAdmin: "church" },
  /** Reading every testimony in reach, pending ones included, and their statistics: officers. */
  "testimonies.review": {
    roles: [...NATIONAL_ROLES, ...REGIONAL_ROLES, ...LOCAL_OFFICERS],
    churchAdmin: true,
  },
  /** The testimony types (Healing, Provision...). */
  "testimonies.types.write": { roles: ["SUPER_ADMIN"] },
  /** Assets (spec section 6): the church's hierarchy reads its register. */
  "assets.read": { roles: [...NATIONAL_ROLES, ...REGIONAL_ROLES, ...LOCAL_ROLES], churchAdmin: true },
  /** Keeping the register, assignments, maintenance and documents: the church's admins and secretary. */
  "assets.write": { roles: ["LOCAL_ADMIN", "LOCAL_SECRETARY"], churchAdmin: "church" },
  /** Adding a church's own asset categories (also by naming one in a bulk upload): its admins. */
  "assets.categories.write": { roles: ["LOCAL_ADMIN"], churchAdmin: "church" },
  /** The global asset view: the national officers and the regional roles, each within their reach. */
  "assets.global": { roles: [...NATIONAL_OFFICERS, ...REGIONAL_ROLES] },
  /** Advertising plans, reviewing campaigns and confirming bank transfers: the national office. */
  "marketing.write": { roles: ["SUPER_ADMIN"] },
  /** A church's campaigns, their payments and figures: super admins and the church's own admins. */
  "marketing.manage": { roles: ["SUPER_ADMIN", "LOCAL_ADMIN"], churchAdmin: "church" },
  /** Approving affiliates, their withdrawals and the programme's settings: the super admin only. */
  "affiliates.manage": { roles: ["SUPER_ADMIN"] },
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
  if (grant.churchAdmin === "church") return user.is_church_admin && reachOf(user.role) === "church";
  return grant.churchAdmin === true && isChurchAdmin(user);
}
