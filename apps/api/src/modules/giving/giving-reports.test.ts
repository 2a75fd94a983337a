import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { makeHousehold } from "../households/households.fixtures.test-support";
import { makeMember } from "../members/members.fixtures.test-support";
import { defaultFund, makeBatch, makeDonation } from "./giving.fixtures.test-support";
import { givingChurch } from "./giving.test-support";

const REPORT = "/api/giving/donations/report/";
const PERIOD = "date_from=2025-01-01&date_to=2025-06-30";
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/**
 * A church's known giving around the first half of 2025 (the previous period: July to December
 * 2024): Ama gave in both; Kwesi first gave in it; Esi gave only before it (lapsed); Yaw gave long
 * before and again in it; Efua's only gift in it was reversed (lapsed); the Mensah household first
 * gave in it; one anonymous gift; one gift still in an open count.
 */
async function knownGiving() {
  const setup = await givingChurch(t);
  const church = setup.church.id;
  const person = (first_name: string) => makeMember(t.db, church, { first_name, last_name: "Test" });
  const [ama, kwesi, esi, yaw, efua] = await Promise.all(
    ["Ama", "Kwesi", "Esi", "Yaw", "Efua"].map((name) => person(name)),
  );
  if (!ama || !kwesi || !esi || !yaw || !efua) throw new Error("members not made");
  const mensah = await makeHousehold(t.db, church, { name: "Mensah household" });
  const tithe = await defaultFund(t.db, "TITHE");
  const offering = await defaultFund(t.db, "OFFERING");
  const building = await defaultFund(t.db, "BUILDING");
  const batch = (await makeBatch(t.db, church, { status: "CONFIRMED" })).id;
  const gift = (
    given_on: string,
    amount: string,
    fund: number,
    giver: { member?: number; household?: number },
  ) => makeDonation(t.db, church, { batch, is_final: true, given_on, amount, fund, ...giver });
  await gift("2024-08-04", "80.00", tithe, { member: ama.id });
  await gift("2025-02-02", "100.00", tithe, { member: ama.id });
  await gift("2025-03-09", "50.00", tithe, { member: kwesi.id });
  await gift("2024-09-15", "40.00", offering, { member: esi.id });
  await gift("2023-05-07", "25.00", tithe, { member: yaw.id });
  await gift("2025-04-13", "30.00", building, { member: yaw.id });
  await gift("2024-10-06", "35.00", offering, { member: efua.id });
  const reversed = await gift("2025-05-11", "999.00", building, { member: efua.id });
  await gift("2025-01-05", "60.00", offering, { household: mensah.id });
  await gift("2025-02-16", "10.00", offering, {});
  await makeDonation(t.db, church, {
    given_on: "2025-03-09",
    amount: "500.00",
    fund: tithe,
    member: kwesi.id,
  });
  const res = await t.call({
    method: "POST",
    url: `/api/giving/donations/${reversed.id}/reverse/`,
    token: setup.token("LOCAL_ADMIN"),
    payload: { reason: "Wrong amount" },
  });
  expect(res.statusCode, res.body).toBe(200);
  return setup;
}

describe("the giving report", () => {
  it("gives giving by fund and month, the average gift, first-time and lapsed donors", async () => {
    const { church, token } = await knownGiving();
    const res = await t.call({ method: "GET", url: `${REPORT}?${PERIOD}`, token: token("LOCAL_TREASURER") });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({
      church: church.id,
      date_from: "2025-01-01",
      date_to: "2025-06-30",
      previous_from: "2024-07-01",
      previous_to: "2024-12-31",
      months: ["2025-01", "2025-02", "2025-03", "2025-04", "2025-05", "2025-06"],
      donors: 4,
    });
    expect(report.currencies).toHaveLength(1);
    const ghs = report.currencies[0];
    expect(ghs).toMatchObject({ currency: "GHS", total: "250.00", gifts: 5, average_gift: "50.00" });
    expect(ghs.month_totals).toEqual(["60.00", "110.00", "50.00", "30.00", "0.00", "0.00"]);
    expect(ghs.funds).toEqual([
      {
        fund: expect.any(Number),
        name: "Building fund",
        months: ["0.00", "0.00", "0.00", "30.00", "0.00", "0.00"],
        total: "30.00",
      },
      {
        fund: expect.any(Number),
        name: "Offering",
        months: ["60.00", "10.00", "0.00", "0.00", "0.00", "0.00"],
        total: "70.00",
      },
      {
        fund: expect.any(Number),
        name: "Tithe",
        months: ["0.00", "100.00", "50.00", "0.00", "0.00", "0.00"],
        total: "150.00",
      },
    ]);
    expect(report.first_time_donors).toEqual([
      { kind: "member", id: expect.any(Number), name: "Kwesi Test", date: "2025-03-09" },
      { kind: "household", id: expect.any(Number), name: "Mensah household", date: "2025-01-05" },
    ]);
    expect(report.lapsed_donors).toEqual([
      { kind: "member", id: expect.any(Number), name: "Efua Test", date: "2024-10-06" },
      { kind: "member", id: expect.any(Number), name: "Esi Test", date: "2024-09-15" },
    ]);
  });

  it("downloads as CSV, Excel and PDF with the same figures, in the reader's language", async () => {
    const { church, token } = await knownGiving();
    const get = (format: string, as = token("LOCAL_TREASURER")) =>
      t.call({ method: "GET", url: `${REPORT}?${PERIOD}&format=${format}`, token: as });
    const csv = await get("csv");
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.body).toContain("Giving by fund and month, amounts in GHS");
    expect(csv.body).toContain("Average gift,50.00");
    expect(csv.body).toContain("Kwesi Test,Member,2025-03-09");
    expect(csv.body).toContain("Esi Test,Member,2024-09-15");
    const xlsx = await get("xlsx");
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers["content-type"]).toContain("spreadsheetml");
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe("PK");
    const pdf = await get("pdf");
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const reader = await signedInUser(t, { role: "LOCAL_TREASURER", church });
    const chosen = await t.call({
      method: "PATCH",
      url: "/api/user-profile/update_profile/",
      token: reader.token,
      payload: { language: "fr" },
    });
    expect(chosen.statusCode).toBe(200);
    const french = await get("csv", reader.token);
    expect(french.body).toContain("Dons par fonds et par mois, montants en GHS");
    expect(french.body).toContain("Don moyen,50.00");
    expect(french.body).toContain("Kwesi Test,Membre,2025-03-09");
  });

  it("is for those who read the church's giving, and never reaches another church", async () => {
    const a = await knownGiving();
    const b = await givingChurch(t);
    const stranger = b.token("LOCAL_TREASURER");
    const named = await t.call({
      method: "GET",
      url: `${REPORT}?${PERIOD}&church=${a.church.id}`,
      token: stranger,
    });
    expect(named.statusCode).toBe(404);
    const own = await t.call({ method: "GET", url: `${REPORT}?${PERIOD}`, token: stranger });
    expect(own.json()).toMatchObject({
      church: b.church.id,
      currencies: [],
      donors: 0,
      first_time_donors: [],
    });
    // The region's officer sees the region's churches together; church B's region is another.
    const regional = await signedInUser(t, { role: "REGIONAL_ADMIN", church: a.church });
    const region = await t.call({
      method: "GET",
      url: `${REPORT}?${PERIOD}&scope=region`,
      token: regional.token,
    });
    expect(region.statusCode, region.body).toBe(200);
    expect(region.json()).toMatchObject({ scope: "region", church: null, region: a.church.region });
    expect(region.json().currencies[0]).toMatchObject({ total: "250.00", gifts: 5 });
    const member = await signedInUser(t, { role: "MEMBER", church: a.church });
    expect(
      (await t.call({ method: "GET", url: `${REPORT}?${PERIOD}`, token: member.token })).statusCode,
    ).toBe(403);
    const bad = await t.call({
      method: "GET",
      url: `${REPORT}?date_from=2025-01-01&date_to=2028-01-01`,
      token: a.token("LOCAL_TREASURER"),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().date_to).toEqual(["A giving report covers at most two years."]);
  });
});

describe("the dashboard's finance figures", () => {
  it("count a confirmed count once: through the income it posts, not the gifts again", async () => {
    const setup = await givingChurch(t);
    const { church, token } = setup;
    const url = `/api/churches/churches/${church.id}/statistics/?period=custom&date_from=2025-03-01&date_to=2025-03-31`;
    const income = async () =>
      (await t.call({ method: "GET", url, token: token("LOCAL_ADMIN") })).json().figures.finance.income;
    expect(await income()).toEqual([]);
    const batch = await makeBatch(t.db, church.id, { service_date: "2025-03-09", expected_total: "150.00" });
    await makeDonation(t.db, church.id, { batch: batch.id, given_on: "2025-03-09", amount: "150.00" });
    // Gifts in a count not yet confirmed are not in the books.
    expect(await income()).toEqual([]);
    const steps = [
      ["submit", "LOCAL_TREASURER"],
      ["confirm", "LOCAL_ADMIN"],
    ] as const;
    for (const [step, role] of steps) {
      const res = await t.call({
        method: "POST",
        url: `/api/giving/batches/${batch.id}/${step}/`,
        token: token(role),
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await income()).toEqual([{ currency: "GHS", total: "150.00", previous: "0.00" }]);
  });
});
