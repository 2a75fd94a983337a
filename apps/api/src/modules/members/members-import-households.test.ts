import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/harness";
import { householdMembers, households, members } from "../../db/tables";
import { makeMember } from "./members.fixtures.test-support";
import { churchWithMembers, MEMBERS, multipart, readXlsx } from "./members.test-support";
import { HEAD_EXISTS, HEAD_TWICE, ROLE_UNKNOWN, ROLE_WITHOUT_HOUSEHOLD } from "./members-import-households";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const upload = (token: string, csv: string) =>
  t.call({
    method: "POST",
    url: `${MEMBERS}import/`,
    token,
    ...multipart({}, { name: "members.csv", bytes: Buffer.from(csv) }),
  });

/** Each household of the church by name, with its people as "first name: role", head first. */
async function homesOf(church: number) {
  const rows = await t.db
    .select({ name: households.name, person: members.first_name, role: householdMembers.role })
    .from(households)
    .leftJoin(householdMembers, eq(householdMembers.household, households.id))
    .leftJoin(members, eq(members.id, householdMembers.member))
    .where(eq(households.church, church))
    .orderBy(households.id, householdMembers.id);
  const out: Record<string, string[]> = {};
  for (const r of rows)
    out[r.name] = [...(out[r.name] ?? []), ...(r.person ? [`${r.person}: ${r.role}`] : [])];
  return out;
}

it("puts rows naming the same household together in a new one, the role other when left empty", async () => {
  const { church, token } = await churchWithMembers(t);
  const res = await upload(
    token,
    [
      "first_name,last_name,household,household_role",
      "Kwame,Boateng,Boateng family,Head",
      "Efua,Boateng,  boateng FAMILY ,spouse",
      "Yaw,Boateng,Boateng Family,child",
      "Auntie,Boateng,Boateng family,",
      "Kojo,Alone,,",
    ].join("\r\n"),
  );
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().imported).toBe(5);
  expect(await homesOf(church.id)).toEqual({
    "Boateng family": ["Kwame: head", "Efua: spouse", "Yaw: child", "Auntie: other"],
  });
});

it("joins the church's household of that name, without case or outer spaces, not another church's", async () => {
  const { church, token } = await churchWithMembers(t);
  const other = await churchWithMembers(t);
  const [mine] = await t.db
    .insert(households)
    .values({ church: church.id, name: "Mensah Family" })
    .returning();
  await t.db.insert(households).values({ church: other.church.id, name: "Asante home" });
  const head = await makeMember(t.db, church.id, { first_name: "Samuel" });
  await t.db
    .insert(householdMembers)
    .values({ church: church.id, household: Number(mine?.id), member: head.id, role: "head" });

  const res = await upload(
    token,
    "first_name,last_name,household,household_role\r\nAma,Mensah, mensah family ,spouse\r\nKofi,Asante,Asante home,head\r\n",
  );
  expect(res.statusCode, res.body).toBe(200);
  expect(await homesOf(church.id)).toEqual({
    "Mensah Family": ["Samuel: head", "Ama: spouse"],
    "Asante home": ["Kofi: head"],
  });
  expect(await homesOf(other.church.id)).toEqual({ "Asante home": [] });
});

it("refuses a second head, in the file or beside the household's own, and imports nothing", async () => {
  const { church, token } = await churchWithMembers(t);
  const [home] = await t.db.insert(households).values({ church: church.id, name: "Owusu house" }).returning();
  const head = await makeMember(t.db, church.id, { first_name: "Nana" });
  await t.db
    .insert(householdMembers)
    .values({ church: church.id, household: Number(home?.id), member: head.id, role: "head" });

  const res = await upload(
    token,
    [
      "first_name,last_name,household,household_role",
      "Kwesi,Addo,Addo family,head",
      "Adwoa,Addo,ADDO FAMILY,head",
      "Abena,Owusu,Owusu house,head",
      "Esi,Owusu,Owusu house,cousin",
      "Akos,Owusu,,spouse",
    ].join("\r\n"),
  );
  expect(res.statusCode).toBe(400);
  expect(res.json().errors).toEqual([
    { row: 3, field: "household_role", column: "Role in household", message: HEAD_TWICE },
    { row: 4, field: "household_role", column: "Role in household", message: HEAD_EXISTS },
    { row: 5, field: "household_role", column: "Role in household", message: ROLE_UNKNOWN },
    { row: 6, field: "household_role", column: "Role in household", message: ROLE_WITHOUT_HOUSEHOLD },
  ]);
  expect(await t.db.select().from(members).where(eq(members.church, church.id))).toHaveLength(1);
  expect(await homesOf(church.id)).toEqual({ "Owusu house": ["Nana: head"] });
});

it("says in the user's language that a household has one head", async () => {
  const { church, token } = await churchWithMembers(t);
  const [home] = await t.db.insert(households).values({ church: church.id, name: "Osei" }).returning();
  const head = await makeMember(t.db, church.id);
  await t.db
    .insert(householdMembers)
    .values({ church: church.id, household: Number(home?.id), member: head.id, role: "head" });
  await t.call({
    method: "PATCH",
    url: "/api/user-profile/update_profile/",
    token,
    payload: { language: "fr" },
  });
  const res = await upload(token, "first_name,last_name,household,household_role\r\nAma,Osei,Osei,head\r\n");
  expect(res.statusCode).toBe(400);
  expect(res.json().errors[0].message).toMatch(/^Ce foyer a déjà un chef de famille/);
});

it("exports each member's household and role after the member's own columns", async () => {
  const { token } = await churchWithMembers(t);
  await upload(
    token,
    "first_name,last_name,household,household_role\r\nAma,Darko,Darko home,head\r\nYaw,Single,,\r\n",
  );
  const rows = await readXlsx(
    (await t.call({ method: "GET", url: `${MEMBERS}export/?ordering=first_name`, token })).rawPayload,
  );
  const at = rows[0]?.indexOf("Household") ?? -1;
  expect(rows[0]?.slice(at - 1, at + 2)).toEqual(["Notes", "Household", "Role in household"]);
  expect(rows.slice(1).map((r) => [r[1], r[at] ?? "", r[at + 1] ?? ""])).toEqual([
    ["Ama", "Darko home", "head"],
    ["Yaw", "", ""],
  ]);
});
