import { describe, expect, it } from "vitest";
import { hasPermission } from "./permissions";
import { isChurchAdmin, ROLES, reachOf, roleTitle, tierOf } from "./roles";

describe("roles", () => {
  it("has every role of the specification in its tier", () => {
    expect(ROLES).toHaveLength(16);
    expect(tierOf("STAFF")).toBe("national");
    expect(tierOf("REGIONAL_TREASURER")).toBe("regional");
    expect(tierOf("LOCAL_SECRETARY")).toBe("local");
    expect(tierOf("FINANCE_MANAGER")).toBe("finance");
    expect(tierOf("MEMBER")).toBe("viewer");
  });

  it("gives national roles every church, regional roles a region, the rest one church", () => {
    expect(reachOf("NATIONAL_TREASURER")).toBe("all");
    expect(reachOf("REGIONAL_SECRETARY")).toBe("region");
    expect(reachOf("FINANCE_MANAGER")).toBe("church");
    expect(reachOf("VIEWER")).toBe("church");
  });

  it("treats the flag or LOCAL_ADMIN, REGIONAL_ADMIN, SUPER_ADMIN as church admin", () => {
    expect(isChurchAdmin({ role: "MEMBER", is_church_admin: true })).toBe(true);
    for (const role of ["LOCAL_ADMIN", "REGIONAL_ADMIN", "SUPER_ADMIN"] as const) {
      expect(isChurchAdmin({ role, is_church_admin: false })).toBe(true);
    }
    expect(isChurchAdmin({ role: "LOCAL_SECRETARY", is_church_admin: false })).toBe(false);
  });

  it("shows roles in title case", () => {
    expect(roleTitle("REGIONAL_ADMIN")).toBe("Regional Admin");
    expect(roleTitle("FINANCE_MANAGER")).toBe("Finance Manager");
  });
});

describe("permissions", () => {
  it("never lets a VIEWER or MEMBER write", () => {
    for (const permission of [
      "countries.write",
      "regions.write",
      "branches.write",
      "churches.write",
    ] as const) {
      expect(hasPermission({ role: "VIEWER", is_church_admin: false }, permission)).toBe(false);
      expect(hasPermission({ role: "MEMBER", is_church_admin: false }, permission)).toBe(false);
    }
  });

  it("grants church-admin permissions through the flag", () => {
    expect(hasPermission({ role: "LOCAL_TREASURER", is_church_admin: false }, "churches.write")).toBe(false);
    expect(hasPermission({ role: "LOCAL_TREASURER", is_church_admin: true }, "churches.write")).toBe(true);
    expect(hasPermission({ role: "LOCAL_TREASURER", is_church_admin: true }, "churches.create")).toBe(false);
  });
});
