import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeUser, signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import {
  auditLogs,
  eventAttendance,
  events,
  householdMembers,
  memberChangeRequests,
  memberFields,
  memberLinkRequests,
  members,
  users,
} from "../../db/tables";
import { makeHousehold } from "../households/households.fixtures.test-support";
import { makeMember } from "../members/members.fixtures.test-support";
import { churchWithMembers } from "../members/members.test-support";
import { photoUpload } from "./own-record.fixtures.test-support";

const MINE = "/api/user-profile/membership/";
const CHANGES = "/api/churches/member-changes/";
const LINKS = "/api/churches/member-links/";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A church with an officer, and a member whose account is linked to their record. */
async function churchWithLinkedMember() {
  const office = await churchWithMembers(t);
  const member = await makeMember(t.db, office.church.id, {
    first_name: "Ama",
    last_name: "Owusu",
    phone: "+233 24 100 0001",
    address: "1 Old Road, Kumasi",
  });
  const own = await signedInUser(t, { role: "MEMBER", church: office.church });
  await t.db.update(members).set({ user: own.user.id }).where(eq(members.id, member.id));
  return { ...office, member, own };
}

const auditsOf = (action: string, objectId: number) =>
  t.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.action, action), eq(auditLogs.object_id, String(objectId))));

describe("a member's own record", () => {
  it("shows the linked member's details, household, attendance and classes", async () => {
    const { church, member, own } = await churchWithLinkedMember();
    const home = await makeHousehold(t.db, church.id, { name: "The Owusu household" });
    const child = await makeMember(t.db, church.id, { first_name: "Yaw", last_name: "Owusu" });
    await t.db.insert(householdMembers).values([
      { church: church.id, household: home.id, member: member.id, role: "head" },
      { church: church.id, household: home.id, member: child.id, role: "child" },
    ]);
    const [service] = await t.db
      .insert(events)
      .values({
        church: church.id,
        title: "Sunday service",
        starts_at: new Date(t.clock.now().getTime() - 86_400_000),
      })
      .returning();
    await t.db
      .insert(eventAttendance)
      .values({ church: church.id, event: service?.id ?? 0, member: member.id });

    const res = await t.call({ method: "GET", url: `${MINE}record/`, token: own.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      linked: true,
      member: { id: member.id, full_name: "Ama Owusu", phone: "+233 24 100 0001" },
      household: {
        name: "The Owusu household",
        role: "head",
        people: [
          { member: member.id, role: "head" },
          { member: child.id, role: "child", name: "Yaw Owusu" },
        ],
      },
      attendance: { last_90_days: 1, last_year: 1 },
      sunday_school_classes: [],
      changes_apply_at_once: false,
    });
  });

  it("shows the church's fields kept for members to see, not those for its admins only", async () => {
    const { church, member, own } = await churchWithLinkedMember();
    const [ministry, envelope] = await t.db
      .insert(memberFields)
      .values([
        {
          church: church.id,
          label: "Ministry interest",
          type: "choice",
          options: ["Choir"],
          visibility: "members",
        },
        { church: church.id, label: "Tithe envelope number", type: "number", visibility: "admins" },
      ])
      .returning();
    await t.db
      .update(members)
      .set({ custom_fields: { [String(ministry?.id)]: "Choir", [String(envelope?.id)]: 112 } })
      .where(eq(members.id, member.id));
    const res = await t.call({ method: "GET", url: `${MINE}record/`, token: own.token });
    expect(res.json().fields).toEqual([{ label: "Ministry interest", type: "choice", value: "Choir" }]);
  });

  it("answers an empty record to an account no member is linked to", async () => {
    const { church } = await churchWithMembers(t);
    const { token } = await signedInUser(t, { role: "MEMBER", church });
    const res = await t.call({ method: "GET", url: `${MINE}record/`, token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ linked: false, link_pending: false, member: null, household: null });
    const asked = await t.call({ method: "POST", url: MINE, token, payload: { phone: "+233 24 100 0009" } });
    expect(asked.statusCode).toBe(400);
    expect(asked.json().non_field_errors[0]).toContain("not linked");
  });
});

describe("changes a member asks for", () => {
  it("keeps a change for the office, which confirms it: applied and audited on the member", async () => {
    const { token, member, own } = await churchWithLinkedMember();
    const asked = await t.call({
      method: "POST",
      url: MINE,
      token: own.token,
      payload: { phone: "+233 24 555 0101", address: "7 New Road, Kumasi" },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({
      status: "PENDING",
      member: member.id,
      current_phone: "+233 24 100 0001",
    });
    const id = asked.json().id as number;
    // Nothing changes until the office confirms.
    const [before] = await t.db.select().from(members).where(eq(members.id, member.id));
    expect(before?.phone).toBe("+233 24 100 0001");

    const waiting = await t.call({ method: "GET", url: `${CHANGES}?status=PENDING`, token });
    expect(waiting.json().results.map((r: { id: number }) => r.id)).toEqual([id]);
    const confirmed = await t.call({ method: "POST", url: `${CHANGES}${id}/confirm/`, token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: "APPLIED", current_phone: "+233 24 555 0101" });
    const [after] = await t.db.select().from(members).where(eq(members.id, member.id));
    expect(after).toMatchObject({ phone: "+233 24 555 0101", address: "7 New Road, Kumasi" });
    const [audit] = await auditsOf("apply_own_change", member.id);
    expect(audit).toMatchObject({ resource: "members" });
    expect(audit?.changes).toMatchObject({ phone: "+233 24 555 0101", change_request: id });

    const again = await t.call({ method: "POST", url: `${CHANGES}${id}/confirm/`, token });
    expect(again.statusCode).toBe(409);
  });

  it("declines a change: the record stays as it was", async () => {
    const { token, member, own } = await churchWithLinkedMember();
    const asked = await t.call({
      method: "POST",
      url: MINE,
      token: own.token,
      payload: { address: "Elsewhere" },
    });
    const id = asked.json().id as number;
    const declined = await t.call({ method: "POST", url: `${CHANGES}${id}/decline/`, token });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().status).toBe("DECLINED");
    const [after] = await t.db.select().from(members).where(eq(members.id, member.id));
    expect(after?.address).toBe("1 Old Road, Kumasi");
    expect(await auditsOf("apply_own_change", member.id)).toEqual([]);
    const mine = await t.call({ method: "GET", url: MINE, token: own.token });
    expect(mine.json().results).toEqual([expect.objectContaining({ id, status: "DECLINED" })]);
  });

  it("applies a change at once when the church says so, and audits it", async () => {
    const { church, token, member, own } = await churchWithLinkedMember();
    const set = await t.call({
      method: "POST",
      url: `${CHANGES}update_settings/`,
      token,
      payload: { apply_without_confirmation: true },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ church: church.id, apply_without_confirmation: true });
    const asked = await t.call({
      method: "POST",
      url: MINE,
      token: own.token,
      payload: { phone: "+233 24 555 0202" },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().status).toBe("APPLIED");
    const [after] = await t.db.select().from(members).where(eq(members.id, member.id));
    expect(after?.phone).toBe("+233 24 555 0202");
    expect(await auditsOf("apply_own_change", member.id)).toHaveLength(1);

    const photo = await t.call({
      method: "POST",
      url: `${MINE}photo/`,
      token: own.token,
      ...(await photoUpload()),
    });
    expect(photo.statusCode, photo.body).toBe(200);
    expect(photo.json().status).toBe("APPLIED");
    const [withPhoto] = await t.db.select().from(members).where(eq(members.id, member.id));
    expect(withPhoto?.photo).toMatch(/^\/api\/files\//);
  });

  it("refuses a phone another member of the church has, and an empty request", async () => {
    const { church, own } = await churchWithLinkedMember();
    await makeMember(t.db, church.id, { phone: "+233 24 999 0000" });
    const taken = await t.call({
      method: "POST",
      url: MINE,
      token: own.token,
      payload: { phone: "+233 24 999 0000" },
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().phone).toEqual(["Another member of this church already has this phone number."]);
    const empty = await t.call({ method: "POST", url: MINE, token: own.token, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(
      await t.db.select().from(memberChangeRequests).where(eq(memberChangeRequests.user, own.user.id)),
    ).toEqual([]);
  });

  it("shows a member only their own requests", async () => {
    const first = await churchWithLinkedMember();
    await t.call({ method: "POST", url: MINE, token: first.own.token, payload: { address: "Mine" } });
    const other = await signedInUser(t, { role: "MEMBER", church: first.church });
    const theirs = await t.call({ method: "GET", url: MINE, token: other.token });
    expect(theirs.json().results).toEqual([]);
  });
});

describe("linking an account to a member", () => {
  it("links an account of the church, and refuses one linked elsewhere (409) or another church's member (404)", async () => {
    const { church, token } = await churchWithMembers(t);
    const member = await makeMember(t.db, church.id);
    const account = await makeUser(t.db, { role: "MEMBER", church });
    const linked = await t.call({
      method: "POST",
      url: `${LINKS}link/`,
      token,
      payload: { member: member.id, user: account.id },
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toEqual({ member: member.id, user: account.id });
    expect(await auditsOf("link_user", member.id)).toHaveLength(1);

    const second = await makeMember(t.db, church.id);
    const twice = await t.call({
      method: "POST",
      url: `${LINKS}link/`,
      token,
      payload: { member: second.id, user: account.id },
    });
    expect(twice.statusCode).toBe(409);

    const elsewhere = await churchWithMembers(t);
    const stranger = await makeMember(t.db, elsewhere.church.id);
    const foreign = await t.call({
      method: "POST",
      url: `${LINKS}link/`,
      token,
      payload: { member: stranger.id, user: account.id },
    });
    expect(foreign.statusCode).toBe(404);
    const otherAccount = await makeUser(t.db, { role: "MEMBER", church: elsewhere.church });
    const foreignUser = await t.call({
      method: "POST",
      url: `${LINKS}link/`,
      token,
      payload: { member: second.id, user: otherAccount.id },
    });
    expect(foreignUser.statusCode).toBe(404);

    const unlinked = await t.call({
      method: "POST",
      url: `${LINKS}unlink/`,
      token,
      payload: { member: member.id },
    });
    expect(unlinked.json()).toEqual({ member: member.id, user: null });
  });

  it("proposes an account with a member's e-mail, which the office confirms", async () => {
    const { church, token } = await churchWithMembers(t);
    const member = await makeMember(t.db, church.id, { email: "Efua.Mensah@example.org" });
    const account = await makeUser(t.db, { role: "MEMBER", church });
    await t.db.update(users).set({ email: "efua.mensah@example.org" }).where(eq(users.id, account.id));
    const list = await t.call({ method: "GET", url: `${LINKS}?status=PENDING`, token });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().results).toEqual([
      expect.objectContaining({ member: member.id, user: account.id, user_email: "efua.mensah@example.org" }),
    ]);
    const id = list.json().results[0].id as number;
    const confirmed = await t.call({ method: "POST", url: `${LINKS}${id}/confirm/`, token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [after] = await t.db.select().from(members).where(eq(members.id, member.id));
    expect(after?.user).toBe(account.id);
    expect(
      await t.db.select().from(memberLinkRequests).where(eq(memberLinkRequests.member, member.id)),
    ).toEqual([]);
  });

  it("does not propose a declined account again", async () => {
    const { church, token } = await churchWithMembers(t);
    await makeMember(t.db, church.id, { email: "kojo@example.org" });
    const account = await makeUser(t.db, { role: "MEMBER", church });
    await t.db.update(users).set({ email: "kojo@example.org" }).where(eq(users.id, account.id));
    const own = await t.call({
      method: "GET",
      url: `${MINE}record/`,
      token: (await signInAs(account)).token,
    });
    expect(own.json()).toMatchObject({ linked: false, link_pending: true });
    const [link] = await t.db
      .select()
      .from(memberLinkRequests)
      .where(eq(memberLinkRequests.user, account.id));
    const declined = await t.call({ method: "POST", url: `${LINKS}${link?.id}/decline/`, token });
    expect(declined.json().status).toBe("DECLINED");
    const list = await t.call({ method: "GET", url: `${LINKS}?status=PENDING`, token });
    expect(list.json().results).toEqual([]);
  });
});

/** An access token for an existing user row. */
async function signInAs(user: Awaited<ReturnType<typeof makeUser>>) {
  const token = await t.app.tokens.signAccess({
    id: user.id,
    username: user.username,
    role: user.role,
    church: user.church,
    region: null,
    is_church_admin: user.is_church_admin,
    sessionVersion: user.session_version,
  });
  return { token };
}
