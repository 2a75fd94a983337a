import { describe, expect, it } from "vitest";
import { featureRouteDecision } from "./feature-routes";
import { allFeatures } from "./features";
import { routeDecision, SIDEBAR, sidebarFor } from "./navigation";
import type { Role } from "./roles";

const as = (role: Role) => ({ role, is_church_admin: false });
const visible = (role: Role, is_church_admin = false) =>
  new Set(sidebarFor({ role, is_church_admin }).flatMap((s) => s.items.map((i) => i.path)));

describe("sidebar visibility (specification section 6)", () => {
  it("has the twelve sections in order", () => {
    expect(SIDEBAR.map((s) => s.title)).toEqual([
      "General",
      "Church Management",
      "Programs",
      "Finance Management",
      "Asset Management",
      "Subscriptions",
      "Affiliate Program",
      "Administration",
      "Marketing",
      "Super Admin Finance",
      "System Settings",
      "Profile Settings",
    ]);
  });

  it.each<[string, string, Role[], Role[]]>([
    [
      "Dashboard: national only",
      "/dashboard",
      ["SUPER_ADMIN", "STAFF", "NATIONAL_TREASURER"],
      ["REGIONAL_ADMIN", "LOCAL_ADMIN", "MEMBER"],
    ],
    [
      "Churches: all roles",
      "/churches",
      ["MEMBER", "VIEWER", "FINANCE_MANAGER", "LOCAL_SECRETARY", "SUPER_ADMIN"],
      [],
    ],
    [
      "Profile Settings: all roles",
      "/profile/security",
      ["MEMBER", "VIEWER", "FINANCE_MANAGER", "REGIONAL_TREASURER"],
      [],
    ],
    [
      "Church Requests: national, regional, local",
      "/churches/requests",
      ["STAFF", "REGIONAL_SECRETARY", "LOCAL_TREASURER"],
      ["FINANCE_MANAGER", "VIEWER", "MEMBER"],
    ],
    [
      "Branches: national and regional",
      "/branches",
      ["NATIONAL_SECRETARY", "REGIONAL_ADMIN"],
      ["LOCAL_ADMIN", "FINANCE_MANAGER", "MEMBER"],
    ],
    [
      "Regions: national and regional",
      "/regions",
      ["SUPER_ADMIN", "REGIONAL_CORRESPONDENT"],
      ["LOCAL_CORRESPONDENT", "VIEWER"],
    ],
    [
      "Church management: national, regional, local",
      "/church/members",
      ["STAFF", "REGIONAL_ADMIN", "LOCAL_TREASURER"],
      ["FINANCE_MANAGER", "VIEWER", "MEMBER"],
    ],
    [
      "Programs: national, regional, local",
      "/programs",
      ["NATIONAL_CORRESPONDENT", "REGIONAL_TREASURER", "LOCAL_ADMIN"],
      ["FINANCE_MANAGER", "MEMBER"],
    ],
    [
      "Assets: national, regional, local",
      "/assets",
      ["STAFF", "REGIONAL_SECRETARY", "LOCAL_SECRETARY"],
      ["FINANCE_MANAGER", "VIEWER"],
    ],
    [
      "Subscriptions: national, regional, local",
      "/subscriptions/plans",
      ["SUPER_ADMIN", "REGIONAL_ADMIN", "LOCAL_ADMIN"],
      ["FINANCE_MANAGER", "MEMBER"],
    ],
    [
      "Payment History: also FINANCE_MANAGER",
      "/subscriptions/payments",
      ["FINANCE_MANAGER", "LOCAL_ADMIN"],
      ["VIEWER", "MEMBER"],
    ],
    [
      "Invoices: also FINANCE_MANAGER",
      "/subscriptions/invoices",
      ["FINANCE_MANAGER", "REGIONAL_TREASURER"],
      ["VIEWER"],
    ],
    [
      "Finance: national, regional, local, FINANCE_MANAGER",
      "/finance/income",
      ["FINANCE_MANAGER", "LOCAL_TREASURER", "STAFF"],
      ["VIEWER", "MEMBER"],
    ],
    [
      "Affiliate items: all roles",
      "/affiliates/referrals",
      ["MEMBER", "VIEWER", "FINANCE_MANAGER", "SUPER_ADMIN"],
      [],
    ],
    [
      "Administration: SUPER_ADMIN only",
      "/audit-logs",
      ["SUPER_ADMIN"],
      ["STAFF", "NATIONAL_SECRETARY", "REGIONAL_ADMIN", "LOCAL_ADMIN"],
    ],
    [
      "Global Asset View: also regional roles",
      "/assets/global",
      ["SUPER_ADMIN", "REGIONAL_ADMIN", "REGIONAL_TREASURER"],
      ["STAFF", "LOCAL_ADMIN"],
    ],
    [
      "Marketing: SUPER_ADMIN only",
      "/admin/marketing/campaigns",
      ["SUPER_ADMIN"],
      ["NATIONAL_CORRESPONDENT", "REGIONAL_ADMIN"],
    ],
    [
      "Super Admin Finance: SUPER_ADMIN only",
      "/reports",
      ["SUPER_ADMIN"],
      ["NATIONAL_TREASURER", "FINANCE_MANAGER"],
    ],
    ["System Settings: SUPER_ADMIN only", "/settings/maintenance", ["SUPER_ADMIN"], ["STAFF", "LOCAL_ADMIN"]],
  ])("%s", (_rule, path, shown, hidden) => {
    for (const role of shown) expect(visible(role).has(path), `${role} sees ${path}`).toBe(true);
    for (const role of hidden) expect(visible(role).has(path), `${role} does not see ${path}`).toBe(false);
  });

  it("shows Church Marketing only to those who may manage a church's campaigns", () => {
    for (const role of ["SUPER_ADMIN", "LOCAL_ADMIN"] as const)
      expect(visible(role).has("/church/marketing")).toBe(true);
    expect(visible("LOCAL_SECRETARY", true).has("/church/marketing"), "a church-admin secretary").toBe(true);
    for (const role of ["LOCAL_TREASURER", "LOCAL_SECRETARY", "REGIONAL_ADMIN", "STAFF"] as const) {
      expect(visible(role).has("/church/marketing"), role).toBe(false);
    }
    expect(routeDecision(as("LOCAL_TREASURER"), "/church/marketing/campaigns/create")).toBe("/churches");
    expect(routeDecision({ role: "LOCAL_ADMIN", is_church_admin: true }, "/church/marketing")).toBe("allow");
  });

  it("marks every Administration item with the Admin badge", () => {
    const admin = SIDEBAR.find((s) => s.title === "Administration");
    expect(admin?.items.every((i) => i.admin)).toBe(true);
  });
});

describe("route decisions", () => {
  it("sends super-admin-only routes to /error/403 for anyone else", () => {
    expect(routeDecision(as("STAFF"), "/settings")).toBe("/error/403");
    expect(routeDecision(as("LOCAL_ADMIN"), "/admin/marketing/plans/3")).toBe("/error/403");
    expect(routeDecision(as("SUPER_ADMIN"), "/admin/contact")).toBe("allow");
  });

  it("sends other disallowed routes to /churches and allows the rest", () => {
    expect(routeDecision(as("MEMBER"), "/church/members")).toBe("/churches");
    expect(routeDecision(as("FINANCE_MANAGER"), "/subscriptions/payments")).toBe("allow");
    expect(routeDecision(as("FINANCE_MANAGER"), "/subscriptions/plans")).toBe("/churches");
    expect(routeDecision(as("MEMBER"), "/churches/12")).toBe("allow");
    expect(routeDecision(as("LOCAL_ADMIN"), "/regions")).toBe("/churches");
  });

  it("lets every user administrator reach /users, though only the super admin's sidebar lists it", () => {
    expect(routeDecision(as("LOCAL_ADMIN"), "/users")).toBe("allow");
    expect(routeDecision(as("REGIONAL_ADMIN"), "/users")).toBe("allow");
    expect(routeDecision(as("MEMBER"), "/users")).toBe("/churches");
    expect(visible("LOCAL_ADMIN").has("/users")).toBe(false);
  });
});

describe("feature-gated church pages (specification section 6)", () => {
  const withMembers = { ...allFeatures(false), MEMBER_MANAGEMENT: true };

  it("sends a user with no church selected to /dashboard", () => {
    expect(featureRouteDecision(null, null, "MEMBER_MANAGEMENT")).toBe("/dashboard");
  });

  it("sends a church without a subscription to /subscriptions/plans", () => {
    expect(featureRouteDecision(4, null, "MEMBER_MANAGEMENT")).toBe("/subscriptions/plans");
  });

  it.each(["EXPIRED", "CANCELLED", "PENDING"] as const)("sends a %s subscription to the plans", (status) => {
    expect(featureRouteDecision(4, { status, has_feature: withMembers }, "MEMBER_MANAGEMENT")).toBe(
      "/subscriptions/plans",
    );
  });

  it("sends a plan without the feature to the plans", () => {
    expect(featureRouteDecision(4, { status: "ACTIVE", has_feature: withMembers }, "SUNDAY_SCHOOL")).toBe(
      "/subscriptions/plans",
    );
  });

  it.each(["ACTIVE", "TRIAL", "GRACE_PERIOD"] as const)(
    "opens the page for %s with the feature",
    (status) => {
      expect(featureRouteDecision(4, { status, has_feature: withMembers }, "MEMBER_MANAGEMENT")).toBe(
        "allow",
      );
    },
  );
});
