import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { checkAnswer, page, stubApi, withSchema } from "./api-stub";
import { jsonResponse, localAdminMe, makeChurch } from "./fixtures";

const check = (method: string, url: string, response: Response) => checkAnswer({ method, url }, response);

describe("stubbed answers are checked against the API's contracts", () => {
  it("accepts what the API sends", async () => {
    expect(await check("GET", "/api/users/me/", jsonResponse(200, localAdminMe))).toBeNull();
    expect(
      await check("GET", "/api/churches/churches/?page=2", jsonResponse(200, page([makeChurch()]))),
    ).toBeNull();
    expect(
      await check("DELETE", "/api/churches/churches/4/", new Response(null, { status: 204 })),
    ).toBeNull();
    expect(await check("GET", "/api/audit/logs/export/", new Response("id\n1\n"))).toBeNull();
  });

  it("names the endpoint and the fields of a body that does not match", async () => {
    const problem = await check(
      "GET",
      "/api/churches/churches/?page=1",
      jsonResponse(200, page([{ id: 1, name: "Grace" }])),
    );
    expect(problem).toMatch(/^- GET \/api\/churches\/churches\/ \(200\): /);
    expect(problem).toContain("results.0.region");
  });

  it("refuses fields the API does not send", async () => {
    const problem = await check(
      "GET",
      "/api/users/me/",
      jsonResponse(200, { ...localAdminMe, nickname: "Gee" }),
    );
    expect(problem).toBe("- GET /api/users/me/ (200): fields the API does not send: nickname");
  });

  it("refuses a success answer for an endpoint the route table does not know, unless it names its schema", async () => {
    const unknown = await check("GET", "/api/churches/choirs/", jsonResponse(200, page([])));
    expect(unknown).toContain("no entry in the route table");
    const named = withSchema(jsonResponse(200, { tuned: true }), z.object({ tuned: z.boolean() }));
    expect(await check("GET", "/api/churches/choirs/", named)).toBeNull();
  });

  it("refuses a write the API does not declare, and a body on a 204", async () => {
    expect(await check("DELETE", "/api/users/7/", new Response(null, { status: 204 }))).toContain(
      "no entry in the route table",
    );
    expect(await check("DELETE", "/api/churches/churches/4/", jsonResponse(200, makeChurch()))).toContain(
      "answers 204",
    );
  });

  it("takes an error answer for any endpoint, in the API's error bodies only", async () => {
    const notFound = { detail: "Not found.", code: "not_found" };
    expect(await check("GET", "/api/churches/choirs/", jsonResponse(404, notFound))).toBeNull();
    expect(
      await check("POST", "/api/auth/login/", jsonResponse(400, { username: ["Required."] })),
    ).toBeNull();
    expect(await check("GET", "/api/users/me/", new Response("Bad gateway", { status: 502 }))).toBeNull();
    expect(await check("GET", "/api/users/me/", jsonResponse(404, {}))).toContain("not an error body");
  });
});

describe("a stub set up before each test", () => {
  beforeEach(() => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    stubApi(() => jsonResponse(200, { username: "only-a-name" }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it.fails("fails the test once it ends when an answer is not what the API sends", async () => {
    const response = await fetch("/api/users/me/");
    // The answer is still delivered, so the test itself runs as written.
    expect(await response.json()).toEqual({ username: "only-a-name" });
  });
});

describe("the web tests", () => {
  it("stub the API only through stubApi, so that every answer is checked", () => {
    const sources = import.meta.glob<string>("../**/*.test.{ts,tsx}", {
      query: "?raw",
      import: "default",
      eager: true,
    });
    const ownFetch = /stubGlobal\(\s*["'`]fetch["'`]/;
    const offenders = Object.entries(sources)
      .filter(([path, source]) => !path.endsWith("/api-stub.test.ts") && ownFetch.test(source))
      .map(([path]) => path);
    expect(Object.keys(sources).length).toBeGreaterThan(10);
    expect(offenders).toEqual([]);
  });
});
