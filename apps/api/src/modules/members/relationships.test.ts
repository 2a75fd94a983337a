import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeChurch } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { memberRelationships } from "../../db/tables";
import { makeMember } from "./members.fixtures.test-support";
import { churchWithMembers, MEMBERS } from "./members.test-support";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const kinds = (body: { relative: number; kind: string }[]) => body.map((r) => [r.relative, r.kind]);

describe("relationships", () => {
  it("keeps each relationship both ways: a parent's child, a guardian's ward", async () => {
    const { church, token } = await churchWithMembers(t);
    const [child, mother, aunt] = [
      await makeMember(t.db, church.id, { first_name: "Esi" }),
      await makeMember(t.db, church.id, { first_name: "Akua" }),
      await makeMember(t.db, church.id, { first_name: "Adjoa" }),
    ];
    const add = (relative: number, kind: string) =>
      t.call({
        method: "POST",
        url: `${MEMBERS}${child.id}/add_relationship/`,
        token,
        payload: { relative, kind },
      });
    expect((await add(mother.id, "parent")).statusCode).toBe(200);
    const added = await add(aunt.id, "guardian");
    expect(added.statusCode).toBe(200);
    expect(kinds(added.json())).toEqual([
      [aunt.id, "guardian"],
      [mother.id, "parent"],
    ]);
    const ofMother = await t.call({ method: "GET", url: `${MEMBERS}${mother.id}/relationships/`, token });
    expect(ofMother.json()).toEqual([
      { relative: child.id, relative_name: `Esi ${child.last_name}`, kind: "child" },
    ]);
    const ofAunt = await t.call({ method: "GET", url: `${MEMBERS}${aunt.id}/relationships/`, token });
    expect(kinds(ofAunt.json())).toEqual([[child.id, "ward"]]);
  });

  it("refuses a person as their own relative, a second relationship for a pair, and another church's member", async () => {
    const { church, token } = await churchWithMembers(t);
    const [a, b] = [
      await makeMember(t.db, church.id, { first_name: "Yaw", last_name: "Boateng" }),
      await makeMember(t.db, church.id, { first_name: "Ama", last_name: "Boateng" }),
    ];
    const url = `${MEMBERS}${a.id}/add_relationship/`;
    const self = await t.call({ method: "POST", url, token, payload: { relative: a.id, kind: "sibling" } });
    expect(self.statusCode).toBe(400);
    expect(self.json().relative[0]).toBe("A person cannot be their own relative.");
    expect(
      (await t.call({ method: "POST", url, token, payload: { relative: b.id, kind: "spouse" } })).statusCode,
    ).toBe(200);
    const again = await t.call({ method: "POST", url, token, payload: { relative: b.id, kind: "sibling" } });
    expect(again.statusCode).toBe(400);
    expect(again.json().relative[0]).toBe(
      "Ama Boateng is already recorded as Yaw Boateng's spouse. Remove that first.",
    );
    const stranger = await makeMember(t.db, (await makeChurch(t.db)).id);
    const foreign = await t.call({
      method: "POST",
      url,
      token,
      payload: { relative: stranger.id, kind: "other" },
    });
    // Another church's member is not found here, as any of its records is.
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({
      code: "not_found",
      detail: "This member was not found in the church.",
    });
    const badKind = await t.call({ method: "POST", url, token, payload: { relative: b.id, kind: "cousin" } });
    expect(badKind.statusCode).toBe(400);
  });

  it("refuses a loop of parents: a grandson recorded as his grandfather's father, either way round", async () => {
    const { church, token } = await churchWithMembers(t);
    const [grandfather, father, grandson] = [
      await makeMember(t.db, church.id, { first_name: "Nana" }),
      await makeMember(t.db, church.id, { first_name: "Kwesi" }),
      await makeMember(t.db, church.id, { first_name: "Kojo" }),
    ];
    const add = (member: number, relative: number, kind: string) =>
      t.call({
        method: "POST",
        url: `${MEMBERS}${member}/add_relationship/`,
        token,
        payload: { relative, kind },
      });
    expect((await add(father.id, grandfather.id, "parent")).statusCode).toBe(200);
    expect((await add(father.id, grandson.id, "child")).statusCode).toBe(200);
    for (const [member, relative, kind] of [
      [grandfather.id, grandson.id, "parent"],
      [grandson.id, grandfather.id, "child"],
    ] as const) {
      const loop = await add(member, relative, kind);
      expect(loop.statusCode).toBe(400);
      expect(loop.json().relative[0]).toBe(
        "This would make a person their own ancestor: one of them already descends from the other.",
      );
    }
    // Further down is fine: the grandson's own son.
    const greatGrandson = await makeMember(t.db, church.id, { first_name: "Ekow" });
    expect((await add(grandson.id, greatGrandson.id, "child")).statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(memberRelationships)
      .where(eq(memberRelationships.member, grandfather.id));
    expect(rows).toHaveLength(1);
  });

  it("removes a relationship both ways, and says when there is none", async () => {
    const { church, token } = await churchWithMembers(t);
    const [a, b] = [await makeMember(t.db, church.id), await makeMember(t.db, church.id)];
    await t.call({
      method: "POST",
      url: `${MEMBERS}${a.id}/add_relationship/`,
      token,
      payload: { relative: b.id, kind: "sibling" },
    });
    const url = `${MEMBERS}${b.id}/remove_relationship/`;
    const removed = await t.call({ method: "POST", url, token, payload: { relative: a.id } });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual([]);
    expect(await t.db.select().from(memberRelationships).where(eq(memberRelationships.member, a.id))).toEqual(
      [],
    );
    const none = await t.call({ method: "POST", url, token, payload: { relative: a.id } });
    expect(none.statusCode).toBe(400);
    expect(none.json().relative[0]).toBe("These two people are not recorded as related.");
  });
});
