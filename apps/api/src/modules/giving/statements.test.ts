import { and, eq, inArray } from "drizzle-orm";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { auditLogs, householdMembers, mailOutbox, users } from "../../db/tables";
import { pdfText } from "../finance/pdf-text.test-support";
import { makeHousehold } from "../households/households.fixtures.test-support";
import { makeMember } from "../members/members.fixtures.test-support";
import { defaultFund, makeBatch, makeDonation } from "./giving.fixtures.test-support";
import { givingChurch } from "./giving.test-support";

const STATEMENTS = "/api/giving/statements/";
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Church = Awaited<ReturnType<typeof givingChurch>>;

/** A confirmed gift of 2025 (final, as a confirmed count leaves it). */
async function gift(church: Church, values: Parameters<typeof makeDonation>[2]) {
  const batch = await makeBatch(t.db, church.church.id, { service_date: "2025-03-02", status: "CONFIRMED" });
  return makeDonation(t.db, church.church.id, {
    batch: batch.id,
    given_on: "2025-03-02",
    is_final: true,
    ...values,
  });
}

/** The text of a statement downloaded by `token`. */
async function statementText(url: string, token: string) {
  const res = await t.call({ method: "GET", url, token });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers["content-type"]).toContain("application/pdf");
  return (await pdfText(res.rawPayload)).content;
}

describe("a donor's statement", () => {
  it("lists the confirmed gifts and totals them per fund and overall, a reversed gift cancelled", async () => {
    const church = await givingChurch(t);
    const ama = await makeMember(t.db, church.church.id, { first_name: "Ama", last_name: "Statement" });
    const other = await makeMember(t.db, church.church.id);
    const tithe = await defaultFund(t.db, "TITHE");
    const building = await defaultFund(t.db, "BUILDING");
    await gift(church, { member: ama.id, fund: tithe, amount: "60.00", method: "MOBILE_MONEY" });
    await gift(church, { member: ama.id, fund: tithe, amount: "1250.50", given_on: "2025-06-01" });
    await gift(church, { member: ama.id, amount: "40.00" });
    const wrong = await gift(church, { member: ama.id, fund: building, amount: "25.00" });
    await gift(church, { member: ama.id, fund: building, amount: "-25.00", reverses: wrong.id });
    // Not on it: another year, not confirmed yet, another member's.
    await gift(church, { member: ama.id, amount: "7.00", given_on: "2024-12-31" });
    await makeDonation(t.db, church.church.id, { member: ama.id, amount: "9.00", given_on: "2025-05-05" });
    await gift(church, { member: other.id, amount: "11.00" });

    const text = await statementText(
      `${STATEMENTS}statement/?member=${ama.id}&year=2025`,
      church.token("LOCAL_TREASURER"),
    );
    expect(text).toContain("Giving statement");
    expect(text).toContain(`Church: ${church.church.name}`);
    expect(text).toContain("Donor: Ama Statement");
    expect(text).toContain("Period: 1 Jan 2025 to 31 Dec 2025");
    expect(text).toContain("2 Mar 2025 Tithe Mobile money 60.00");
    expect(text).toContain("Tithe 1,310.50");
    expect(text).toContain("Offering 40.00");
    // The reversed gift and its reversal cancel out: neither is listed; the fund's total is nil.
    expect(text).not.toContain("25.00");
    expect(text).toContain("Building fund 0.00");
    expect(text).toContain("Total 1,350.50");
    expect(text).not.toContain("7.00");
    expect(text).not.toContain("9.00");
    expect(text).not.toContain("11.00");
  });

  it("takes a household as the donor, and a period of dates", async () => {
    const church = await givingChurch(t);
    const home = await makeHousehold(t.db, church.church.id, { name: "The Mensah family" });
    await gift(church, { household: home.id, amount: "30.00", given_on: "2025-02-01" });
    await gift(church, { household: home.id, amount: "70.00", given_on: "2025-04-01" });
    const text = await statementText(
      `${STATEMENTS}statement/?household=${home.id}&date_from=2025-01-01&date_to=2025-03-31`,
      church.token("LOCAL_TREASURER"),
    );
    expect(text).toContain("Donor: The Mensah family");
    expect(text).toContain("Period: 1 Jan 2025 to 31 Mar 2025");
    expect(text).toContain("Total 30.00");
  });

  it("is written in the donor's language", async () => {
    const church = await givingChurch(t);
    const { user } = await signedInUser(t, {
      role: "MEMBER",
      church: church.church,
    });
    await t.db.update(users).set({ language: "fr" }).where(eq(users.id, user.id));
    const marie = await makeMember(t.db, church.church.id, { first_name: "Marie", user: user.id });
    await gift(church, { member: marie.id, amount: "1500.00", given_on: "2025-03-02" });
    const text = await statementText(
      `${STATEMENTS}statement/?member=${marie.id}&year=2025`,
      church.token("LOCAL_TREASURER"),
    );
    expect(text).toContain("Relevé de dons");
    // Dates and amounts the French way: "2 mars 2025", "1 500,00".
    expect(text).toMatch(/Période\s?: du 1 janv\. 2025 au 31 déc\. 2025/);
    expect(text).toMatch(/2 mars 2025 .* 1\s500,00/);
  });

  it.each([
    ["neither a member nor a household", "year=2025", "member"],
    ["both", "member=1&household=1&year=2025", "member"],
    ["a last day before the first", "member=1&date_from=2025-05-01&date_to=2025-04-01", "date_to"],
    ["a first day alone", "member=1&date_from=2025-05-01", "date_to"],
    ["a year out of range", "member=1&year=1999", "year"],
  ])("refuses %s on its field", async (_label, query, field) => {
    const church = await givingChurch(t);
    const res = await t.call({
      method: "GET",
      url: `${STATEMENTS}statement/?${query}`,
      token: church.token("LOCAL_TREASURER"),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()[field]).toHaveLength(1);
  });
});

describe("who may have a statement", () => {
  it("a member downloads their own, and no one else's", async () => {
    const church = await givingChurch(t, ["LOCAL_TREASURER", "MEMBER"]);
    const own = await makeMember(t.db, church.church.id, { first_name: "Kwesi", user: church.id("MEMBER") });
    const neighbour = await makeMember(t.db, church.church.id);
    await gift(church, { member: own.id, amount: "45.00" });
    await gift(church, { member: neighbour.id, amount: "99.00" });
    const text = await statementText(`${STATEMENTS}mine/?year=2025`, church.token("MEMBER"));
    expect(text).toContain("Total 45.00");
    expect(text).not.toContain("99.00");
    for (const url of [
      `${STATEMENTS}statement/?member=${neighbour.id}&year=2025`,
      `${STATEMENTS}archive/?year=2025`,
    ]) {
      const res = await t.call({ method: "GET", url, token: church.token("MEMBER") });
      expect(res.statusCode).toBe(403);
    }
    const send = await t.call({
      method: "POST",
      url: `${STATEMENTS}send/`,
      token: church.token("MEMBER"),
      payload: { year: 2025 },
    });
    expect(send.statusCode).toBe(403);
  });

  it("an account with no member record gets an empty statement", async () => {
    const church = await givingChurch(t, ["MEMBER"]);
    const text = await statementText(`${STATEMENTS}mine/?year=2025`, church.token("MEMBER"));
    expect(text).toContain("No confirmed gifts in this period.");
    expect(text).toContain("Total 0.00");
  });

  it("another church's donor, year and mailings are not reachable", async () => {
    const mine = await givingChurch(t);
    const theirs = await givingChurch(t);
    const stranger = await makeMember(t.db, theirs.church.id, { email: "s@example.org" });
    const home = await makeHousehold(t.db, theirs.church.id);
    await gift(theirs, { member: stranger.id, amount: "10.00" });
    const token = mine.token("LOCAL_TREASURER");
    for (const url of [
      `${STATEMENTS}statement/?member=${stranger.id}&year=2025`,
      `${STATEMENTS}statement/?household=${home.id}&year=2025`,
      `${STATEMENTS}archive/?year=2025&church=${theirs.church.id}`,
    ]) {
      const res = await t.call({ method: "GET", url, token });
      expect(res.statusCode, url).toBe(404);
    }
    const send = await t.call({
      method: "POST",
      url: `${STATEMENTS}send/`,
      token: mine.token("LOCAL_ADMIN"),
      payload: { year: 2025, church: theirs.church.id },
    });
    expect(send.statusCode).toBe(404);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, "s@example.org"))).toHaveLength(0);
  });
});

/** A church with two members and a household who gave in 2025, and an anonymous gift. */
async function churchOfDonors() {
  const church = await givingChurch(t);
  const id = church.church.id;
  const with1 = await makeMember(t.db, id, { first_name: "Efua", email: `efua-${id}@example.org` });
  const without = await makeMember(t.db, id, { first_name: "Yaw", last_name: "Noaddress", email: "" });
  const home = await makeHousehold(t.db, id, { name: `Boateng family ${id}` });
  const head = await makeMember(t.db, id, { first_name: "Kojo", email: `kojo-${id}@example.org` });
  await t.db
    .insert(householdMembers)
    .values({ church: id, household: home.id, member: head.id, role: "head" });
  await gift(church, { member: with1.id, amount: "20.00" });
  await gift(church, { member: without.id, amount: "30.00" });
  await gift(church, { household: home.id, amount: "50.00" });
  await gift(church, { amount: "5.00" });
  return { church, with1, without, home, head };
}

describe("a church's year of statements", () => {
  it("downloads as one ZIP holding one PDF per donor", async () => {
    const { church, with1, without, home } = await churchOfDonors();
    const res = await t.call({
      method: "GET",
      url: `${STATEMENTS}archive/?year=2025`,
      token: church.token("LOCAL_TREASURER"),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toContain("application/zip");
    // Like every download, it is in the audit log.
    const audited = await t.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.user, church.id("LOCAL_TREASURER")),
          eq(auditLogs.resource, "giving-statements"),
          eq(auditLogs.action, "archive"),
        ),
      );
    expect(audited).toMatchObject([{ church: church.church.id }]);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const names = Object.keys(files).sort();
    expect(names).toHaveLength(3);
    expect(names.map((n) => n.split("-").slice(0, 3).join("-")).sort()).toEqual(
      [`2025-household-${home.id}`, `2025-member-${with1.id}`, `2025-member-${without.id}`].sort(),
    );
    const totals: string[] = [];
    for (const name of names) {
      const text = (await pdfText(Buffer.from(files[name] ?? new Uint8Array()))).content;
      totals.push(/^Total (.+)$/m.exec(text)?.[1] ?? "");
    }
    expect(totals.sort()).toEqual(["20.00", "30.00", "50.00"]);
  });

  it("e-mails each donor with an address once, and names those without one", async () => {
    const { church, without } = await churchOfDonors();
    const send = () =>
      t.call({
        method: "POST",
        url: `${STATEMENTS}send/`,
        token: church.token("LOCAL_ADMIN"),
        payload: { year: 2025 },
      });
    const first = await send();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      year: 2025,
      donors: 3,
      queued: 2,
      already_sent: 0,
      without_address: [{ member: without.id, household: null, donor_name: "Yaw Noaddress" }],
    });
    const again = await send();
    expect(again.json()).toMatchObject({ donors: 3, queued: 0, already_sent: 2 });
    const addresses = [`efua-${church.church.id}@example.org`, `kojo-${church.church.id}@example.org`];
    const mails = await t.db.select().from(mailOutbox).where(inArray(mailOutbox.to, addresses));
    expect(mails.map((m) => m.to).sort()).toEqual(addresses.sort());
    const efua = mails.find((m) => m.to === addresses[0]);
    expect(efua?.subject).toBe(`Your giving statement for 2025 from ${church.church.name}`);
    expect(efua?.text.replace(/\u00a0/g, " ")).toContain("Offering: GHS 20.00");
    const listed = await t.call({
      method: "GET",
      url: `${STATEMENTS}?year=2025`,
      token: church.token("LOCAL_TREASURER"),
    });
    expect(listed.json().count).toBe(2);
    expect(
      listed
        .json()
        .results.map((r: { to: string }) => r.to)
        .sort(),
    ).toEqual(addresses.sort());
  });
});
