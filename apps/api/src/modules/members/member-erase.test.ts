import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeUser, signedInUser, unique } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import {
  assetAssignments,
  assetCategories,
  assets,
  auditLogs,
  eventAttendance,
  events,
  householdMembers,
  households,
  memberChangeRequests,
  memberLinkRequests,
  memberRelationships,
  members,
} from "../../db/tables";
import { makeMember } from "./members.fixtures.test-support";
import { churchWithMembers, MEMBERS } from "./members.test-support";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const erase = (id: number, token: string) => t.call({ method: "POST", url: `${MEMBERS}${id}/erase/`, token });

async function memberWithLife(church: { id: number }) {
  const person = await makeMember(t.db, church.id, {
    first_name: "Akosua",
    phone: "+233201234567",
    email: `${unique("akosua")}@example.org`,
    address: "12 Palm Street, Accra",
    date_of_birth: "1990-04-02",
    notes: "Prefers the early service",
    gender: "FEMALE",
  });
  const relative = await makeMember(t.db, church.id, { first_name: "Kwame" });
  await t.db.insert(memberRelationships).values([
    { church: church.id, member: person.id, relative: relative.id, kind: "sibling" },
    { church: church.id, member: relative.id, relative: person.id, kind: "sibling" },
  ]);
  const [home] = await t.db
    .insert(households)
    .values({ church: church.id, name: "Mensah family" })
    .returning();
  if (!home) throw new Error("household not created");
  await t.db.insert(householdMembers).values({ church: church.id, household: home.id, member: person.id });
  const [service] = await t.db
    .insert(events)
    .values({ church: church.id, title: "Sunday service", starts_at: new Date("2026-03-01T09:00:00Z") })
    .returning();
  if (!service) throw new Error("event not created");
  await t.db.insert(eventAttendance).values([
    { church: church.id, event: service.id, member: person.id },
    { church: church.id, event: service.id, member: relative.id },
  ]);
  return { person, relative, service };
}

describe("erasing a member's personal data", () => {
  it("blanks the personal fields, removes the links and keeps the attendance counts", async () => {
    const { church, token, user: admin } = await churchWithMembers(t);
    const account = await makeUser(t.db, { role: "MEMBER", church });
    const { person, relative, service } = await memberWithLife(church);
    await t.db.update(members).set({ user: account.id }).where(eq(members.id, person.id));

    // Church-field values, a change the member asked for and a proposed account link are theirs too.
    await t.db
      .update(members)
      .set({ custom_fields: { "1": "Kumasi" } })
      .where(eq(members.id, person.id));
    await t.db
      .insert(memberChangeRequests)
      .values({ church: church.id, member: person.id, phone: "+233209999999" });
    const other = await makeUser(t.db, { role: "MEMBER", church });
    await t.db.insert(memberLinkRequests).values({ church: church.id, member: person.id, user: other.id });

    const res = await erase(person.id, token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: person.id,
      full_name: "Erased member",
      phone: "",
      email: "",
      address: "",
      date_of_birth: null,
      notes: "",
      photo: "",
      gender: "",
      user: null,
      is_active: false,
    });
    expect(body.erased_at).toEqual(expect.any(String));

    const [row] = await t.db.select().from(members).where(eq(members.id, person.id));
    expect(row?.search_text).not.toContain("akosua");
    expect(row?.custom_fields).toEqual({});
    expect(
      await t.db.select().from(memberChangeRequests).where(eq(memberChangeRequests.member, person.id)),
    ).toEqual([]);
    expect(
      await t.db.select().from(memberLinkRequests).where(eq(memberLinkRequests.member, person.id)),
    ).toEqual([]);
    expect(await t.db.select().from(householdMembers).where(eq(householdMembers.member, person.id))).toEqual(
      [],
    );
    expect(
      await t.db.select().from(memberRelationships).where(eq(memberRelationships.relative, person.id)),
    ).toEqual([]);
    const [kept] = await t.db.select().from(events).where(eq(events.id, service.id));
    expect(kept?.present_count).toBe(2);
    expect(
      await t.db.select().from(eventAttendance).where(eq(eventAttendance.event, service.id)),
    ).toHaveLength(2);
    const [relativeRow] = await t.db.select().from(members).where(eq(members.id, relative.id));
    expect(relativeRow?.first_name).toBe("Kwame");

    const [entry] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, "members"), eq(auditLogs.action, "erase")));
    expect(entry).toMatchObject({ user: admin.id, object_id: String(person.id), church: church.id });
    const written = JSON.stringify(entry?.changes);
    expect(written).not.toContain("Akosua");
    expect(written).not.toContain("Palm Street");
    expect(written).not.toContain("233201234567");
  });

  it("refuses a second erasure with a clear message", async () => {
    const { church, token } = await churchWithMembers(t);
    const person = await makeMember(t.db, church.id);
    expect((await erase(person.id, token)).statusCode).toBe(200);
    const again = await erase(person.id, token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: "already_erased",
      detail: "This member's personal data has already been erased.",
    });
    // Nor can the record be edited: that would put personal data back.
    const edited = await t.call({
      method: "PATCH",
      url: `/api/churches/members/${person.id}/`,
      token,
      payload: { first_name: "Akosua" },
    });
    expect(edited.statusCode).toBe(409);
    expect(edited.json()).toMatchObject({ code: "erased" });
  });

  it("refuses while an asset is still assigned to the member, and erases once it is returned", async () => {
    const { church, token } = await churchWithMembers(t);
    const person = await makeMember(t.db, church.id, { first_name: "Yaw" });
    const [category] = await t.db
      .insert(assetCategories)
      .values({ church: church.id, name: unique("Tools") })
      .returning();
    const [asset] = await t.db
      .insert(assets)
      .values({
        church: church.id,
        name: "Projector",
        category: category?.id ?? 0,
        asset_tag: unique("T"),
        currency: "GHS",
        current_value: "500.00",
      })
      .returning();
    const [lent] = await t.db
      .insert(assetAssignments)
      .values({ church: church.id, asset: asset?.id ?? 0, member: person.id, assigned_on: "2026-01-10" })
      .returning();

    const refused = await erase(person.id, token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("open_obligation");
    expect(refused.json().detail).toMatch(/assets assigned/);
    const [untouched] = await t.db.select().from(members).where(eq(members.id, person.id));
    expect(untouched).toMatchObject({ first_name: "Yaw", erased_at: null });

    await t.db
      .update(assetAssignments)
      .set({ returned_on: "2026-02-01" })
      .where(eq(assetAssignments.id, lent?.id ?? 0));
    expect((await erase(person.id, token)).statusCode).toBe(200);
  });

  it("answers 404 for another church's member and leaves it as it was", async () => {
    const { token } = await churchWithMembers(t);
    const other = await churchWithMembers(t);
    const person = await makeMember(t.db, other.church.id, { first_name: "Efua" });
    expect((await erase(person.id, token)).statusCode).toBe(404);
    const [row] = await t.db.select().from(members).where(eq(members.id, person.id));
    expect(row).toMatchObject({ first_name: "Efua", erased_at: null });
  });

  it("is for the church's admins: a secretary may edit members but not erase them", async () => {
    const { church } = await churchWithMembers(t);
    const person = await makeMember(t.db, church.id);
    const { token: access } = await signedInUser(t, { role: "LOCAL_SECRETARY", church });
    expect((await erase(person.id, access)).statusCode).toBe(403);
    const [count] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(members)
      .where(and(eq(members.id, person.id), sql`${members.erased_at} is null`));
    expect(Number(count?.n)).toBe(1);
  });
});
