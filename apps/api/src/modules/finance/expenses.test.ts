import { addDays, todayIso } from "@cm/contracts";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeChurch, signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { expenses, financeChurchMonthTotals } from "../../db/tables";
import { defaultCategory, makeCategory, makeExpense, makeYear } from "./finance.fixtures.test-support";
import { auditRows, financeChurch } from "./finance.test-support";

const URL = "/api/finance/expenses/";
let t: TestApp;
let UTILITIES: number;
let TRANSPORT: number;
const today = todayIso();

beforeAll(async () => {
  t = await startTestApp();
  UTILITIES = await defaultCategory(t.db, "UTILITIES");
  TRANSPORT = await defaultCategory(t.db, "TRANSPORT");
});
afterAll(() => t.close());

const ROLES = ["LOCAL_TREASURER", "LOCAL_ADMIN", "FINANCE_MANAGER", "LOCAL_SECRETARY"] as const;
const stored = async (id: number) => (await t.db.select().from(expenses).where(eq(expenses.id, id)))[0];

/** A multipart body with one file in the field `file`. */
function multipart(bytes: Buffer, name: string, type = "application/octet-stream") {
  const boundary = `----cm${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");

describe("submitting an expense", () => {
  it("records it PENDING, by its submitter, in the church's currency", async () => {
    const { church, token, ids } = await financeChurch(t, { currency: "NGN" });
    const res = await t.call({
      method: "POST",
      url: URL,
      token: token("LOCAL_TREASURER"),
      payload: {
        category: UTILITIES,
        amount: "450.75",
        spent_on: addDays(today, -1),
        payee: "Electricity Company",
        description: "March bill",
        reference: "ECG-2231",
        status: undefined,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      church: church.id,
      category: UTILITIES,
      category_name: "Utilities",
      amount: "450.75",
      currency: "NGN",
      status: "PENDING",
      submitted_by: ids.LOCAL_TREASURER,
      has_receipt: false,
      receipt_type: null,
      reviewed_by: null,
    });
    expect(res.json()).not.toHaveProperty("receipt");
  });

  it("refuses bad amounts, a future date, a missing payee, a status and an income category on their fields", async () => {
    const { token } = await financeChurch(t);
    const post = (payload: Record<string, unknown>) =>
      t.call({
        method: "POST",
        url: URL,
        token: token("LOCAL_TREASURER"),
        payload: { category: UTILITIES, amount: "10.00", payee: "Shop", ...payload },
      });
    for (const amount of ["0", "-1.00", "1.234", "1000000000.01", "ten", 0]) {
      const res = await post({ amount });
      expect(res.statusCode, String(amount)).toBe(400);
      expect(Object.keys(res.json())).toEqual(["amount"]);
    }
    expect((await post({ spent_on: addDays(today, 1) })).json()).toEqual({
      spent_on: ["The date spent cannot be in the future."],
    });
    expect((await post({ payee: "" })).json()).toHaveProperty("payee");
    expect((await post({ status: "APPROVED" })).statusCode).toBe(400);
    const income = await post({ category: await defaultCategory(t.db, "TITHE") });
    expect(income.statusCode).toBe(400);
    expect(income.json().category[0]).toContain("expense category");
  });

  it("answers 404 for another church's category, writing nothing", async () => {
    const { church, token } = await financeChurch(t);
    const other = await makeChurch(t.db);
    const theirs = await makeCategory(t.db, other.id, { kind: "EXPENSE" });
    const res = await t.call({
      method: "POST",
      url: URL,
      token: token("LOCAL_TREASURER"),
      payload: { category: theirs.id, amount: "10.00", payee: "Shop" },
    });
    expect(res.statusCode).toBe(404);
    expect(await t.db.select().from(expenses).where(eq(expenses.church, church.id))).toEqual([]);
  });
});

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

describe("changing an expense", () => {
  it("lets its submitter or a church admin change or delete it while PENDING, and no one after", async () => {
    const { church, token, ids } = await financeChurch(t, { roles: [...ROLES] });
    const flagged = await signedInUser(t, { role: "LOCAL_SECRETARY", church, isChurchAdmin: true });
    const row = await makeExpense(t.db, church.id, { submitted_by: ids.LOCAL_TREASURER });
    const patch = (tokenOf: string, id = row.id) =>
      t.call({ method: "PATCH", url: `${URL}${id}/`, token: tokenOf, payload: { amount: "81.00" } });

    const byOther = await patch(token("FINANCE_MANAGER"));
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json().detail).toBe(
      "Only the person who submitted this expense or a church admin can change it.",
    );
    expect((await patch(token("LOCAL_TREASURER"))).statusCode).toBe(200);
    expect((await patch(token("LOCAL_ADMIN"))).statusCode).toBe(200);
    expect((await patch(flagged.token)).statusCode).toBe(200);
    const other = await makeChurch(t.db);
    const moved = await t.call({
      method: "PATCH",
      url: `${URL}${row.id}/`,
      token: token("LOCAL_ADMIN"),
      payload: { church: other.id },
    });
    expect(moved.statusCode).toBe(400);

    await t.call({ method: "POST", url: `${URL}${row.id}/approve/`, token: token("LOCAL_ADMIN") });
    const before = await stored(row.id);
    const edit = await patch(token("LOCAL_TREASURER"));
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toEqual({
      code: "final_record",
      detail: "This expense has been approved. Approved and rejected expenses are final.",
    });
    expect(
      (await t.call({ method: "DELETE", url: `${URL}${row.id}/`, token: token("LOCAL_ADMIN") })).statusCode,
    ).toBe(409);
    expect(await stored(row.id)).toEqual(before);

    const pending = await makeExpense(t.db, church.id, { submitted_by: ids.LOCAL_TREASURER });
    expect(
      (await t.call({ method: "DELETE", url: `${URL}${pending.id}/`, token: token("FINANCE_MANAGER") }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.call({ method: "DELETE", url: `${URL}${pending.id}/`, token: token("LOCAL_TREASURER") }))
        .statusCode,
    ).toBe(204);
  });

  it("answers another church's expense with 404 on every path, changing nothing", async () => {
    const { token } = await financeChurch(t, { roles: ["LOCAL_ADMIN"] });
    const other = await financeChurch(t);
    const theirs = await makeExpense(t.db, other.church.id);
    const before = await stored(theirs.id);
    for (const call of [
      { method: "GET" as const, url: `${URL}${theirs.id}/` },
      { method: "PATCH" as const, url: `${URL}${theirs.id}/`, payload: { amount: "1.00" } },
      { method: "DELETE" as const, url: `${URL}${theirs.id}/` },
      { method: "POST" as const, url: `${URL}${theirs.id}/approve/` },
      { method: "POST" as const, url: `${URL}${theirs.id}/reject/`, payload: { reason: "x" } },
      { method: "GET" as const, url: `${URL}${theirs.id}/receipt/` },
      { method: "POST" as const, url: `${URL}${theirs.id}/upload-receipt/`, ...multipart(PDF, "r.pdf") },
    ]) {
      const res = await t.call({ ...call, token: token("LOCAL_ADMIN") });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    expect(await stored(theirs.id)).toEqual(before);
  });
});

describe("receipts", () => {
  it("takes a PDF or a picture by content, re-encodes pictures, and serves it only to readers", async () => {
    const { church, token, ids } = await financeChurch(t, { roles: ["LOCAL_TREASURER", "LOCAL_ADMIN"] });
    const row = await makeExpense(t.db, church.id, { submitted_by: ids.LOCAL_TREASURER });
    const upload = (bytes: Buffer, name: string, who = token("LOCAL_TREASURER")) =>
      t.call({
        method: "POST",
        url: `${URL}${row.id}/upload-receipt/`,
        token: who,
        ...multipart(bytes, name),
      });

    const pdf = await upload(PDF, "receipt.pdf");
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.json()).toMatchObject({ has_receipt: true, receipt_type: "application/pdf" });
    const served = await t.call({
      method: "GET",
      url: `${URL}${row.id}/receipt/`,
      token: token("LOCAL_ADMIN"),
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("application/pdf");
    expect(served.headers["content-disposition"]).toBe(`inline; filename="receipt-${row.id}.pdf"`);
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.rawPayload.equals(PDF)).toBe(true);
    const name = (await stored(row.id))?.receipt ?? "";
    expect(name).toMatch(/^private-/);
    // The stored name never leaves the server, and the public file route refuses a receipt even
    // to someone who has its name.
    expect(JSON.stringify(pdf.json())).not.toContain(name);
    expect((await t.call({ method: "GET", url: `/api/files/${name}` })).statusCode).toBe(404);
    expect(
      (await t.call({ method: "GET", url: `/api/files/${name}`, token: token("LOCAL_ADMIN") })).statusCode,
    ).toBe(404);

    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    const picture = await upload(png, "photo.png");
    expect(picture.json()).toMatchObject({ receipt_type: "image/webp" });
    const image = await t.call({
      method: "GET",
      url: `${URL}${row.id}/receipt/`,
      token: token("LOCAL_ADMIN"),
    });
    expect(image.headers["content-type"]).toBe("image/webp");
    // The replaced PDF is gone.
    expect(await t.app.files.read(name)).toBeNull();

    // A JPEG or a WebP photo of a receipt is taken too, and stored as WebP like the PNG.
    for (const format of ["jpeg", "webp"] as const) {
      const photo = await sharp({ create: { width: 30, height: 40, channels: 3, background: "#eee" } })
        .toFormat(format)
        .toBuffer();
      const taken = await upload(photo, `photo.${format}`);
      expect(taken.statusCode, taken.body).toBe(200);
      expect(taken.json()).toMatchObject({ has_receipt: true, receipt_type: "image/webp" });
    }

    const text = await upload(Buffer.from("=cmd|' /C calc'!A0"), "receipt.pdf");
    expect(text.statusCode).toBe(415);
    const huge = await upload(Buffer.concat([PDF, Buffer.alloc(10 * 1_048_576)]), "big.pdf");
    expect(huge.statusCode).toBe(413);

    const member = await signedInUser(t, { role: "MEMBER", church });
    expect(
      (await t.call({ method: "GET", url: `${URL}${row.id}/receipt/`, token: member.token })).statusCode,
    ).toBe(403);
    expect((await t.call({ method: "GET", url: `${URL}${row.id}/receipt/` })).statusCode).toBe(401);
    const officer = await signedInUser(t, { role: "NATIONAL_TREASURER" });
    expect(
      (await t.call({ method: "GET", url: `${URL}${row.id}/receipt/`, token: officer.token })).statusCode,
    ).toBe(200);

    await t.call({ method: "POST", url: `${URL}${row.id}/approve/`, token: token("LOCAL_ADMIN") });
    const late = await upload(PDF, "late.pdf");
    expect(late.statusCode).toBe(409);
    expect((await stored(row.id))?.receipt_type).toBe("image/webp");
    const none = await makeExpense(t.db, church.id);
    const missing = await t.call({
      method: "GET",
      url: `${URL}${none.id}/receipt/`,
      token: token("LOCAL_ADMIN"),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe("This expense has no receipt.");
  });
});

describe("expense figures", () => {
  it("sums approved expenses by category for a range; lists, totals and exports the filtered rows", async () => {
    const { church, token, ids } = await financeChurch(t, { roles: ["LOCAL_TREASURER"] });
    const add = (
      spent_on: string,
      amount: string,
      status: "PENDING" | "APPROVED" | "REJECTED",
      category = UTILITIES,
    ) =>
      makeExpense(t.db, church.id, { spent_on, amount, status, category, submitted_by: ids.LOCAL_TREASURER });
    await add("2025-03-01", "100.10", "APPROVED");
    await add("2025-03-31", "0.90", "APPROVED");
    await add("2025-03-15", "55.55", "APPROVED", TRANSPORT);
    await add("2025-03-16", "1000.00", "PENDING");
    await add("2025-03-17", "2000.00", "REJECTED");
    await add("2025-04-01", "7.00", "APPROVED");
    const formula = await add("2025-03-18", "1.00", "PENDING");
    await t.db.update(expenses).set({ payee: "@SUM(A1:A9)" }).where(eq(expenses.id, formula.id));

    const summary = await t.call({
      method: "GET",
      url: `${URL}summary-by-category/?spent_on__gte=2025-03-01&spent_on__lte=2025-03-31`,
      token: token("LOCAL_TREASURER"),
    });
    expect(summary.json()).toEqual({
      spent_on__gte: "2025-03-01",
      spent_on__lte: "2025-03-31",
      totals: [{ currency: "GHS", total: "156.55", count: 3 }],
      by_category: [
        { currency: "GHS", category: UTILITIES, category_name: "Utilities", total: "101.00", count: 2 },
        { currency: "GHS", category: TRANSPORT, category_name: "Transport", total: "55.55", count: 1 },
      ],
    });
    const q = "spent_on__gte=2025-03-01&spent_on__lte=2025-03-31";
    const pending = await t.call({
      method: "GET",
      url: `${URL}?${q}&status=PENDING`,
      token: token("LOCAL_TREASURER"),
    });
    expect(pending.json().count).toBe(2);
    const totals = await t.call({
      method: "GET",
      url: `${URL}totals/?${q}`,
      token: token("LOCAL_TREASURER"),
    });
    expect(totals.json()).toEqual([{ currency: "GHS", total: "3157.55", count: 6 }]);
    const csv = await t.call({
      method: "GET",
      url: `${URL}export/?format=csv&${q}&status=PENDING`,
      token: token("LOCAL_TREASURER"),
    });
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    expect(lines).toHaveLength(3);
    expect(csv.body).toContain("'@SUM(A1:A9)");
    const xlsx = await t.call({ method: "GET", url: `${URL}export/?${q}`, token: token("LOCAL_TREASURER") });
    expect(xlsx.headers["content-type"]).toContain("spreadsheetml");
  });
});
