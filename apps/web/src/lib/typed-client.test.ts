import { authEndpoints, churchesEndpoints, expensesEndpoints, incomeEndpoints } from "@cm/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { page, stubApi } from "../test/api-stub";
import { jsonResponse, localAdmin, makeChurch, tokenExpiringIn } from "../test/fixtures";
import { sessionStore } from "./session";
import { clientOf, fillPath } from "./typed-client";

const authClient = clientOf(authEndpoints);
const churchesClient = clientOf(churchesEndpoints);
const expensesClient = clientOf(expensesEndpoints);
const incomeClient = clientOf(incomeEndpoints);

describe("the typed client", () => {
  beforeEach(() => sessionStore.set({ access: tokenExpiringIn(600), refresh: "r", user: localAdmin }));
  afterEach(() => vi.unstubAllGlobals());

  it("builds the paths of the contracts' declarations", () => {
    expect(incomeClient.path).toBe("/finance/income/");
    expect(incomeClient.detailPath(7)).toBe("/finance/income/7/");
    expect(incomeClient.actionPath("summary")).toBe("/finance/income/summary/");
    expect(expensesClient.actionPath("upload-receipt", 7)).toBe("/finance/expenses/7/upload-receipt/");
    expect(authClient.path("refresh")).toBe("/auth/token/refresh/");
    expect(authClient.path("resetLink", { uid: "a b", token: "t" })).toBe("/auth/password-reset/a%20b/t/");
    expect(() => fillPath("/x/:id/")).toThrow();
  });

  it("calls the list, the writes and the actions with their methods", async () => {
    const calls = stubApi(({ method, url }) =>
      method === "GET" && url.endsWith("/churches/churches/?page=2&search=gr")
        ? jsonResponse(200, page([makeChurch({ id: 12 })]))
        : jsonResponse(200, makeChurch({ id: 12 })),
    );
    const list = await churchesClient.list({ page: 2, search: "gr", filters: { region: undefined } });
    expect(list.results[0]?.id).toBe(12);
    await churchesClient.update(12, { name: "Grace" });
    await churchesClient.run("mine");
    expect(calls.map(({ method, url }) => `${method} ${url}`)).toEqual([
      "GET /api/churches/churches/?page=2&search=gr",
      "PATCH /api/churches/churches/12/",
      "GET /api/churches/churches/mine/",
    ]);
    expect(calls[1]?.body).toEqual({ name: "Grace" });
  });
});
