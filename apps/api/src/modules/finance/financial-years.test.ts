import { todayIso } from "@cm/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { financialYears } from "../../db/tables";
import { makeYear } from "./finance.fixtures.test-support";
import { financeChurch } from "./finance.test-support";

const URL = "/api/finance/financial-years/";
let t: TestApp;
const year = Number(todayIso().slice(0, 4));

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const yearsOf = (church: number) =>
  t.db
    .select()
    .from(financialYears)
    .where(eq(financialYears.church, church))
    .orderBy(financialYears.start_date);

describe("financial years", () => {
  it("never overlap within a church, keep their dates in order, and one is current at most", async () => {
    const { church, token } = await financeChurch(t);
    const other = await financeChurch(t);
    await makeYear(t.db, other.church.id, { start_date: "2025-01-01", end_date: "2025-12-31" });
    const post = (payload: Record<string, unknown>) =>
      t.call({ method: "POST", url: URL, token: token("LOCAL_TREASURER"), payload });

    const first = await post({
      name: "2025",
      start_date: "2025-01-01",
      end_date: "2025-12-31",
      is_current: true,
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      church: church.id,
      is_current: true,
      is_closed: false,
      closed_at: null,
    });
    const overlap = await post({ name: "2025/26", start_date: "2025-07-01", end_date: "2026-06-30" });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json()).toEqual({
      start_date: ["These dates overlap the financial year 2025 (2025-01-01 to 2025-12-31)."],
    });
    expect((await post({ name: "x", start_date: "2026-12-31", end_date: "2026-01-01" })).json()).toEqual({
      end_date: ["The end date must come after the start date."],
    });
    expect((await post({ name: "x", start_date: "2026-01-01", end_date: "2028-01-01" })).json()).toEqual({
      end_date: ["A financial year may not run longer than 24 months."],
    });
    const second = await post({
      name: "2026",
      start_date: "2026-01-01",
      end_date: "2026-12-31",
      is_current: true,
    });
    expect(second.statusCode).toBe(201);
    expect((await yearsOf(church.id)).map((y) => [y.name, y.is_current])).toEqual([
      ["2025", false],
      ["2026", true],
    ]);
    // Changing a year onto another one's dates is refused too.
    const onto = await t.call({
      method: "PATCH",
      url: `${URL}${second.json().id}/`,
      token: token("LOCAL_TREASURER"),
      payload: { start_date: "2025-12-01" },
    });
    expect(onto.statusCode).toBe(400);
    expect(onto.json()).toHaveProperty("start_date");
  });

  it("close by a bookkeeper; only a church admin reopens; a closed year changes nothing else", async () => {
    const { church, token, ids } = await financeChurch(t, { roles: ["LOCAL_TREASURER", "LOCAL_ADMIN"] });
    const y = await makeYear(t.db, church.id, {
      start_date: "2024-01-01",
      end_date: "2024-12-31",
      name: "2024",
    });
    const patch = (who: "LOCAL_TREASURER" | "LOCAL_ADMIN", payload: Record<string, unknown>) =>
      t.call({ method: "PATCH", url: `${URL}${y.id}/`, token: token(who), payload });
    const closed = await patch("LOCAL_TREASURER", { is_closed: true });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ is_closed: true, closed_by: ids.LOCAL_TREASURER });
    expect(closed.json().closed_at).not.toBeNull();

    const rename = await patch("LOCAL_ADMIN", { name: "FY 2024" });
    expect(rename.statusCode).toBe(409);
    expect(rename.json()).toEqual({
      code: "final_record",
      detail: "This financial year is closed. Reopen it before changing it.",
    });
    const reopenByTreasurer = await patch("LOCAL_TREASURER", { is_closed: false });
    expect(reopenByTreasurer.statusCode).toBe(403);
    expect(reopenByTreasurer.json().detail).toBe("Only a church admin can reopen a closed financial year.");
    const gone = await t.call({ method: "DELETE", url: `${URL}${y.id}/`, token: token("LOCAL_ADMIN") });
    expect(gone.statusCode).toBe(409);
    const reopened = await patch("LOCAL_ADMIN", { is_closed: false });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toMatchObject({ is_closed: false, closed_at: null, closed_by: null });
    expect(
      (await t.call({ method: "DELETE", url: `${URL}${y.id}/`, token: token("LOCAL_ADMIN") })).statusCode,
    ).toBe(204);
  });

  it("current/ answers the year marked current, else the one holding today, else null", async () => {
    const { church, token } = await financeChurch(t);
    const current = () =>
      t.call({ method: "GET", url: `${URL}current/`, token: token("LOCAL_TREASURER") }).then((r) => r.json());
    expect(await current()).toBeNull();
    const holding = await makeYear(t.db, church.id, {
      start_date: `${year}-01-01`,
      end_date: `${year}-12-31`,
    });
    expect((await current()).id).toBe(holding.id);
    const marked = await makeYear(t.db, church.id, {
      start_date: `${year - 1}-01-01`,
      end_date: `${year - 1}-12-31`,
      is_current: true,
    });
    expect((await current()).id).toBe(marked.id);

    const officer = await signedInUser(t, { role: "NATIONAL_SECRETARY" });
    const unnamed = await t.call({ method: "GET", url: `${URL}current/`, token: officer.token });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json()).toEqual({ church: ["Choose the church."] });
    const named = await t.call({
      method: "GET",
      url: `${URL}current/?church=${church.id}`,
      token: officer.token,
    });
    expect(named.json().id).toBe(marked.id);
    // A church user naming another church gets 404.
    const other = await financeChurch(t);
    const foreign = await t.call({
      method: "GET",
      url: `${URL}current/?church=${other.church.id}`,
      token: token("LOCAL_TREASURER"),
    });
    expect(foreign.statusCode).toBe(404);
  });

  it("are read by officers but written only by the church's bookkeepers", async () => {
    const { church } = await financeChurch(t);
    const y = await makeYear(t.db, church.id, { start_date: "2022-01-01", end_date: "2022-12-31" });
    for (const role of ["REGIONAL_TREASURER", "NATIONAL_TREASURER"] as const) {
      const { token } = await signedInUser(t, { role, church });
      expect((await t.call({ method: "GET", url: `${URL}${y.id}/`, token })).statusCode).toBe(200);
      const res = await t.call({
        method: "PATCH",
        url: `${URL}${y.id}/`,
        token,
        payload: { is_closed: true },
      });
      expect(res.statusCode).toBe(403);
    }
    expect((await yearsOf(church.id))[0]?.is_closed).toBe(false);
  });
});
