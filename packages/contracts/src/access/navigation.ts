import { type SubscriptionStatus, unlocksFeature } from "../rules/subscription-rules";
import type { Feature } from "./features";
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

const item = (label: string, path: string, audience: Audience, admin = false): NavItem => ({
  label,
  path,
  audience,
  admin,
});

/** The sidebar: twelve sections in the specification's order (section 2) with its visibility table (section 6). */
export const SIDEBAR: readonly NavSection[] = [
  {
    title: "General",
    items: [
      item("Dashboard", "/dashboard", NATIONAL),
      item("Churches", "/churches", ALL),
      item("Church Requests", "/churches/requests", OFFICERS),
      item("Branches", "/branches", UPPER),
      item("Regions", "/regions", UPPER),
    ],
  },
  {
    title: "Church Management",
    items: [
      item("Overview", "/church", OFFICERS),
      item("Members", "/church/members", OFFICERS),
      item("Events", "/church/events", OFFICERS),
      item("Attendance", "/church/attendance", OFFICERS),
      item("Attendance Management", "/church/attendance-management", OFFICERS),
      item("Sunday School", "/church/sunday-school", OFFICERS),
      item("Leadership", "/church/leadership", OFFICERS),
      // A church's own campaigns (MARKETING feature). The specification's Church Management items
      // do not include it and its Marketing section is the super admin's, so it shows only to
      // those who may manage a church's campaigns: the page has nothing to show anyone else.
      item("Church Marketing", "/church/marketing", { permission: "marketing.manage" }),
    ],
  },
  {
    title: "Programs",
    items: [
      item("Programs", "/programs", OFFICERS),
      item("Calendar", "/programs/calendar", OFFICERS),
      item("Categories", "/programs/categories", OFFICERS),
      item("Pending Updates", "/programs/pending", OFFICERS),
    ],
  },
  {
    title: "Finance Management",
    items: [
      item("Finance Overview", "/finance", FINANCE),
      item("Income", "/finance/income", FINANCE),
      item("Expenses", "/finance/expenses", FINANCE),
      item("Financial Reports", "/finance/reports", FINANCE),
    ],
  },
  {
    title: "Asset Management",
    items: [
      item("Assets", "/assets", OFFICERS),
      item("Assignments", "/assets/assignments", OFFICERS),
      item("Maintenance", "/assets/maintenance", OFFICERS),
    ],
  },
  {
    title: "Subscriptions",
    items: [
      item("My Subscription", "/subscriptions", OFFICERS),
      item("Plans", "/subscriptions/plans", OFFICERS),
      item("Subscription Details", "/subscriptions/details", OFFICERS),
      item("Payment History", "/subscriptions/payments", OFFICERS_AND_FINANCE),
      item("Invoices", "/subscriptions/invoices", OFFICERS_AND_FINANCE),
      item("Plan Changes", "/subscriptions/changes", OFFICERS),
    ],
  },
  {
    title: "Affiliate Program",
    items: [
      item("Affiliate Dashboard", "/affiliates", ALL),
      item("Affiliate Profile", "/affiliates/profile", ALL),
      item("Referrals", "/affiliates/referrals", ALL),
      item("Rewards", "/affiliates/rewards", ALL),
      item("Withdrawals", "/affiliates/withdrawals", ALL),
    ],
  },
  {
    title: "Administration",
    items: [
      item("Users", "/users", SUPER, true),
      item("Announcements", "/admin/announcements", SUPER, true),
      item("Broadcasts", "/admin/broadcasts", SUPER, true),
      item("Testimonies", "/admin/testimonies", SUPER, true),
      item("Contact Messages", "/admin/contact", SUPER, true),
      item("Affiliates", "/admin/affiliates", SUPER, true),
      item("Audit Logs", "/audit-logs", SUPER, true),
      item("Global Asset View", "/assets/global", { roles: ["SUPER_ADMIN"], tiers: ["regional"] }, true),
    ],
  },
  {
    title: "Marketing",
    items: [
      item("Marketing Overview", "/admin/marketing", SUPER, true),
      item("Marketing Plans", "/admin/marketing/plans", SUPER, true),
      item("Campaigns", "/admin/marketing/campaigns", SUPER, true),
      item("Marketing Payments", "/admin/marketing/payments", SUPER, true),
      item("Performance", "/admin/marketing/performance", SUPER, true),
    ],
  },
  {
    title: "Super Admin Finance",
    items: [item("Reports", "/reports", SUPER, true)],
  },
  {
    title: "System Settings",
    items: [
      item("Settings", "/settings", SUPER, true),
      item("Maintenance", "/settings/maintenance", SUPER, true),
      item("Site Announcements", "/settings/announcements", SUPER, true),
    ],
  },
  {
    title: "Profile Settings",
    items: [
      item("Profile", "/profile", ALL),
      item("Personal", "/profile/personal", ALL),
      item("Account", "/profile/account", ALL),
      item("Security", "/profile/security", ALL),
      item("Church Requests", "/profile/church-requests", ALL),
      item("Danger Zone", "/profile/danger", ALL),
    ],
  },
];

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

/**
 * Where a church-only, feature-gated page sends the user (spec section 6): to /dashboard with
 * no church selected, to /subscriptions/plans when there is no subscription giving access or
 * its plan lacks the feature.
 */
export function featureRouteDecision(
  church: number | null,
  subscription: { status: SubscriptionStatus; has_feature: Partial<Record<Feature, boolean>> } | null,
  feature: Feature,
): "allow" | "/dashboard" | "/subscriptions/plans" {
  if (church == null) return "/dashboard";
  return unlocksFeature(subscription, feature) ? "allow" : "/subscriptions/plans";
}
