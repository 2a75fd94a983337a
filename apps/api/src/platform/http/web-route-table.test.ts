import { afterAll, beforeAll, expect, it } from "vitest";
import { z } from "zod";
import { routeTable } from "../../../../web/src/test/api-routes";
import { startTestApp, type TestApp } from "../../../test/harness";

/**
 * The web app's tests stub the API with answers checked against a route table of their own
 * (apps/web/src/test/api-routes.ts). This test holds that table to the API: every route it
 * names exists here with the same method, and answers the same shape, so a stub cannot pass
 * a web test with an answer the real API would never send.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const shapeOf = (schema: unknown) =>
  z.toJSONSchema(schema as z.ZodType, { io: "output", unrepresentable: "any" });

/** What the API declares a route answers: "empty" (204), a JSON schema, or "file" (no JSON body declared). */
function declaredAnswer(responses: Record<string, unknown> | undefined) {
  if (responses?.["204"] !== undefined) return "empty";
  const ok = responses?.["200"] ?? responses?.["201"];
  return ok === undefined ? "file" : shapeOf(ok);
}

it("every route the web tests stub exists in the API and answers the shape the API declares", () => {
  const api = new Map(t.app.apiRoutes.map((r) => [`${r.method} ${r.url}`, r]));
  const problems: string[] = [];
  for (const { method, path, answer } of routeTable()) {
    const declared = api.get(`${method} ${path}`);
    if (!declared) {
      problems.push(`${method} ${path}: the API has no such route`);
      continue;
    }
    const expected = declaredAnswer(declared.responses);
    const stubbed = typeof answer === "string" ? answer : shapeOf(answer);
    if (JSON.stringify(stubbed) !== JSON.stringify(expected))
      problems.push(`${method} ${path}: the web table's answer differs from the API's`);
  }
  expect(problems).toEqual([]);
  expect(routeTable().length).toBeGreaterThan(100);
});
