import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { headersOf, inOrder, stubApi } from "../test/api-stub";
import { jsonResponse, localAdmin, localAdminMe, tokenExpiringIn } from "../test/fixtures";
import { ApiError } from "./api-client";
import { downloadFile, fileNameFrom } from "./file-transfer";
import { maintenanceStore } from "./maintenance-store";
import { sessionStore } from "./session";

/** Catches the file the browser would save: its name and its text. */
function catchSave() {
  const saved: { name: string; blob: Blob | null } = { name: "", blob: null };
  vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
    saved.blob = blob as Blob;
    return "blob:file";
  });
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.name = this.download;
  });
  return saved;
}

const csv = (text: string, headers: Record<string, string> = {}) =>
  new Response(text, { headers: { "Content-Type": "text/csv", ...headers } });

beforeEach(() => {
  localStorage.clear();
  maintenanceStore.leave();
  sessionStore.set({ access: tokenExpiringIn(600), refresh: "r", user: localAdmin });
});
afterEach(() => {
  sessionStore.clear();
  maintenanceStore.leave();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("fileNameFrom", () => {
  it("reads the plain and the encoded file name", () => {
    expect(fileNameFrom('attachment; filename="members.xlsx"')).toBe("members.xlsx");
    expect(fileNameFrom("attachment; filename*=UTF-8''Mitglieder%20%C3%BC.csv")).toBe("Mitglieder ü.csv");
    expect(fileNameFrom("attachment")).toBeNull();
    expect(fileNameFrom(null)).toBeNull();
  });
});

describe("downloadFile", () => {
  it("sends the bearer token and saves under the server's name, or the fallback", async () => {
    const saved = catchSave();
    const calls = stubApi(
      inOrder(
        csv("a,b\n", { "Content-Disposition": 'attachment; filename="audit-log-2026-03-01.csv"' }),
        csv("c,d\n"),
      ),
    );
    await downloadFile("/audit/logs/export/", { ordering: "-created_at", empty: "" }, "fallback.csv");
    expect(calls[0]?.url).toBe("/api/audit/logs/export/?ordering=-created_at");
    expect(headersOf(calls[0]).get("Authorization")).toMatch(/^Bearer /);
    expect(saved.name).toBe("audit-log-2026-03-01.csv");
    expect(await saved.blob?.text()).toBe("a,b\n");

    await downloadFile("/churches/members/export/", {}, "members.csv");
    expect(saved.name).toBe("members.csv");
  });

  it("refreshes the session once after a 401 and tries again", async () => {
    const saved = catchSave();
    const fresh = tokenExpiringIn(900);
    const calls = stubApi(
      inOrder(
        jsonResponse(401, { detail: "Token expired.", code: "token_not_valid" }),
        // The ordinary call through the client: 401, refresh, and the call again.
        jsonResponse(401, { detail: "Token expired.", code: "token_not_valid" }),
        jsonResponse(200, { access: fresh, refresh: "r2" }),
        jsonResponse(200, localAdminMe),
        csv("x\n"),
      ),
    );
    await downloadFile("/churches/members/template/", {}, "members-template.xlsx");
    expect(calls.map((c) => c.url)).toEqual([
      "/api/churches/members/template/",
      "/api/users/me/",
      "/api/auth/token/refresh/",
      "/api/users/me/",
      "/api/churches/members/template/",
    ]);
    expect(headersOf(calls.at(-1)).get("Authorization")).toBe(`Bearer ${fresh}`);
    expect(saved.name).toBe("members-template.xlsx");
  });

  it("asks nothing during maintenance and turns maintenance on after a 503", async () => {
    const calls = stubApi(
      inOrder(jsonResponse(503, { detail: "Down for maintenance.", code: "maintenance" })),
    );
    await expect(downloadFile("/churches/members/export/", {}, "m.csv")).rejects.toMatchObject({
      status: 503,
    });
    expect(maintenanceStore.get()).not.toBeNull();
    await expect(downloadFile("/churches/members/export/", {}, "m.csv")).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(1);
  });
});
