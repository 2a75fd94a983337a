import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/harness";

let t: TestApp;
beforeAll(async () => {
  const web = await mkdtemp(join(tmpdir(), "cm-web-"));
  await writeFile(join(web, "index.html"), "<!doctype html><title>Church app</title>");
  t = await startTestApp({ webDistDir: web });
});
afterAll(() => t.close());

describe("platform", () => {
  it("reports liveness and readiness", async () => {
    const res = await t.call({ method: "GET", url: "/api/health/" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "ok", live: true, ready: true });
  });

  it("accepts paths with and without the trailing slash", async () => {
    expect((await t.call({ method: "GET", url: "/api/regions" })).statusCode).toBe(200);
    expect((await t.call({ method: "GET", url: "/api/regions/" })).statusCode).toBe(200);
  });

  it("serves the OpenAPI document with the resources and their access rules", async () => {
    const res = await t.call({ method: "GET", url: "/api/openapi.json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths["/api/churches/churches/"].get.description).toContain("authenticated");
    expect(doc.paths["/api/branches/{id}/update_occupancy/"].post.description).toContain("branches.write");
    expect((await t.call({ method: "GET", url: "/api/docs" })).statusCode).toBeLessThan(400);
  });

  it("sets security headers and a request id on every answer", async () => {
    const res = await t.call({ method: "GET", url: "/api/regions/" });
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["x-request-id"]).toBeTruthy();
  });

  it("answers unknown API paths with a JSON 404 and other paths with the web app", async () => {
    const api = await t.call({ method: "GET", url: "/api/no-such-thing/" });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ detail: "Not found.", code: "not_found" });
    const page = await t.call({ method: "GET", url: "/churches/12" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Church app");
    expect((await t.call({ method: "GET", url: "/missing.js" })).statusCode).toBe(404);
  });
});
