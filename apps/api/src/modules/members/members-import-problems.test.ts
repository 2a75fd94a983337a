import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/harness";
import { members } from "../../db/tables";
import { makeMember } from "./members.fixtures.test-support";
import { churchWithMembers, MEMBERS, multipart, xlsx } from "./members.test-support";

// A members import's problems: each named by its row, field and column, and nothing imported.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const IMPORT = `${MEMBERS}import/`;
const upload = (token: string, bytes: Buffer, fields: Record<string, string> = {}, name = "members.xlsx") =>
  t.call({ method: "POST", url: IMPORT, token, ...multipart(fields, { name, bytes }) });
const membersOf = (church: number) => t.db.select().from(members).where(eq(members.church, church));

it("reports every invalid row by row and field, and imports nothing", async () => {
  const { church, token } = await churchWithMembers(t);
  const file = await xlsx([
    ["first_name", "last_name", "email", "date_of_birth", "gender"],
    ["Good", "Row", "good@example.org", "1990-01-01", "FEMALE"],
    ["", "NoFirst", "", "", ""],
    ["Bad", "Email", "nope", "2999-01-01", "OTHER"],
  ]);
  const res = await upload(token, file);
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ code: "invalid_rows", imported: 0 });
  expect(res.json().detail).toContain("2 rows need fixing");
  expect(res.json().errors).toEqual([
    { row: 3, field: "first_name", column: "First name", message: "This field is required." },
    { row: 4, field: "gender", column: "Gender", message: "Choose male or female, or leave it empty." },
    {
      row: 4,
      field: "date_of_birth",
      column: "Date of birth",
      message: "The date of birth cannot be in the future.",
    },
    { row: 4, field: "email", column: "E-mail", message: "Enter a valid e-mail address." },
  ]);
  expect(await membersOf(church.id)).toEqual([]);
});

it("reports rows that repeat another row's phone or e-mail, or an existing member's, and imports nothing", async () => {
  const { church, token } = await churchWithMembers(t);
  await makeMember(t.db, church.id, { phone: "0200000001", email: "taken@example.org" });
  const csv = [
    "first_name,last_name,phone,email",
    "A,One,0200000002,a@example.org",
    "B,Two,0200000002,b@example.org",
    "C,Three,0200000003,A@EXAMPLE.ORG",
    "D,Four,0200000001,d@example.org",
    "E,Five,0200000005,Taken@example.org",
  ].join("\n");
  const res = await upload(token, Buffer.from(csv));
  expect(res.statusCode).toBe(400);
  expect(res.json().errors).toEqual([
    { row: 3, field: "phone", column: "Phone", message: "Row 2 already has this phone number." },
    { row: 4, field: "email", column: "E-mail", message: "Row 2 already has this e-mail address." },
    {
      row: 5,
      field: "phone",
      column: "Phone",
      message: "Another member of this church already has this phone number.",
    },
    {
      row: 6,
      field: "email",
      column: "E-mail",
      message: "Another member of this church already has this e-mail address.",
    },
  ]);
  expect(await membersOf(church.id)).toHaveLength(1);
});

it("reports a real formula cell, and keeps text that merely starts like a formula as plain text", async () => {
  const { church, token } = await churchWithMembers(t);
  const formula = await xlsx([
    ["first_name", "last_name"],
    ["Kwame", { formula: 'HYPERLINK("http://evil.example","x")', result: "x" }],
  ]);
  const refused = await upload(token, formula);
  expect(refused.statusCode).toBe(400);
  expect(refused.json().errors).toEqual([
    {
      row: 2,
      field: "last_name",
      column: "Last name",
      message: "This cell holds a formula. Type the value itself instead.",
    },
  ]);

  const text = Buffer.from('first_name,last_name,notes\n=1+2,Mensah,"@SUM(A1)"\n');
  const res = await upload(token, text);
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await membersOf(church.id);
  expect(row).toMatchObject({ first_name: "=1+2", notes: "@SUM(A1)" });
});

it("lists the first 200 problems in row order and counts them all", async () => {
  const { church, token } = await churchWithMembers(t);
  const csv = `first_name,last_name\n${"Kofi,\n".repeat(500)}`;
  const res = await upload(token, Buffer.from(csv));
  expect(res.statusCode).toBe(400);
  const body = res.json();
  expect(body).toMatchObject({ code: "invalid_rows", imported: 0, error_count: 500 });
  expect(body.detail).toContain("500 rows need fixing");
  expect(body.errors).toHaveLength(200);
  expect(body.errors[0]).toEqual({
    row: 2,
    field: "last_name",
    column: "Last name",
    message: "This field is required.",
  });
  expect(body.errors[199].row).toBe(201);
  expect(await membersOf(church.id)).toEqual([]);
});

it("takes a cell of 2,000 characters and reports a longer one on its row and column", async () => {
  const { church, token } = await churchWithMembers(t);
  const long = "n".repeat(2_001);
  const refused = await upload(
    token,
    await xlsx([
      ["first_name", "last_name", "notes", "ignored"],
      ["Ama", "Ansah", long, long],
    ]),
  );
  expect(refused.statusCode).toBe(400);
  expect(refused.json().errors).toEqual([
    {
      row: 2,
      field: "notes",
      column: "Notes",
      message: "This cell has more than 2,000 characters. Shorten it.",
    },
  ]);
  const csv = await upload(token, Buffer.from(`first_name,last_name\nAma,${long}\n`));
  expect(csv.json().errors).toEqual([
    {
      row: 2,
      field: "last_name",
      column: "Last name",
      message: "This cell has more than 2,000 characters. Shorten it.",
    },
  ]);
  expect(await membersOf(church.id)).toEqual([]);

  const ok = await upload(token, Buffer.from(`first_name,last_name,notes\nAma,Ansah,${long.slice(1)}\n`));
  expect(ok.statusCode, ok.body.slice(0, 300)).toBe(200);
  const [row] = await membersOf(church.id);
  expect(row?.notes).toHaveLength(2_000);
});
