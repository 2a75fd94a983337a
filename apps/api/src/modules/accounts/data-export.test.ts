import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeChurch, signedInUser, unique } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import {
  auditLogs,
  churchLeadership,
  churchRoles,
  eventAttendance,
  events,
  groupMembers,
  householdMembers,
  households,
  mailOutbox,
  memberChangeRequests,
  memberFields,
  memberRelationships,
  members,
  pledges,
  servingTeamMembers,
  testimonies,
  testimonyTypes,
  users,
} from "../../db/tables";
import { pdfText } from "../finance/pdf-text.test-support";
import { defaultFund, makeDonation } from "../giving/giving.fixtures.test-support";
import { makeGroup } from "../groups/groups.fixtures.test-support";
import { makeAssignment, makePlan, makeTeam } from "../serving/serving.fixtures.test-support";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const URL = "/api/user-profile/export_my_data/";
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const download = (token?: string) => t.call({ method: "POST", url: URL, ...(token ? { token } : {}) });

function filesOf(body: Buffer) {
  const files = unzipSync(new Uint8Array(body));
  const json = (name: string) => JSON.parse(Buffer.from(files[name] ?? []).toString("utf8"));
  return { names: Object.keys(files).sort(), json, bytes: (name: string) => Buffer.from(files[name] ?? []) };
}

/** A member with an account, a household, a relative, a service attended, a testimony and an e-mail. */
async function memberWithAccount() {
  const church = await makeChurch(t.db);
  const { user, token } = await signedInUser(t, { role: "MEMBER", church });
  const person = (
    await t.db
      .insert(members)
      .values({
        church: church.id,
        user: user.id,
        first_name: "Abena",
        last_name: unique("Owusu"),
        phone: "+233241112223",
        address: "4 Mango Lane, Kumasi",
      })
      .returning()
  )[0];
  const stranger = (
    await t.db
      .insert(members)
      .values({
        church: church.id,
        first_name: "Kojo",
        last_name: unique("Stranger"),
        phone: "+233500000001",
      })
      .returning()
  )[0];
  const relative = (
    await t.db
      .insert(members)
      .values({ church: church.id, first_name: "Kofi", last_name: "Owusu" })
      .returning()
  )[0];
  if (!person || !stranger || !relative) throw new Error("members not created");
  await t.db.insert(memberRelationships).values([
    { church: church.id, member: person.id, relative: relative.id, kind: "spouse" },
    { church: church.id, member: relative.id, relative: person.id, kind: "spouse" },
  ]);
  const [home] = await t.db.insert(households).values({ church: church.id, name: "Owusu home" }).returning();
  await t.db
    .insert(householdMembers)
    .values({ church: church.id, household: home?.id ?? 0, member: person.id, role: "head" });
  const [service, other] = await t.db
    .insert(events)
    .values([
      { church: church.id, title: "Harvest thanksgiving", starts_at: new Date("2026-05-03T09:00:00Z") },
      { church: church.id, title: "Youth night", starts_at: new Date("2026-05-08T18:00:00Z") },
    ])
    .returning();
  await t.db.insert(eventAttendance).values([
    { church: church.id, event: service?.id ?? 0, member: person.id },
    { church: church.id, event: other?.id ?? 0, member: stranger.id },
  ]);
  const [type] = await t.db
    .insert(testimonyTypes)
    .values({ name: unique("Healing"), slug: unique("healing") })
    .returning();
  await t.db.insert(testimonies).values({
    church: church.id,
    title: "Healed after prayer",
    slug: unique("healed"),
    type: type?.id ?? 0,
    story: "The fever left on the third day.",
    testifier_member: person.id,
    testifier_name: "Abena",
  });
  await t.db.insert(mailOutbox).values({ to: user.email, subject: "Welcome to the church", text: "Hello" });
  await t.db.insert(auditLogs).values({
    user: null,
    role: "LOCAL_ADMIN",
    username: "secretary-ama",
    church: church.id,
    action: "update",
    resource: "members",
    object_id: String(person.id),
    changes: { phone: "+233241112223" },
    ip_address: "10.0.0.9",
  });
  // Their church life beyond the roll: a church field, a role, a change they asked for, gifts.
  const [hometown] = await t.db
    .insert(memberFields)
    .values({ church: church.id, label: "Hometown", type: "text" })
    .returning();
  await t.db
    .update(members)
    .set({ custom_fields: { [String(hometown?.id)]: "Kumasi" } })
    .where(eq(members.id, person.id));
  const [usher] = await t.db
    .insert(churchRoles)
    .values({ church: church.id, name: unique("Usher") })
    .returning();
  await t.db
    .insert(churchLeadership)
    .values({ church: church.id, member: person.id, role: usher?.id ?? 0, start_date: "2025-01-05" });
  await t.db
    .insert(memberChangeRequests)
    .values({ church: church.id, member: person.id, user: user.id, phone: "+233241112299" });
  await makeDonation(t.db, church.id, { member: person.id, amount: "120.00", given_on: "2026-04-05" });
  await makeDonation(t.db, church.id, { member: stranger.id, amount: "999.00", given_on: "2026-04-05" });
  await t.db.insert(pledges).values({
    church: church.id,
    fund: await defaultFund(t.db, "BUILDING"),
    member: person.id,
    amount: "1000.00",
    currency: "GHS",
    starts_on: "2026-01-01",
    ends_on: "2026-12-31",
  });
  // A home cell, and a serving team with a service to come.
  const cell = await makeGroup(t.db, church.id, { name: "Osu Cell", kind: "home_cell" });
  await t.db
    .insert(groupMembers)
    .values({ church: church.id, group: cell.id, member: person.id, role: "leader" });
  const { team, position } = await makeTeam(t.db, church.id);
  await t.db.insert(servingTeamMembers).values({ church: church.id, team: team.id, member: person.id });
  await makeAssignment(t.db, await makePlan(t.db, church.id, position, "2031-05-04"), position.id, person.id);
  return { church, user, token, person, stranger, usher };
}

describe("downloading one's own data", () => {
  it("answers a ZIP of JSON files about the person, with their attendance and a PDF summary", async () => {
    const { user, token, person, usher } = await memberWithAccount();
    const picture = `${randomUUID()}.png`;
    await t.app.files.put(picture, "image/png", Readable.from([PNG]));
    await t.db
      .update(users)
      .set({ profile_picture: `/api/files/${picture}` })
      .where(eq(users.id, user.id));
    const res = await download(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(res.headers["cache-control"]).toBe("no-store");

    const zip = filesOf(res.rawPayload);
    expect(zip.names).toEqual(
      [
        "README.json",
        `pictures/${picture}`,
        "account.json",
        "assets_in_your_care.json",
        "attendance.json",
        "audit_entries.json",
        "changes_asked_for.json",
        "church_fields.json",
        "church_roles.json",
        "days_away.json",
        "gifts.json",
        "group_meetings.json",
        "groups.json",
        "household.json",
        "member_record.json",
        "notifications.json",
        "pledges.json",
        "program_participation.json",
        "relationships.json",
        "serving.json",
        "serving_teams.json",
        "standing_gifts.json",
        "summary.pdf",
        "sunday_school_attendance.json",
        "sunday_school_enrollments.json",
        "testimonies.json",
      ].sort(),
    );
    expect(zip.json("church_fields.json")).toEqual([{ field: "Hometown", value: "Kumasi" }]);
    expect(zip.json("groups.json")).toEqual([expect.objectContaining({ group: "Osu Cell", role: "leader" })]);
    expect(zip.json("serving.json")).toEqual([{ date: "2031-05-04", position: "Door", status: "pending" }]);
    expect(zip.json("church_roles.json")).toEqual([
      expect.objectContaining({ role: usher?.name, is_active: true }),
    ]);
    expect(zip.json("changes_asked_for.json")).toEqual([
      expect.objectContaining({ phone: "+233241112299", status: "PENDING" }),
    ]);
    expect(zip.json("gifts.json")).toEqual([
      expect.objectContaining({ given_on: "2026-04-05", amount: "120.00", fund: "Offering" }),
    ]);
    expect(zip.json("pledges.json")).toEqual([
      expect.objectContaining({ amount: "1000.00", fund: "Building fund" }),
    ]);
    const [account] = zip.json("account.json");
    expect(account).toMatchObject({ id: user.id, username: user.username, email: user.email });
    expect(account).not.toHaveProperty("password_hash");
    expect(account).not.toHaveProperty("two_factor_secret");
    expect(zip.json("member_record.json")).toEqual([
      expect.objectContaining({ id: person.id, phone: "+233241112223", address: "4 Mango Lane, Kumasi" }),
    ]);
    expect(zip.json("attendance.json")).toEqual([
      expect.objectContaining({ event: "Harvest thanksgiving", starts_at: "2026-05-03T09:00:00.000Z" }),
    ]);
    expect(zip.json("household.json")).toEqual([
      expect.objectContaining({ household: "Owusu home", role: "head" }),
    ]);
    expect(zip.json("relationships.json")).toEqual([
      expect.objectContaining({ relative_name: "Kofi Owusu", kind: "spouse" }),
    ]);
    expect(zip.json("testimonies.json")).toEqual([expect.objectContaining({ title: "Healed after prayer" })]);
    expect(zip.json("notifications.json")).toEqual([
      expect.objectContaining({ subject: "Welcome to the church", status: "QUEUED" }),
    ]);
    // An entry about them keeps what changed, but not the other person's name or address.
    expect(zip.json("audit_entries.json")).toContainEqual(
      expect.objectContaining({ action: "update", done_by: "LOCAL_ADMIN", ip_address: null }),
    );
    const everything = zip.names
      .filter((n) => n.endsWith(".json"))
      .map((n) => zip.bytes(n).toString("utf8"))
      .join("\n");
    expect(everything).not.toContain("Stranger");
    expect(everything).not.toContain("999.00");
    expect(everything).not.toContain("Youth night");
    expect(everything).not.toContain("secretary-ama");
    expect(everything).not.toContain("10.0.0.9");
    expect(zip.json("README.json").files).toContainEqual({
      file: "attendance.json",
      records: 1,
      complete: true,
    });

    expect(zip.bytes(`pictures/${picture}`).equals(PNG)).toBe(true);
    const summary = await pdfText(zip.bytes("summary.pdf"));
    expect(summary.content).toContain("Your personal data");
    expect(summary.content).toContain("Services and events attended");

    const [entry] = await t.db.select().from(auditLogs).where(eq(auditLogs.action, "export_my_data"));
    expect(entry).toMatchObject({ user: user.id, resource: "users", object_id: String(user.id) });
    expect(entry?.changes).toMatchObject({ attendance: 1, member_record: 1 });
  });

  it("prints the summary in the person's language", async () => {
    const { user, token } = await memberWithAccount();
    await t.db.update(users).set({ language: "fr" }).where(eq(users.id, user.id));
    t.app.tokens.sessions.forget(user.id);
    const res = await download(token);
    expect(res.statusCode).toBe(200);
    const summary = await pdfText(filesOf(res.rawPayload).bytes("summary.pdf"));
    expect(summary.content).toContain("Vos données personnelles");
  });

  it("works for an account with no member record", async () => {
    const { token, user } = await signedInUser(t, { role: "MEMBER" });
    const res = await download(token);
    expect(res.statusCode).toBe(200);
    const zip = filesOf(res.rawPayload);
    expect(zip.json("member_record.json")).toEqual([]);
    expect(zip.json("attendance.json")).toEqual([]);
    expect(zip.json("account.json")[0].id).toBe(user.id);
  });

  it("asks a person to wait after a few downloads in an hour, and needs a signed-in caller", async () => {
    const { token } = await signedInUser(t, { role: "MEMBER" });
    for (let i = 0; i < 3; i++) expect((await download(token)).statusCode).toBe(200);
    const refused = await download(token);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json().detail).toMatch(/several times/);
    expect((await download()).statusCode).toBe(401);
  });
});
