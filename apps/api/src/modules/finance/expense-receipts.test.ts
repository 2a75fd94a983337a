import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { multipart, PDF, storedExpense } from "./expenses.test-support";
import { makeExpense } from "./finance.fixtures.test-support";
import { financeChurch } from "./finance.test-support";

const URL = "/api/finance/expenses/";
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const stored = (id: number) => storedExpense(t, id);

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
