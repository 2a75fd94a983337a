import { MEMBER_IMPORT_COLUMNS } from "@cm/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { makeChurch, signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { auditLogs, members } from "../../db/tables";
import { makeMember } from "./members.fixtures.test-support";
import { churchWithMembers, MEMBERS, multipart, readXlsx, xlsx } from "./members.test-support";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const IMPORT = `${MEMBERS}import/`;
const upload = (token: string, bytes: Buffer, fields: Record<string, string> = {}, name = "members.xlsx") =>
  t.call({ method: "POST", url: IMPORT, token, ...multipart(fields, { name, bytes }) });
const membersOf = (church: number) => t.db.select().from(members).where(eq(members.church, church));

it("the template is an XLSX with the import columns and one example row", async () => {
  const { token } = await churchWithMembers(t);
  const res = await t.call({ method: "GET", url: `${MEMBERS}template/`, token });
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toBe(
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  );
  expect(res.headers["content-disposition"]).toBe('attachment; filename="members-import-template.xlsx"');
  const rows = await readXlsx(res.rawPayload);
  expect(rows[0]).toEqual(MEMBER_IMPORT_COLUMNS);
  expect(rows).toHaveLength(2);
  expect(rows[1]?.[0]).toBe("Ama");
});

it("imports the template as it is downloaded, audited, into the caller's church", async () => {
  const { church, token } = await churchWithMembers(t);
  const template = (await t.call({ method: "GET", url: `${MEMBERS}template/`, token })).rawPayload;
  const res = await upload(token, template);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ imported: 1, errors: [] });
  const [row] = await membersOf(church.id);
  expect(row).toMatchObject({
    first_name: "Ama",
    gender: "FEMALE",
    date_of_birth: "1990-04-21",
    is_active: true,
    home_cell_fellowship: "Dansoman Cell",
  });
  const [audit] = await t.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.resource, "members"), eq(auditLogs.action, "import")));
  expect(audit?.changes).toMatchObject({ church: church.id, imported: 1, format: "xlsx" });
});

it("imports a valid XLSX with dates, numbers and mixed-case headers", async () => {
  const { church, token } = await churchWithMembers(t);
  const file = await xlsx([
    ["First Name", "Last Name", "Gender", "Date of Birth", "Phone", "Is Active", "Unknown Column"],
    ["Kofi", "Asare", "male", new Date(Date.UTC(1985, 4, 3)), 244111222, "no", "ignored"],
    ["Akua", "Boakye", "", "2001-12-01", "+233 20 111 2222", "", ""],
  ]);
  const res = await upload(token, file);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().imported).toBe(2);
  const rows = (await membersOf(church.id)).sort((a, b) => a.id - b.id);
  expect(rows.map((r) => [r.first_name, r.gender, r.date_of_birth, r.phone, r.is_active])).toEqual([
    ["Kofi", "MALE", "1985-05-03", "244111222", false],
    ["Akua", "", "2001-12-01", "+233 20 111 2222", true],
  ]);
});

it("imports a CSV (detected by its content whatever its name), with quotes and a semicolon list too", async () => {
  const { church, token } = await churchWithMembers(t);
  const csv =
    'first_name,last_name,address,email\r\nYaw,Mensah,"4 Palm St, Accra",yaw@example.org\r\n"Abena ""Abby""",Owusu,,\r\n';
  const res = await upload(token, Buffer.from(csv), {}, "members.xlsx");
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().imported).toBe(2);
  const semicolons = await upload(token, Buffer.from("first_name;last_name\nEsi;Badu\n"), {}, "list.txt");
  expect(semicolons.json().imported).toBe(1);
  const names = (await membersOf(church.id)).map((r) => `${r.first_name}|${r.address}`).sort();
  expect(names).toEqual(['Abena "Abby"|', "Esi|", "Yaw|4 Palm St, Accra"]);
});

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
    { row: 3, field: "first_name", message: "This field may not be blank." },
    { row: 4, field: "gender", message: "Choose MALE or FEMALE, or leave it empty." },
    { row: 4, field: "date_of_birth", message: "The date of birth cannot be in the future." },
    { row: 4, field: "email", message: "Enter a valid e-mail address." },
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
    { row: 3, field: "phone", message: "Row 2 already has this phone number." },
    { row: 4, field: "email", message: "Row 2 already has this e-mail address." },
    { row: 5, field: "phone", message: "Another member of this church already has this phone number." },
    { row: 6, field: "email", message: "Another member of this church already has this e-mail address." },
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
    { row: 2, field: "last_name", message: "This cell holds a formula. Type the value itself instead." },
  ]);

  const text = Buffer.from('first_name,last_name,notes\n=1+2,Mensah,"@SUM(A1)"\n');
  const res = await upload(token, text);
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await membersOf(church.id);
  expect(row).toMatchObject({ first_name: "=1+2", notes: "@SUM(A1)" });
});

it("refuses a file over 10 MB with 413 and another kind of file with 415, in plain words", async () => {
  const { token } = await churchWithMembers(t);
  const big = Buffer.alloc(10 * 1_048_576 + 1024, "a");
  const tooBig = await upload(token, big);
  expect(tooBig.statusCode).toBe(413);
  expect(tooBig.json().detail).toContain("larger than 10 MB");

  const png = Buffer.concat([Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"), Buffer.alloc(64)]);
  const wrong = await upload(token, png, {}, "members.csv");
  expect(wrong.statusCode).toBe(415);
  expect(wrong.json().detail).toContain(".xlsx");

  const noFile = await t.call({ method: "POST", url: IMPORT, token, ...multipart({}) });
  expect(noFile.statusCode).toBe(400);
  expect(noFile.json().file[0]).toContain("Choose a spreadsheet");
  const json = await t.call({ method: "POST", url: IMPORT, token, payload: {} });
  expect(json.statusCode).toBe(415);
});

it("a national officer names the church; a church user cannot import into another church", async () => {
  const { church, token } = await churchWithMembers(t);
  const file = Buffer.from("first_name,last_name\nAma,Ansah\n");
  const other = await makeChurch(t.db);
  const crossed = await upload(token, file, { church: String(other.id) });
  expect(crossed.statusCode).toBe(400);
  expect(crossed.json()).toHaveProperty("church");
  expect(await membersOf(other.id)).toEqual([]);

  const national = await signedInUser(t, { role: "NATIONAL_SECRETARY" });
  const missing = await upload(national.token, file);
  expect(missing.statusCode).toBe(400);
  expect(missing.json().church[0]).toContain("Choose the church");
  const ok = await upload(national.token, file, { church: String(church.id) });
  expect(ok.statusCode, ok.body).toBe(200);
  expect(await membersOf(church.id)).toHaveLength(1);
});

it("imports 10,000 rows in one go within 10 seconds", async () => {
  const { church, token } = await churchWithMembers(t);
  const rows: unknown[][] = [["first_name", "last_name", "phone", "email", "date_of_birth", "category"]];
  for (let i = 0; i < 10_000; i++) {
    rows.push([
      `First${i}`,
      `Last${i}`,
      `020${String(i).padStart(7, "0")}`,
      `m${i}@example.org`,
      "1990-05-05",
      "Youth",
    ]);
  }
  const file = await xlsx(rows);
  const started = performance.now();
  const res = await upload(token, file);
  const seconds = (performance.now() - started) / 1000;
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.json().imported).toBe(10_000);
  expect(seconds).toBeLessThan(10);
  expect(await membersOf(church.id)).toHaveLength(10_000);
}, 60_000);
