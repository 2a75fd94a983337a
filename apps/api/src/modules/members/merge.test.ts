import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeChurch, makeUser, signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import {
  auditLogs,
  churchLeadership,
  donations,
  eventAttendance,
  events,
  funds,
  householdMembers,
  households,
  memberChangeRequests,
  memberRelationships,
  members,
  pledges,
  programParticipants,
  sundaySchoolAttendance,
  sundaySchoolEnrollments,
  testimonies,
} from "../../db/tables";
import { makeEvent } from "../events/church-life.test-support";
import { makeHousehold } from "../households/households.fixtures.test-support";
import { makeChurchRole } from "../leadership/leadership.fixtures.test-support";
import { makeProgram } from "../programs/programs.test-support";
import { makeClass, makeSession } from "../sunday-school/sunday-school.fixtures.test-support";
import { makeTestimony } from "../testimonies/testimonies.test-support";
import { makeMember } from "./members.fixtures.test-support";
import { churchWithMembers, MEMBERS } from "./members.test-support";

/** A pledge toward a fund, given its church, fund and giver. */
const PLEDGE = { amount: "500.00", currency: "GHS", starts_on: "2026-01-01", ends_on: "2026-12-31" };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const MERGE = `${MEMBERS}merge/`;

describe("merging two members", () => {
  it("moves everything that points at the member removed, takes the chosen fields, and audits it", async () => {
    const { church, token } = await churchWithMembers(t);
    const account = await makeUser(t.db, { role: "MEMBER", church });
    const keep = await makeMember(t.db, church.id, { first_name: "Kofi", last_name: "Mensah", phone: "" });
    const remove = await makeMember(t.db, church.id, {
      first_name: "Kofi",
      last_name: "Mensah",
      phone: "+233 24 000 1111",
      occupation: "Teacher",
      user: account.id,
    });
    const sister = await makeMember(t.db, church.id, { first_name: "Esi" });
    const mother = await makeMember(t.db, church.id, { first_name: "Akua" });

    // Attendance: one service both were marked at (counted once after), one only the removed one.
    const both = await makeEvent(t.db, church.id);
    const only = await makeEvent(t.db, church.id);
    await t.db.insert(eventAttendance).values([
      { church: church.id, event: both.id, member: keep.id },
      { church: church.id, event: both.id, member: remove.id },
      { church: church.id, event: only.id, member: remove.id },
    ]);
    // Sunday school: the same class both are in, marked absent for the kept one and present for the other.
    const klass = await makeClass(t.db, church.id);
    const session = await makeSession(t.db, klass);
    await t.db.insert(sundaySchoolEnrollments).values([
      { church: church.id, sunday_school: klass.id, member: keep.id, is_active: false },
      { church: church.id, sunday_school: klass.id, member: remove.id },
    ]);
    await t.db.insert(sundaySchoolAttendance).values([
      { church: church.id, session: session.id, member: keep.id, present: false },
      { church: church.id, session: session.id, member: remove.id, present: true },
    ]);
    const role = await makeChurchRole(t.db, church.id);
    await t.db
      .insert(churchLeadership)
      .values({ church: church.id, member: remove.id, role: role.id, start_date: "2024-01-01" });
    const program = await makeProgram(t.db, church.id, { coordinator: remove.id });
    await t.db
      .insert(programParticipants)
      .values({ church: church.id, program: program.id, member: remove.id });
    const testimony = await makeTestimony(t.db, church.id, { testifier_member: remove.id });
    // A confirmed gift of the removed record stays on the giver's (kept) record.
    const [fund] = await t.db.select().from(funds).limit(1);
    if (!fund) throw new Error("The national funds are missing.");
    const [gift] = await t.db
      .insert(donations)
      .values({
        church: church.id,
        fund: fund.id,
        amount: "50.00",
        currency: "GHS",
        given_on: "2026-01-04",
        member: remove.id,
        is_final: true,
      })
      .returning();
    const [promise] = await t.db
      .insert(pledges)
      .values({ ...PLEDGE, church: church.id, fund: fund.id, member: remove.id })
      .returning();
    // Relationships: a sister of the removed one, and the kept one himself (that one goes).
    await t.db.insert(memberRelationships).values([
      { church: church.id, member: remove.id, relative: sister.id, kind: "sibling" },
      { church: church.id, member: sister.id, relative: remove.id, kind: "sibling" },
      { church: church.id, member: remove.id, relative: keep.id, kind: "sibling" },
      { church: church.id, member: keep.id, relative: remove.id, kind: "sibling" },
      { church: church.id, member: remove.id, relative: mother.id, kind: "parent" },
      { church: church.id, member: mother.id, relative: remove.id, kind: "child" },
      { church: church.id, member: keep.id, relative: mother.id, kind: "parent" },
      { church: church.id, member: mother.id, relative: keep.id, kind: "child" },
    ]);
    // One household: the removed one was its head; the kept one becomes it.
    const home = await makeHousehold(t.db, church.id);
    await t.db.insert(householdMembers).values([
      { church: church.id, household: home.id, member: remove.id, role: "head" },
      { church: church.id, household: home.id, member: keep.id, role: "other" },
    ]);

    const res = await t.call({
      method: "POST",
      url: MERGE,
      token,
      payload: { keep: keep.id, remove: remove.id, fields: ["phone", "occupation"] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().member).toMatchObject({
      id: keep.id,
      phone: "+233 24 000 1111",
      occupation: "Teacher",
      user: account.id,
    });
    expect(res.json().moved).toMatchObject({
      attendance: 1,
      sunday_school_enrollments: 0,
      sunday_school_marks: 0,
      leadership: 1,
      program_participation: 1,
      programs_coordinated: 1,
      testimonies: 1,
      gifts: 1,
      relationships: 1,
      user: 1,
    });

    expect(await t.db.select().from(members).where(eq(members.id, remove.id))).toEqual([]);
    const [given] = await t.db
      .select()
      .from(donations)
      .where(eq(donations.id, gift?.id ?? 0));
    expect(given).toMatchObject({ member: keep.id, amount: "50.00", is_final: true });
    const [promised] = await t.db
      .select()
      .from(pledges)
      .where(eq(pledges.id, promise?.id ?? 0));
    expect(promised?.member).toBe(keep.id);
    const marks = await t.db
      .select()
      .from(eventAttendance)
      .where(inArray(eventAttendance.event, [both.id, only.id]));
    expect(marks.map((m) => m.member)).toEqual([keep.id, keep.id]);
    const counts = await t.db
      .select()
      .from(events)
      .where(inArray(events.id, [both.id, only.id]));
    expect(counts.map((e) => e.present_count)).toEqual([1, 1]);
    const [enrolment] = await t.db
      .select()
      .from(sundaySchoolEnrollments)
      .where(eq(sundaySchoolEnrollments.sunday_school, klass.id));
    expect(enrolment).toMatchObject({ member: keep.id, is_active: true });
    const ss = await t.db
      .select()
      .from(sundaySchoolAttendance)
      .where(eq(sundaySchoolAttendance.session, session.id));
    expect(ss.map((s) => [s.member, s.present])).toEqual([[keep.id, true]]);
    const [leader] = await t.db.select().from(churchLeadership).where(eq(churchLeadership.role, role.id));
    expect(leader?.member).toBe(keep.id);
    const [testified] = await t.db.select().from(testimonies).where(eq(testimonies.id, testimony.id));
    expect(testified?.testifier_member).toBe(keep.id);
    const relations = await t.db
      .select()
      .from(memberRelationships)
      .where(eq(memberRelationships.church, church.id));
    expect(relations.map((r) => [r.member, r.relative, r.kind]).sort()).toEqual(
      [
        [keep.id, sister.id, "sibling"],
        [sister.id, keep.id, "sibling"],
        [keep.id, mother.id, "parent"],
        [mother.id, keep.id, "child"],
      ].sort(),
    );
    const household = await t.db
      .select()
      .from(householdMembers)
      .where(eq(householdMembers.household, home.id));
    expect(household.map((h) => [h.member, h.role])).toEqual([[keep.id, "head"]]);

    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, "members"), eq(auditLogs.action, "merge")));
    expect(audit).toMatchObject({ object_id: String(keep.id) });
    expect(audit?.changes).toMatchObject({
      merged_member: remove.id,
      merged_name: "Kofi Mensah",
      fields: ["phone", "occupation"],
    });
  });

  it("gives the removed member's household to the kept one, and drops a household left empty", async () => {
    const { church, token } = await churchWithMembers(t);
    const [a, b, c, d] = [
      await makeMember(t.db, church.id),
      await makeMember(t.db, church.id),
      await makeMember(t.db, church.id),
      await makeMember(t.db, church.id),
    ];
    const hers = await makeHousehold(t.db, church.id);
    await t.db.insert(householdMembers).values({ church: church.id, household: hers.id, member: b.id });
    const first = await t.call({ method: "POST", url: MERGE, token, payload: { keep: a.id, remove: b.id } });
    expect(first.json().moved.household).toBe(1);
    const [place] = await t.db.select().from(householdMembers).where(eq(householdMembers.member, a.id));
    expect(place?.household).toBe(hers.id);

    const his = await makeHousehold(t.db, church.id);
    await t.db.insert(householdMembers).values({ church: church.id, household: his.id, member: d.id });
    const theirs = (await makeHousehold(t.db, church.id)).id;
    await t.db.insert(householdMembers).values({ church: church.id, household: theirs, member: c.id });
    // A gift of the household left empty goes with its last person to the kept one's household.
    const [fund] = await t.db.select().from(funds).limit(1);
    if (!fund) throw new Error("The national funds are missing.");
    const [gift] = await t.db
      .insert(donations)
      .values({
        church: church.id,
        fund: fund.id,
        amount: "20.00",
        currency: "GHS",
        given_on: "2026-02-01",
        household: his.id,
      })
      .returning();
    const [promise] = await t.db
      .insert(pledges)
      .values({ ...PLEDGE, church: church.id, fund: fund.id, household: his.id })
      .returning();
    const second = await t.call({ method: "POST", url: MERGE, token, payload: { keep: c.id, remove: d.id } });
    expect(second.statusCode).toBe(200);
    expect(await t.db.select().from(households).where(eq(households.id, his.id))).toEqual([]);
    const [given] = await t.db
      .select()
      .from(donations)
      .where(eq(donations.id, gift?.id ?? 0));
    expect(given?.household).toBe(theirs);
    const [promised] = await t.db
      .select()
      .from(pledges)
      .where(eq(pledges.id, promise?.id ?? 0));
    expect(promised?.household).toBe(theirs);
  });

  it("refuses a member merged into itself, another church's member, and members of two churches", async () => {
    const { church, token } = await churchWithMembers(t);
    const mine = await makeMember(t.db, church.id);
    const self = await t.call({
      method: "POST",
      url: MERGE,
      token,
      payload: { keep: mine.id, remove: mine.id },
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().remove[0]).toBe("A member cannot be merged into itself.");

    const other = await makeChurch(t.db);
    const stranger = await makeMember(t.db, other.id);
    for (const payload of [
      { keep: mine.id, remove: stranger.id },
      { keep: stranger.id, remove: mine.id },
    ]) {
      const res = await t.call({ method: "POST", url: MERGE, token, payload });
      expect(res.statusCode).toBe(404);
    }
    expect(await t.db.select().from(members).where(eq(members.id, stranger.id))).toHaveLength(1);

    // A national officer reaches both churches, and still may not merge across them.
    const { token: national } = await signedInUser(t, { role: "SUPER_ADMIN" });
    const across = await t.call({
      method: "POST",
      url: MERGE,
      token: national,
      payload: { keep: mine.id, remove: stranger.id },
    });
    expect(across.statusCode).toBe(404);
    expect(
      await t.db
        .select()
        .from(members)
        .where(inArray(members.id, [mine.id, stranger.id])),
    ).toHaveLength(2);

    const badField = await t.call({
      method: "POST",
      url: MERGE,
      token,
      payload: { keep: mine.id, remove: stranger.id, fields: ["church"] },
    });
    expect(badField.statusCode).toBe(400);
  });

  it("lets one of two concurrent merges of the same pair win; the other finds the member gone", async () => {
    const { church, token } = await churchWithMembers(t);
    const a = await makeMember(t.db, church.id);
    const b = await makeMember(t.db, church.id);
    const events = await Promise.all([makeEvent(t.db, church.id), makeEvent(t.db, church.id)]);
    await t.db.insert(eventAttendance).values([
      { church: church.id, event: events[0].id, member: a.id },
      { church: church.id, event: events[1].id, member: b.id },
    ]);
    const [one, two] = await Promise.all([
      t.call({ method: "POST", url: MERGE, token, payload: { keep: a.id, remove: b.id } }),
      t.call({ method: "POST", url: MERGE, token, payload: { keep: b.id, remove: a.id } }),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 404]);
    const loser = one.statusCode === 404 ? one : two;
    expect(loser.json().detail).toContain("may have been merged");
    const left = await t.db
      .select()
      .from(members)
      .where(inArray(members.id, [a.id, b.id]));
    expect(left).toHaveLength(1);
    const marks = await t.db
      .select()
      .from(eventAttendance)
      .where(
        inArray(
          eventAttendance.event,
          events.map((e) => e.id),
        ),
      );
    expect(marks.map((m) => m.member)).toEqual([left[0]?.id, left[0]?.id]);
  });

  it("keeps the church fields of both, moves the member's own change requests, and leaves erased records alone", async () => {
    const { church, token } = await churchWithMembers(t);
    const keep = await makeMember(t.db, church.id, { custom_fields: { "1": "Choir", "2": 7 } });
    const remove = await makeMember(t.db, church.id, { custom_fields: { "1": "Ushering", "3": true } });
    const account = await makeUser(t.db, { role: "MEMBER", church });
    await t.db.insert(memberChangeRequests).values({
      church: church.id,
      member: remove.id,
      user: account.id,
      address: "7 New Road",
    });
    const merged = await t.call({
      method: "POST",
      url: MERGE,
      token,
      payload: { keep: keep.id, remove: remove.id },
    });
    expect(merged.statusCode, merged.body).toBe(200);
    const [kept] = await t.db.select().from(members).where(eq(members.id, keep.id));
    // The kept member's value wins where both have one.
    expect(kept?.custom_fields).toEqual({ "1": "Choir", "2": 7, "3": true });
    const requests = await t.db
      .select()
      .from(memberChangeRequests)
      .where(eq(memberChangeRequests.user, account.id));
    expect(requests.map((r) => r.member)).toEqual([keep.id]);

    const erased = await makeMember(t.db, church.id, { erased_at: t.clock.now() });
    const refused = await t.call({
      method: "POST",
      url: MERGE,
      token,
      payload: { keep: keep.id, remove: erased.id },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "erased" });
    expect(await t.db.select().from(members).where(eq(members.id, erased.id))).toHaveLength(1);
  });

  it("knows every column that points at a member: a new one must be moved by the merge too", async () => {
    const found = await t.db.execute(sql`
      select k.conrelid::regclass::text || '.' || a.attname as col
      from pg_constraint k join pg_attribute a on a.attrelid = k.conrelid and a.attnum = any(k.conkey)
      where k.contype = 'f' and k.confrelid = 'members'::regclass order by 1`);
    expect((found as unknown as { rows: { col: string }[] }).rows.map((r) => r.col).sort()).toEqual([
      "asset_assignments.member_id",
      "church_leadership.member_id",
      "event_attendance.member_id",
      "giving_donations.member_id",
      "giving_gift_payments.member_id",
      "giving_pledges.member_id",
      "giving_recurring_gifts.member_id",
      "giving_statement_mailings.member_id",
      "group_attendance.member_id",
      "group_members.member_id",
      "household_members.member_id",
      "member_change_requests.member_id",
      "member_link_requests.member_id",
      "member_relationships.member_id",
      "member_relationships.relative_id",
      "program_participants.member_id",
      "programs.coordinator_id",
      "serving_assignments.member_id",
      "serving_blockouts.member_id",
      "serving_team_members.member_id",
      "sunday_school_attendance.member_id",
      "sunday_school_classes.teacher_id",
      "sunday_school_enrollments.member_id",
      "testimonies.testifier_member_id",
    ]);
  });
});
