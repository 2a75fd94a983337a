import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeBranch, makeChurch, makeRegion, signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { auditLogs, branches } from "../../db/tables";

let t: TestApp;
let church: Awaited<ReturnType<typeof makeChurch>>;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  church = await makeChurch(t.db, (await makeRegion(t.db)).id);
  admin = (await signedInUser(t, { role: "LOCAL_ADMIN", church })).token;
  for (let i = 0; i < 25; i++)
    await makeBranch(t.db, church.id, { name: `Branch ${String(i).padStart(2, "0")}` });
});
afterAll(() => t.close());

const list = (query: string) => t.call({ method: "GET", url: `/api/branches/?church=${church.id}&${query}` });

describe("lists", () => {
  it("page with count, next and previous links", async () => {
    const first = (await list("page_size=10")).json();
    expect(first.count).toBe(25);
    expect(first.results).toHaveLength(10);
    expect(first.previous).toBeNull();
    expect(new URL(first.next).searchParams.get("page")).toBe("2");
    const last = (await list("page_size=10&page=3")).json();
    expect(last.results).toHaveLength(5);
    expect(last.next).toBeNull();
    expect(new URL(last.previous).searchParams.get("page")).toBe("2");
  });

  it("clamp page_size to 100 and refuse a non-number", async () => {
    const res = await t.call({ method: "GET", url: "/api/branches/?page_size=100000" });
    expect(res.statusCode).toBe(200);
    const many = await list("page_size=100000");
    expect(many.json().results.length).toBe(25);
    const bad = await list("page_size=lots");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty("page_size");
  });

  it("order by an allowed field and refuse an unknown one", async () => {
    const desc = (await list("ordering=-name&page_size=3"))
      .json()
      .results.map((b: { name: string }) => b.name);
    expect(desc).toEqual(["Branch 24", "Branch 23", "Branch 22"]);
    const bad = await list("ordering=password_hash");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().ordering).toEqual(["Sort by one of the columns the list offers."]);
  });

  it("search across the search fields, treating % and _ literally", async () => {
    expect((await list("search=branch%2007")).json().count).toBe(1);
    expect((await list("search=%25")).json().count).toBe(0);
  });

  it("filter by typed fields and refuse a badly typed filter", async () => {
    expect((await list("is_active=false")).json().count).toBe(0);
    expect((await t.call({ method: "GET", url: "/api/branches/?church=abc" })).statusCode).toBe(400);
  });
});

describe("writes", () => {
  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    t.call({ method: "POST", url: "/api/branches/", token: admin, payload: payload as string, headers });

  it("create in the caller's church, answer 201 and write an audit row", async () => {
    const res = await post({ name: "Hillside Chapel", capacity: 80 });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ church: church.id, name: "Hillside Chapel", capacity: 80, occupancy: 0 });
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, "branches"), eq(auditLogs.object_id, String(created.id))));
    expect(audit).toMatchObject({
      action: "create",
      role: "LOCAL_ADMIN",
      church: church.id,
      ip_address: "127.0.0.1",
    });
    expect(audit?.changes).toMatchObject({ name: "Hillside Chapel", capacity: 80 });
  });

  it("refuse malformed JSON, unknown fields, wrong types and oversize bodies without writing", async () => {
    const before = (await t.db.select().from(branches)).length;
    const malformed = await post('{"name": ', { "content-type": "application/json" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe("parse_error");
    const unknown = await post({ name: "X", secret_field: 1 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ secret_field: ["This field is not accepted here."] });
    const wrongType = await post({ name: ["X"], capacity: "many" });
    expect(wrongType.statusCode).toBe(400);
    expect(Object.keys(wrongType.json()).sort()).toEqual(["capacity", "name"]);
    const blank = await post({ name: "   " });
    expect(blank.json()).toEqual({ name: ["This field is required."] });
    const huge = await post({ name: "x".repeat(2_000_000) });
    expect(huge.statusCode).toBe(413);
    const text = await post("name=x", { "content-type": "text/plain" });
    expect(text.statusCode).toBe(415);
    expect((await t.db.select().from(branches)).length).toBe(before);
  });

  it("PATCH changes only the fields sent and audits only what changed", async () => {
    const branch = await makeBranch(t.db, church.id, { address: "1 Hill Road", capacity: 300 });
    const res = await t.call({
      method: "PATCH",
      url: `/api/branches/${branch.id}/`,
      token: admin,
      payload: { name: "Renamed", capacity: 300 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: "Renamed", address: "1 Hill Road", capacity: 300 });
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, "update"), eq(auditLogs.object_id, String(branch.id))));
    expect(audit?.changes).toEqual({ name: "Renamed" });
  });

  it("DELETE answers 204, removes the row and audits it", async () => {
    const branch = await makeBranch(t.db, church.id);
    const res = await t.call({ method: "DELETE", url: `/api/branches/${branch.id}/`, token: admin });
    expect(res.statusCode).toBe(204);
    expect(await t.db.select().from(branches).where(eq(branches.id, branch.id))).toEqual([]);
    const audits = await t.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.object_id, String(branch.id)));
    expect(audits.map((a) => a.action)).toContain("delete");
  });

  it("a missing or non-numeric id is a 404", async () => {
    expect((await t.call({ method: "GET", url: "/api/branches/999999/" })).statusCode).toBe(404);
    expect((await t.call({ method: "GET", url: "/api/branches/abc/" })).statusCode).toBe(404);
  });
});
