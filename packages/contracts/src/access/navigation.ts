import { msg } from "../i18n/languages";
import { hasPermission, type Permission } from "./permissions";
import { type Role, type Tier, tierOf } from "./roles";

/**
 * Who sees an item: tiers of the specification's table (section 6), plus single roles, or the
 * holders of a permission (an item whose page is of use only to them).
 */
export type Audience = { tiers?: readonly Tier[]; roles?: readonly Role[]; permission?: Permission };
/** What the sidebar and the route rules read of a user. */
export type NavUser = { role: Role; is_church_admin: boolean };
export type NavItem = { label: string; path: string; audience: Audience; admin?: boolean };
export type NavSection = { title: string; items: readonly NavItem[] };

const ALL: Audience = { tiers: ["national", "regional", "local", "finance", "viewer"] };
const NATIONAL: Audience = { tiers: ["national"] };
const OFFICERS: Audience = { tiers: ["national", "regional", "local"] };
const UPPER: Audience = { tiers: ["national", "regional"] };
const OFFICERS_AND_FINANCE: Audience = {
  tiers: ["national", "regional", "local"],
  roles: ["FINANCE_MANAGER"],
};
const FINANCE: Audience = { tiers: ["national", "regional", "local", "finance"] };
const SUPER: Audience = { roles: ["SUPER_ADMIN"] };

/** One sidebar item: its label, its path, and who sees it when not its section's audience. */
type Row = readonly [label: string, path: string, audience?: Audience];
/** A section of the visibility table: who sees its items, unless an item says otherwise. */
type Section = { title: string; audience: Audience; admin?: boolean; items: readonly Row[] };

// The sidebar as the specification states it: twelve sections in its order (section 2), each with
// the tiers and roles that see it and the items that differ from their section (section 6).
const TABLE: readonly Section[] = [
  {
    title: msg("General"),
    audience: ALL,
    items: [
      [msg("Dashboard"), "/dashboard", NATIONAL],
      [msg("Churches"), "/churches"],
      [msg("Church Requests"), "/churches/requests", OFFICERS],
      [msg("Branches"), "/branches", UPPER],
      [msg("Regions"), "/regions", UPPER],
    ],
  },
  {
    title: msg("Church Management"),
    audience: OFFICERS,
    items: [
      [msg("Overview"), "/church"],
      [msg("Members"), "/church/members"],
      // Beyond the specification: the church's families (the peers' most asked-for link).
      [msg("Households"), "/church/households"],
      // Home cells, ministries and teams, with the leaders who take their attendance.
      [msg("Groups"), "/church/groups"],
      // Serving teams and their rota.
      [msg("Serving"), "/church/serving"],
      [msg("Events"), "/church/events"],
      [msg("Attendance"), "/church/attendance"],
      [msg("Attendance Management"), "/church/attendance-management"],
      [msg("Sunday School"), "/church/sunday-school"],
      [msg("Leadership"), "/church/leadership"],
      // A church's own campaigns (MARKETING feature). The specification's Church Management items
      // do not include it and its Marketing section is the super admin's, so it shows only to
      // those who may manage a church's campaigns: the page has nothing to show anyone else.
      [msg("Church Marketing"), "/church/marketing", { permission: "marketing.manage" }],
    ],
  },
  {
    title: msg("Programs"),
    audience: OFFICERS,
    items: [
      [msg("Programs"), "/programs"],
      [msg("Calendar"), "/programs/calendar"],
      [msg("Categories"), "/programs/categories"],
      [msg("Pending Updates"), "/programs/pending"],
    ],
  },
  {
    title: msg("Finance Management"),
    audience: FINANCE,
    items: [
      [msg("Finance Overview"), "/finance"],
      [msg("Income"), "/finance/income"],
      [msg("Expenses"), "/finance/expenses"],
      [msg("Financial Reports"), "/finance/reports"],
      // Beyond the specification: giving (the GIVING feature), for the same people as the books.
      [msg("Sunday Counts"), "/giving"],
      [msg("Donations"), "/giving/donations"],
      [msg("Online Gifts"), "/giving/online"],
      [msg("Funds"), "/giving/funds"],
      [msg("Pledges"), "/giving/pledges"],
      [msg("Giving Reports"), "/giving/reports"],
      [msg("Giving Statements"), "/giving/statements"],
    ],
  },
  {
    title: msg("Asset Management"),
    audience: OFFICERS,
    items: [
      [msg("Assets"), "/assets"],
      [msg("Assignments"), "/assets/assignments"],
      [msg("Maintenance"), "/assets/maintenance"],
    ],
  },
  {
    title: msg("Subscriptions"),
    audience: OFFICERS,
    items: [
      [msg("My Subscription"), "/subscriptions"],
      [msg("Plans"), "/subscriptions/plans"],
      [msg("Subscription Details"), "/subscriptions/details"],
      [msg("Payment History"), "/subscriptions/payments", OFFICERS_AND_FINANCE],
      [msg("Invoices"), "/subscriptions/invoices", OFFICERS_AND_FINANCE],
      [msg("Plan Changes"), "/subscriptions/changes"],
    ],
  },
  {
    title: msg("Affiliate Program"),
    audience: ALL,
    items: [
      [msg("Affiliate Dashboard"), "/affiliates"],
      [msg("Affiliate Profile"), "/affiliates/profile"],
      [msg("Referrals"), "/affiliates/referrals"],
      [msg("Rewards"), "/affiliates/rewards"],
      [msg("Withdrawals"), "/affiliates/withdrawals"],
    ],
  },
  {
    title: msg("Administration"),
    audience: SUPER,
    admin: true,
    items: [
      [msg("Users"), "/users"],
      [msg("Announcements"), "/admin/announcements"],
      [msg("Broadcasts"), "/admin/broadcasts"],
      [msg("Testimonies"), "/admin/testimonies"],
      [msg("Contact Messages"), "/admin/contact"],
      [msg("Affiliates"), "/admin/affiliates"],
      [msg("Audit Logs"), "/audit-logs"],
      [msg("Global Asset View"), "/assets/global", { roles: ["SUPER_ADMIN"], tiers: ["regional"] }],
    ],
  },
  {
    title: msg("Marketing"),
    audience: SUPER,
    admin: true,
    items: [
      [msg("Marketing Overview"), "/admin/marketing"],
      [msg("Marketing Plans"), "/admin/marketing/plans"],
      [msg("Campaigns"), "/admin/marketing/campaigns"],
      [msg("Marketing Payments"), "/admin/marketing/payments"],
      [msg("Performance"), "/admin/marketing/performance"],
    ],
  },
  { title: msg("Super Admin Finance"), audience: SUPER, admin: true, items: [[msg("Reports"), "/reports"]] },
  {
    title: msg("System Settings"),
    audience: SUPER,
    admin: true,
    items: [
      [msg("Settings"), "/settings"],
      [msg("Maintenance"), "/settings/maintenance"],
      [msg("Site Announcements"), "/settings/announcements"],
    ],
  },
  {
    title: msg("Profile Settings"),
    audience: ALL,
    items: [
      [msg("Profile"), "/profile"],
      [msg("Personal"), "/profile/personal"],
      [msg("Account"), "/profile/account"],
      [msg("Security"), "/profile/security"],
      [msg("Church Requests"), "/profile/church-requests"],
      // Beyond the specification: a member's own confirmed gifts.
      [msg("My Giving"), "/profile/giving"],
      [msg("Danger Zone"), "/profile/danger"],
    ],
  },
];

/** The sidebar: twelve sections in the specification's order (section 2) with its visibility table (section 6). */
export const SIDEBAR: readonly NavSection[] = TABLE.map((section) => ({
  title: section.title,
  items: section.items.map(([label, path, audience]) => ({
    label,
    path,
    audience: audience ?? section.audience,
    admin: section.admin ?? false,
  })),
}));

/** Whether an audience includes a user. */
export function inAudience(audience: Audience, user: NavUser): boolean {
  if (audience.permission && hasPermission(user, audience.permission)) return true;
  return (
    (audience.roles?.includes(user.role) ?? false) || (audience.tiers?.includes(tierOf(user.role)) ?? false)
  );
}

/** The sidebar a user sees: sections with at least one visible item, in order. */
export function sidebarFor(user: NavUser): NavSection[] {
  return SIDEBAR.map((s) => ({
    title: s.title,
    items: s.items.filter((i) => inAudience(i.audience, user)),
  })).filter((s) => s.items.length > 0);
}

/** Routes the specification marks "(super admin)": anyone else gets /error/403, not a redirect. */
export const SUPER_ADMIN_ROUTES = [
  "/settings",
  "/admin/affiliates",
  "/admin/contact",
  "/admin/marketing",
  "/subscriptions/gateways",
] as const;

/**
 * Pages that other administrators reach too, though the sidebar lists them under the super
 * admin's sections: a local admin manages its own church's users at /users, verifies its
 * testimonies at /admin/testimonies, and officers run the reports of their reach at /reports.
 */
export const PERMISSION_ROUTES: Readonly<Record<string, Permission>> = {
  "/users": "users.read",
  // A church's admins verify its testimonies.
  "/admin/testimonies": "testimonies.verify",
  // Reports across the hierarchy: national and regional officers for their reach, church
  // officers for their church (the page shows the plans when theirs lacks advanced reporting).
  "/reports": "reports.read",
};

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * Where a signed-in user may go (spec section 6): super-admin-only routes need the exact role
 * (else /error/403); a path governed by a sidebar item the role cannot see goes to /churches;
 * anything else (details such as /churches/12) is allowed.
 */
export function routeDecision(user: NavUser, path: string): "allow" | "/error/403" | "/churches" {
  const role = user.role;
  if (SUPER_ADMIN_ROUTES.some((p) => under(path, p))) return role === "SUPER_ADMIN" ? "allow" : "/error/403";
  const permissionRoute = Object.entries(PERMISSION_ROUTES).find(([prefix]) => under(path, prefix));
  if (permissionRoute) return hasPermission(user, permissionRoute[1]) ? "allow" : "/churches";
  const governing = SIDEBAR.flatMap((s) => s.items)
    .filter((i) => under(path, i.path))
    .sort((a, b) => b.path.length - a.path.length)[0];
  if (!governing || inAudience(governing.audience, user)) return "allow";
  return "/churches";
}
