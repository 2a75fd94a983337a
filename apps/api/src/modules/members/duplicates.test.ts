// The likely duplicates of a church's roll: pairs by phone, e-mail, name and birth date, for those
// who manage members (merging them is merge.test.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeChurch, signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { makeMember } from "./members.fixtures.test-support";
import { churchWithMembers, MEMBERS } from "./members.test-support";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const DUPLICATES = `${MEMBERS}duplicates/`;
const MERGE = `${MEMBERS}merge/`;

type Pair = { first: { id: number }; second: { id: number }; reasons: string[] };
const pairsOf = (body: { results: Pair[] }) =>
  body.results.map((p) => [p.first.id, p.second.id, p.reasons] as const);

describe("likely duplicates", () => {
  it("pairs members by phone digits, e-mail address, name and birth date, most reasons first", async () => {
    const { church, token } = await churchWithMembers(t);
    const kofi = await makeMember(t.db, church.id, {
      first_name: "Kofi",
      last_name: "Mensah",
      phone: "+233 24 412 3456",
      email: "kofi.mensah@example.org",
      date_of_birth: "1980-05-01",
    });
    const kofi2 = await makeMember(t.db, church.id, {
      first_name: "Kofi",
      last_name: "Mensa",
      phone: "024-412-3456",
      email: "KofiMensah+church@Example.org",
    });
    const ama = await makeMember(t.db, church.id, {
      first_name: "Ama",
      last_name: "Owusu",
      date_of_birth: "1992-11-30",
    });
    const ama2 = await makeMember(t.db, church.id, {
      first_name: "OWUSU",
      last_name: "ama",
      date_of_birth: "1992-11-30",
    });
    // Same name, another birth date; same birth date, another name: not pairs.
    await makeMember(t.db, church.id, { first_name: "Ama", last_name: "Owusu", date_of_birth: "1993-01-01" });
    await makeMember(t.db, church.id, { first_name: "Yaw", last_name: "Owusu", date_of_birth: "1992-11-30" });
    // Another church's twin of Kofi is not paired with him.
    const other = await makeChurch(t.db);
    await makeMember(t.db, other.id, { first_name: "Kofi", last_name: "Mensah", phone: "0244123456" });

    const res = await t.call({ method: "GET", url: DUPLICATES, token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ count: 2, count_is_exact: true, next: null, previous: null });
    expect(pairsOf(res.json())).toEqual([
      [kofi.id, kofi2.id, ["email", "phone", "similar_name"]],
      [ama.id, ama2.id, ["name_birth"]],
    ]);
    expect(res.json().results[0].first).toMatchObject({
      full_name: "Kofi Mensah",
      phone: "+233 24 412 3456",
    });

    const page = await t.call({ method: "GET", url: `${DUPLICATES}?page=2&page_size=1`, token });
    expect(page.json()).toMatchObject({ count: 2, next: null });
    expect(page.json().previous).toContain("page=1");
    expect(pairsOf(page.json())).toEqual([[ama.id, ama2.id, ["name_birth"]]]);
  });

  it("leaves out a phone that a whole family shares, and answers an empty list", async () => {
    const { church, token } = await churchWithMembers(t);
    const empty = await t.call({ method: "GET", url: DUPLICATES, token });
    expect(empty.json()).toMatchObject({ count: 0, results: [] });
    const oneLine = [
      "+233 30 555 0000",
      "030 555 0000",
      "+233-30-555-0000",
      "+233 (30) 555 0000",
      "030-555-0000",
      "030.555.0000",
      "+233 305 550 000",
      "0305550000",
      "+233305550000",
    ];
    for (const phone of oneLine) await makeMember(t.db, church.id, { phone });
    const res = await t.call({ method: "GET", url: DUPLICATES, token });
    expect(res.json().count).toBe(0);
  });

  it("is for those who manage members", async () => {
    const { church } = await churchWithMembers(t);
    const { token } = await signedInUser(t, { role: "VIEWER", church });
    expect((await t.call({ method: "GET", url: DUPLICATES, token })).statusCode).toBe(403);
    const a = await makeMember(t.db, church.id);
    const b = await makeMember(t.db, church.id);
    const merge = await t.call({ method: "POST", url: MERGE, token, payload: { keep: a.id, remove: b.id } });
    expect(merge.statusCode).toBe(403);
  });
});
