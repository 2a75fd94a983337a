import type { Role } from "@cm/contracts";
import { act, cleanup, screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { maintenanceStore } from "../../lib/maintenance-store";
import { sessionStore } from "../../lib/session";
import { localAdmin, tokenExpiringIn } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { MaintenanceGate } from "./maintenance-gate";
import { RouteAccess } from "./route-access";

function signInAs(role: Role) {
  sessionStore.set({ access: tokenExpiringIn(900), refresh: "r", user: { ...localAdmin, role } });
}

function renderAt(route: string) {
  return renderWithProviders(
    <MaintenanceGate>
      <Routes>
        <Route element={<RouteAccess />}>
          <Route path="/settings/*" element={<p>Settings page</p>} />
          <Route path="/branches" element={<p>Branches page</p>} />
          <Route path="/finance/*" element={<p>Finance page</p>} />
          <Route path="/assets/global" element={<p>Global assets page</p>} />
          <Route path="/churches/*" element={<p>Churches page</p>} />
        </Route>
        <Route path="/error/403" element={<p>Forbidden page</p>} />
        <Route path="/maintenance" element={<p>Maintenance page</p>} />
        <Route path="/login" element={<p>Login page</p>} />
      </Routes>
    </MaintenanceGate>,
    { route },
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  maintenanceStore.leave();
});
afterEach(() => {
  cleanup();
  maintenanceStore.leave();
});

describe("RouteAccess (spec section 6)", () => {
  it.each([
    ["LOCAL_TREASURER", "/settings/maintenance", "Forbidden page"],
    ["REGIONAL_ADMIN", "/settings", "Forbidden page"],
    ["SUPER_ADMIN", "/settings", "Settings page"],
    ["LOCAL_TREASURER", "/branches", "Churches page"],
    ["REGIONAL_ADMIN", "/branches", "Branches page"],
    ["FINANCE_MANAGER", "/finance/income", "Finance page"],
    ["MEMBER", "/finance", "Churches page"],
    ["REGIONAL_TREASURER", "/assets/global", "Global assets page"],
    ["LOCAL_ADMIN", "/assets/global", "Churches page"],
    ["MEMBER", "/churches/12", "Churches page"],
  ] as const)("%s at %s sees the %s", async (role, path, expected) => {
    signInAs(role);
    renderAt(path);
    expect(await screen.findByText(expected)).toBeTruthy();
  });
});

describe("MaintenanceGate (spec sections 2 and 6)", () => {
  it("sends everyone but a super admin to /maintenance and remembers the page", async () => {
    signInAs("LOCAL_ADMIN");
    renderAt("/churches/3");
    expect(screen.getByText("Churches page")).toBeTruthy();
    act(() => maintenanceStore.enter());
    expect(await screen.findByText("Maintenance page")).toBeTruthy();
    expect(sessionStorage.getItem("maintenance_return_path")).toBe("/churches/3");
  });

  it("leaves /login reachable", () => {
    sessionStore.clear();
    maintenanceStore.enter();
    renderAt("/login");
    expect(screen.getByText("Login page")).toBeTruthy();
  });

  it("lets a super admin through", () => {
    signInAs("SUPER_ADMIN");
    maintenanceStore.enter();
    renderAt("/settings");
    expect(screen.getByText("Settings page")).toBeTruthy();
  });
});
