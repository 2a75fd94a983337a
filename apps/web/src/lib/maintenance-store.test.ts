import { DEFAULT_MAINTENANCE } from "@cm/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { inOrder, stubApi } from "../test/api-stub";
import { jsonResponse, localAdmin, localAdminMe, tokenExpiringIn } from "../test/fixtures";
import { ApiError, apiRequest } from "./api-client";
import { isOpenDuringMaintenance, maintenanceBlocks, maintenanceStore } from "./maintenance-store";
import { sessionStore } from "./session";

const record = {
  is_enabled: true,
  is_active: true,
  title: "Database upgrade",
  message: "Back within the hour.",
  maintenance_type: "UPGRADE",
  start_time: "2026-03-01T10:00:00.000Z",
  expected_end_time: null,
  actual_end_time: null,
  progress: 40,
};

const stubFetch = (...responses: Response[]) => stubApi(inOrder(...responses));

const maintenance503 = (body: unknown) =>
  jsonResponse(503, body, { "X-Maintenance-Mode": "true", "Retry-After": "120" });

describe("the API client and maintenance mode (spec sections 7 and 8)", () => {
  beforeEach(() => {
    localStorage.clear();
    maintenanceStore.leave();
    sessionStore.set({ access: tokenExpiringIn(600), refresh: "r", user: localAdmin });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    maintenanceStore.leave();
  });

  it("a 503 with a record stores it and switches maintenance on, and the error goes on", async () => {
    stubFetch(
      maintenance503({ detail: "System is in maintenance mode", code: "maintenance", maintenance: record }),
    );
    const error = await apiRequest("/churches/churches/").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
    expect(maintenanceStore.get()).toMatchObject({ title: "Database upgrade", progress: 40 });
  });

  it("a 503 without a record switches on with the default of section 8", async () => {
    stubFetch(jsonResponse(503, undefined));
    await apiRequest("/churches/churches/").catch(() => undefined);
    expect(maintenanceStore.get()).toEqual(DEFAULT_MAINTENANCE);
    expect(DEFAULT_MAINTENANCE).toMatchObject({
      title: "System Maintenance",
      message: "The system is currently under maintenance. Please try again later.",
      maintenance_type: "SCHEDULED",
      is_enabled: true,
      is_active: true,
    });
  });

  it("while on, a non-public call fails locally with the maintenance message", async () => {
    maintenanceStore.enter(record);
    const calls = stubFetch();
    const error = (await apiRequest("/users/me/").catch((e: unknown) => e)) as ApiError;
    expect(error.detail).toBe("System is in maintenance mode");
    expect(error.status).toBe(503);
    expect(calls).toHaveLength(0);
  });

  it("while on, public calls (sign-in, the status) still reach the server", async () => {
    maintenanceStore.enter(record);
    const calls = stubFetch(jsonResponse(200, record));
    await apiRequest("/settings/maintenance/current/", { public: true });
    expect(calls).toHaveLength(1);
  });

  it("a super admin is never held back", async () => {
    sessionStore.set({
      access: tokenExpiringIn(600),
      refresh: "r",
      user: { ...localAdmin, role: "SUPER_ADMIN" },
    });
    maintenanceStore.enter(record);
    const calls = stubFetch(jsonResponse(200, { ...localAdminMe, role: "SUPER_ADMIN" }));
    await apiRequest("/users/me/");
    expect(calls).toHaveLength(1);
    expect(maintenanceBlocks("SUPER_ADMIN")).toBe(false);
    expect(maintenanceBlocks("LOCAL_ADMIN")).toBe(true);
  });

  it("leaves only /login and /maintenance open", () => {
    expect(isOpenDuringMaintenance("/login")).toBe(true);
    expect(isOpenDuringMaintenance("/maintenance/")).toBe(true);
    expect(isOpenDuringMaintenance("/")).toBe(false);
    expect(isOpenDuringMaintenance("/register")).toBe(false);
    expect(isOpenDuringMaintenance("/churches")).toBe(false);
  });
});
