import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { auditLogs, members } from "../../db/tables";
import { makeMember } from "./members.fixtures.test-support";
import { churchWithMembers, MEMBERS, readXlsx } from "./members.test-support";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const rowsOf = (ids: number[]) =>
  t.db.select().from(members).where(inArray(members.id, ids)).orderBy(members.id);

it("bulk actions change the chosen members of the church, answer the count and are audited", async () => {
  const { church, token } = await churchWithMembers(t);
  const a = await makeMember(t.db, church.id, { is_active: false });
  const b = await makeMember(t.db, church.id, { is_active: false });
  const untouched = await makeMember(t.db, church.id, { is_active: false });
  const call = (action: string, payload: Record<string, unknown>) =>
    t.call({ method: "POST", url: `${MEMBERS}${action}/`, token, payload });

  expect((await call("bulk_activate", { ids: [a.id, b.id] })).json()).toEqual({ updated: 2 });
  expect((await rowsOf([a.id, b.id, untouched.id])).map((r) => r.is_active)).toEqual([true, true, false]);
  expect((await call("bulk_deactivate", { ids: [a.id] })).json()).toEqual({ updated: 1 });
  expect(
    (await call("bulk_change_home_cell", { ids: [a.id, b.id], home_cell_fellowship: "East" })).json(),
  ).toEqual({
    updated: 2,
  });
  expect(
    (await call("bulk_change_pastor", { ids: [b.id], home_cell_pastor: "Pastor Lamptey" })).json(),
  ).toEqual({
    updated: 1,
  });
  const [ra, rb] = await rowsOf([a.id, b.id]);
  expect(ra).toMatchObject({ is_active: false, home_cell_fellowship: "East", home_cell_pastor: "" });
  expect(rb).toMatchObject({
    is_active: true,
    home_cell_fellowship: "East",
    home_cell_pastor: "Pastor Lamptey",
  });

  expect((await call("bulk_delete", { ids: [a.id, b.id] })).json()).toEqual({ deleted: 2 });
  expect((await rowsOf([a.id, b.id, untouched.id])).map((r) => r.id)).toEqual([untouched.id]);
  const audits = await t.db.select().from(auditLogs).where(eq(auditLogs.resource, "members"));
  expect(audits.map((r) => r.action)).toEqual(
    expect.arrayContaining(["bulk_activate", "bulk_change_home_cell", "bulk_change_pastor", "bulk_delete"]),
  );
  const empty = await call("bulk_delete", { ids: [] });
  expect(empty.statusCode).toBe(400);
});

it("ids of another church are refused by name and nothing changes, in either church", async () => {
  const mine = await churchWithMembers(t);
  const theirs = await churchWithMembers(t);
  const own = await makeMember(t.db, mine.church.id);
  const foreign = await makeMember(t.db, theirs.church.id, { home_cell_fellowship: "West" });
  const before = await rowsOf([own.id, foreign.id]);
  for (const [action, extra] of [
    ["bulk_activate", {}],
    ["bulk_deactivate", {}],
    ["bulk_change_home_cell", { home_cell_fellowship: "Stolen" }],
    ["bulk_change_pastor", { home_cell_pastor: "Stolen" }],
    ["bulk_delete", {}],
  ] as const) {
    const res = await t.call({
      method: "POST",
      url: `${MEMBERS}${action}/`,
      token: mine.token,
      payload: { ids: [own.id, foreign.id, 999_999_999], ...extra },
    });
    expect(res.statusCode, action).toBe(400);
    expect(res.json().ids[0]).toContain(`${foreign.id}, 999999999`);
    expect(res.json().ids[0]).not.toContain(String(own.id));
  }
  expect(await rowsOf([own.id, foreign.id])).toEqual(before);
});

it("exports the list's search and filters as XLSX and CSV, with formula-looking cells made safe", async () => {
  const { church, token } = await churchWithMembers(t);
  await makeMember(t.db, church.id, {
    first_name: '=HYPERLINK("http://evil.example")',
    last_name: "Export",
    phone: "+233 24 000 0001",
    category: "Youth",
  });
  await makeMember(t.db, church.id, {
    first_name: "Plain",
    last_name: "Export",
    category: "Youth",
    date_of_birth: "1950-01-01",
  });
  await makeMember(t.db, church.id, { first_name: "Other", last_name: "Export", category: "Men" });
  const other = await churchWithMembers(t);
  await makeMember(t.db, other.church.id, { first_name: "Foreign", category: "Youth" });

  const csv = await t.call({
    method: "GET",
    url: `${MEMBERS}export/?format=csv&category=Youth&ordering=first_name`,
    token,
  });
  expect(csv.statusCode).toBe(200);
  expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
  expect(csv.headers["content-disposition"]).toMatch(
    /^attachment; filename="members-\d{4}-\d{2}-\d{2}\.csv"$/,
  );
  const lines = csv.body
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\n");
  expect(lines[0]?.startsWith("ID,First name,Last name,")).toBe(true);
  expect(lines).toHaveLength(3);
  expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  expect(lines[1]).toContain("'+233 24 000 0001");
  expect(lines[2]).toContain("Plain");

  const book = await t.call({ method: "GET", url: `${MEMBERS}export/?search=export&age_band=60%2B`, token });
  expect(book.statusCode).toBe(200);
  expect(book.headers["content-type"]).toBe(
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  );
  const rows = await readXlsx(book.rawPayload);
  expect(rows.map((r) => r[1])).toEqual(["First name", "Plain"]);

  const all = await readXlsx(
    (await t.call({ method: "GET", url: `${MEMBERS}export/?ordering=first_name`, token })).rawPayload,
  );
  expect(all.map((r) => r[1])).toEqual([
    "First name",
    '\'=HYPERLINK("http://evil.example")',
    "Other",
    "Plain",
  ]);

  // Reading is enough to export: a treasurer reads members but does not edit them.
  const reader = await signedInUser(t, { role: "LOCAL_TREASURER", church });
  const read = await t.call({ method: "GET", url: `${MEMBERS}export/?format=csv`, token: reader.token });
  expect(read.statusCode).toBe(200);
  const anonymous = await t.call({ method: "GET", url: `${MEMBERS}export/` });
  expect(anonymous.statusCode).toBe(401);
});
