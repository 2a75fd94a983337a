import { LIST_COUNT_BOUND } from "@cm/contracts";
import { asc, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/harness";
import { members } from "../../db/tables";
import { churchWithMembers, MEMBERS } from "../../modules/members/members.test-support";
import { BOOKMARK_MS } from "./list-page";

let t: TestApp;
let token: string;
let church: number;
beforeAll(async () => {
  t = await startTestApp();
  const made = await churchWithMembers(t);
  token = made.token;
  church = made.church.id;
  // Exactly the bound: "Member 000001" ... "Member 010000", one statement.
  await t.db.execute(sql`insert into members (church_id, first_name, last_name)
    select ${church}, 'Bulk', 'Member ' || lpad(g::text, 6, '0') from generate_series(1, ${LIST_COUNT_BOUND}) g`);
});
afterAll(() => t.close());

type Answer = {
  count: number;
  count_is_exact: boolean;
  next: string | null;
  previous: string | null;
  results: { id: number; last_name: string }[];
};
const list = async (query: string, app: TestApp = t): Promise<Answer> => {
  const res = await app.call({ method: "GET", url: `${MEMBERS}?${query}`, token });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const pageOf = (url: string | null) => (url ? Number(new URL(url).searchParams.get("page")) : null);
/** The ids of a page as plain OFFSET would give them (the reference the seek must match). */
const expected = async (offset: number, descending = false) =>
  (
    await t.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.church, church))
      .orderBy(
        ...(descending
          ? [desc(members.last_name), desc(members.id)]
          : [asc(members.last_name), asc(members.id)]),
      )
      .limit(20)
      .offset(offset)
  ).map((r) => r.id);
const ids = (a: Answer) => a.results.map((r) => r.id);

describe("counts", () => {
  it("are exact up to the bound, for browsing and for a search", async () => {
    const first = await list("page=1");
    expect(first).toMatchObject({ count: LIST_COUNT_BOUND, count_is_exact: true, previous: null });
    expect(pageOf(first.next)).toBe(2);
    expect(first.results[0]?.last_name).toBe("Member 000001");
    const last = await list(`page=${LIST_COUNT_BOUND / 20}`);
    expect(last).toMatchObject({ count: LIST_COUNT_BOUND, count_is_exact: true, next: null });
    expect(last.results.at(-1)?.last_name).toBe(`Member ${String(LIST_COUNT_BOUND).padStart(6, "0")}`);
    // "member 00012" is Member 000120 to 000129; then a search that matches every row.
    const some = await list("search=member 00012");
    expect(some).toMatchObject({ count: 10, count_is_exact: true, next: null });
    const all = await list("search=bulk&page=2");
    expect(all).toMatchObject({ count: LIST_COUNT_BOUND, count_is_exact: true });
    expect(ids(all)).toEqual(await expected(20));
    // A page past the end says how many there are and links back to the last page.
    const past = await list("page=900");
    expect(past).toMatchObject({ count: LIST_COUNT_BOUND, count_is_exact: true, results: [] });
    expect(pageOf(past.previous)).toBe(LIST_COUNT_BOUND / 20);
  });

  it("above the bound are marked as a lower bound, and the pages still follow the order", async () => {
    const extra = await t.call({
      method: "POST",
      url: MEMBERS,
      token,
      payload: { first_name: "Bulk", last_name: "Member 999999" },
    });
    expect(extra.statusCode).toBe(201);
    const first = await list("page=1");
    expect(first).toMatchObject({ count: LIST_COUNT_BOUND, count_is_exact: false });
    expect(pageOf(first.next)).toBe(2);
    const middle = await list("page=300");
    expect(middle).toMatchObject({ count: LIST_COUNT_BOUND, count_is_exact: false });
    expect(ids(middle)).toEqual(await expected(299 * 20));
    // The last page ends the list, so it knows the total exactly (counted from the start: a
    // remembered page start may lag another instance's writes, so it proves no total).
    t.clock.advance(BOOKMARK_MS);
    const last = await list(`page=${LIST_COUNT_BOUND / 20 + 1}`);
    expect(last).toMatchObject({ count: LIST_COUNT_BOUND + 1, count_is_exact: true, next: null });
    expect(last.results.map((r) => r.last_name)).toEqual(["Member 999999"]);
    // A search matching more than the bound: the first page of all of them, in order.
    const all = await list("search=bulk");
    expect(all).toMatchObject({ count: LIST_COUNT_BOUND, count_is_exact: false });
    expect(ids(all)).toEqual(await expected(0));
    expect(pageOf(all.next)).toBe(2);
  });
});

describe("rows", () => {
  it("are shown in a list exactly as on their own page (dates, timestamps, computed fields)", async () => {
    const created = await t.call({
      method: "POST",
      url: MEMBERS,
      token,
      payload: {
        first_name: "Efua",
        last_name: "Aaa Dated",
        date_of_birth: "1990-02-28",
        membership_date: "2015-06-01",
        phone: "+233 20 555 0101",
      },
    });
    expect(created.statusCode).toBe(201);
    const own = (await t.call({ method: "GET", url: `${MEMBERS}${created.json().id}/`, token })).json();
    for (const query of ["page=1", "search=aaa dated"]) {
      const listed = (await list(query)).results.find((r) => r.id === own.id);
      expect(listed).toEqual(own);
    }
    expect(own).toMatchObject({ date_of_birth: "1990-02-28", membership_date: "2015-06-01" });
    expect(own.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    await t.call({ method: "DELETE", url: `${MEMBERS}${own.id}/`, token });
  });
});

describe("deep pages", () => {
  it("seek from where the page before ended, with the rows plain counting would give", async () => {
    const page400 = await list("page=400");
    expect(ids(page400)).toEqual(await expected(399 * 20));
    // Reloaded, and the next page: both start from a remembered row instead of skipping 8,000.
    expect(ids(await list("page=400"))).toEqual(ids(page400));
    expect(ids(await list("page=401"))).toEqual(await expected(400 * 20));
    const reversed = await list("ordering=-last_name&page=3");
    expect(ids(await list("ordering=-last_name&page=4"))).toEqual(await expected(60, true));
    expect(ids(reversed)).toEqual(await expected(40, true));
  });

  it("move at once after a write here, and within a few seconds after a write on another instance", async () => {
    const other = await startTestApp({ sameDatabaseAs: t });
    try {
      const before = ids(await list("page=400", other));
      // A member sorting first pushes every page down by one row.
      const write = await t.call({
        method: "POST",
        url: MEMBERS,
        token,
        payload: { first_name: "Bulk", last_name: "Member 000000" },
      });
      expect(write.statusCode).toBe(201);
      const shifted = await expected(399 * 20);
      expect(shifted[1]).toBe(before[0]);
      expect(ids(await list("page=400"))).toEqual(shifted);
      // The other instance remembered where page 400 started; it trusts that for BOOKMARK_MS.
      expect(ids(await list("page=400", other))).toEqual(before);
      other.clock.advance(BOOKMARK_MS);
      expect(ids(await list("page=400", other))).toEqual(shifted);
    } finally {
      await other.close();
    }
  });
});
