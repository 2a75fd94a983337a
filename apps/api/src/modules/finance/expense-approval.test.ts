import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { financeChurchMonthTotals } from "../../db/tables";
import { storedExpense } from "./expenses.test-support";
import { makeExpense, makeYear } from "./finance.fixtures.test-support";
import { auditRows, financeChurch } from "./finance.test-support";

const URL = "/api/finance/expenses/";
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const ROLES = ["LOCAL_TREASURER", "LOCAL_ADMIN", "FINANCE_MANAGER", "LOCAL_SECRETARY"] as const;
const stored = (id: number) => storedExpense(t, id);

describe("approval", () => {
  it("lets someone other than the submitter approve or reject, once, and audits who and when", async () => {
    const { church, token, ids } = await financeChurch(t, { roles: [...ROLES] });
    const submitted = await makeExpense(t.db, church.id, { submitted_by: ids.LOCAL_TREASURER });
    const approve = (who: (typeof ROLES)[number], id = submitted.id) =>
      t.call({ method: "POST", url: `${URL}${id}/approve/`, token: token(who) });

    const own = await approve("LOCAL_TREASURER");
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({
      code: "permission_denied",
      detail: "You submitted this expense, so someone else must approve it.",
    });
    expect((await approve("LOCAL_SECRETARY")).statusCode).toBe(403); // no finance role
    expect((await stored(submitted.id))?.status).toBe("PENDING");

    t.clock.advance(60_000);
    const movedTo = t.clock.now().getTime();
    const ok = await approve("FINANCE_MANAGER");
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      status: "APPROVED",
      reviewed_by: ids.FINANCE_MANAGER,
      submitted_by: ids.LOCAL_TREASURER,
      category_name: "Utilities",
    });
    // Reviewed at the app's time, which the test moved a minute ahead of the real one.
    expect(Date.parse(ok.json().reviewed_at)).toBeGreaterThanOrEqual(movedTo);
    const audit = await auditRows(t, "expenses", submitted.id, "approve");
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ user: ids.FINANCE_MANAGER, role: "FINANCE_MANAGER" });
    expect(audit[0]?.changes).toMatchObject({ status: "APPROVED", reviewed_by: ids.FINANCE_MANAGER });

    const twice = await approve("LOCAL_ADMIN");
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ code: "final_record", detail: "This expense has already been approved." });
    const reject = await t.call({
      method: "POST",
      url: `${URL}${submitted.id}/reject/`,
      token: token("LOCAL_ADMIN"),
      payload: { reason: "Too late" },
    });
    expect(reject.statusCode).toBe(409);
    expect(await stored(submitted.id)).toMatchObject({
      status: "APPROVED",
      reviewed_by: ids.FINANCE_MANAGER,
    });
  });

  it("lets a member flagged as church admin approve, though the role alone would not", async () => {
    const { church, ids } = await financeChurch(t);
    const flagged = await signedInUser(t, { role: "LOCAL_SECRETARY", church, isChurchAdmin: true });
    const submitted = await makeExpense(t.db, church.id, { submitted_by: ids.LOCAL_TREASURER });
    const res = await t.call({ method: "POST", url: `${URL}${submitted.id}/approve/`, token: flagged.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored(submitted.id)).toMatchObject({ status: "APPROVED", reviewed_by: flagged.user.id });
  });

  it("needs a reason to reject, and a rejected expense is final", async () => {
    const { church, token, ids } = await financeChurch(t, { roles: ["LOCAL_TREASURER", "LOCAL_ADMIN"] });
    const row = await makeExpense(t.db, church.id, { submitted_by: ids.LOCAL_TREASURER });
    const reject = (payload: unknown) =>
      t.call({
        method: "POST",
        url: `${URL}${row.id}/reject/`,
        token: token("LOCAL_ADMIN"),
        payload: payload as object,
      });
    expect((await reject({})).json()).toHaveProperty("reason");
    expect((await reject({ reason: "  " })).json()).toHaveProperty("reason");
    const ok = await reject({ reason: "No receipt attached" });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: "REJECTED", rejection_reason: "No receipt attached" });
    const approve = await t.call({
      method: "POST",
      url: `${URL}${row.id}/approve/`,
      token: token("LOCAL_ADMIN"),
    });
    expect(approve.statusCode).toBe(409);
    expect(approve.json().detail).toBe("This expense has already been rejected.");
    expect(await auditRows(t, "expenses", row.id, "reject")).toHaveLength(1);
  });

  it("of two concurrent approvals, one wins and one audit row of approval is written", async () => {
    const { church, token, ids } = await financeChurch(t, {
      roles: ["LOCAL_TREASURER", "LOCAL_ADMIN", "FINANCE_MANAGER"],
    });
    const row = await makeExpense(t.db, church.id, { submitted_by: ids.LOCAL_TREASURER, amount: "10.00" });
    const answers = await Promise.all(
      (["LOCAL_ADMIN", "FINANCE_MANAGER"] as const).map((who) =>
        t.call({ method: "POST", url: `${URL}${row.id}/approve/`, token: token(who) }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await auditRows(t, "expenses", row.id, "approve")).toHaveLength(1);
    // Counted once in the month totals.
    const totals = await t.db
      .select()
      .from(financeChurchMonthTotals)
      .where(eq(financeChurchMonthTotals.church, church.id));
    expect(totals.map((r) => [r.kind, r.total, r.entries])).toEqual([["EXPENSE", "10.00", 1]]);
  });

  it("refuses to approve an expense dated in a closed year", async () => {
    const { church, token, ids } = await financeChurch(t, { roles: ["LOCAL_TREASURER", "LOCAL_ADMIN"] });
    const row = await makeExpense(t.db, church.id, {
      submitted_by: ids.LOCAL_TREASURER,
      spent_on: "2023-05-05",
    });
    await makeYear(t.db, church.id, {
      start_date: "2023-01-01",
      end_date: "2023-12-31",
      is_closed: true,
      name: "2023",
    });
    const res = await t.call({
      method: "POST",
      url: `${URL}${row.id}/approve/`,
      token: token("LOCAL_ADMIN"),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty("spent_on");
    expect((await stored(row.id))?.status).toBe("PENDING");
  });
});
