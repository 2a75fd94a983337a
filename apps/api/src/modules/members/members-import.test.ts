import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";
import { crc32, deflateRawSync } from "node:zlib";
import { and, eq, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, expect, it } from "vitest";
import { makeChurch, signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { auditLogs, members } from "../../db/tables";
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
  expect(rows[0]).toEqual([
    "First name",
    "Last name",
    "Other names",
    "Gender",
    "Date of birth",
    "Phone",
    "E-mail",
    "Address",
    "Marital status",
    "Occupation",
    "Membership date",
    "Baptism date",
    "Category",
    "Home cell",
    "Home cell pastor",
    "Active",
    "Notes",
    "Household",
    "Role in household",
  ]);
  expect(rows).toHaveLength(2);
  expect(rows[1]?.[0]).toBe("Ama");
});

it("imports the template as it is downloaded, audited, into the caller's church", async () => {
  const { church, token } = await churchWithMembers(t);
  const template = (await t.call({ method: "GET", url: `${MEMBERS}template/`, token })).rawPayload;
  const res = await upload(token, template);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ imported: 1, errors: [], error_count: 0 });
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
  expect(crossed.statusCode).toBe(404);
  expect(crossed.json()).toMatchObject({ detail: "This church was not found." });
  expect(await membersOf(other.id)).toEqual([]);

  const national = await signedInUser(t, { role: "NATIONAL_SECRETARY" });
  const missing = await upload(national.token, file);
  expect(missing.statusCode).toBe(400);
  expect(missing.json().church[0]).toContain("Choose the church");
  const ok = await upload(national.token, file, { church: String(church.id) });
  expect(ok.statusCode, ok.body).toBe(200);
  expect(await membersOf(church.id)).toHaveLength(1);
});

it("imports 20,000 rows, the most a file may hold, in one go, names in any script kept whole", async () => {
  const { church, token } = await churchWithMembers(t);
  const rows: unknown[][] = [["first_name", "last_name", "phone", "email", "date_of_birth", "category"]];
  for (let i = 0; i < 20_000; i++) {
    rows.push([
      `Ɔsei${i}`,
      `Ɛfua Ŋkrumah${i}`,
      `020${String(i).padStart(7, "0")}`,
      `m${i}@example.org`,
      "1990-05-05",
      "Youth",
    ]);
  }
  const res = await upload(token, await xlsx(rows));
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.json().imported).toBe(20_000);
  expect(await membersOf(church.id)).toHaveLength(20_000);
  // The workbook is unpacked in chunks: a character split between two chunks must come out whole.
  const [broken] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(members)
    .where(
      and(
        eq(members.church, church.id),
        sql`${members.first_name} || ${members.last_name} not similar to 'Ɔsei[0-9]+Ɛfua Ŋkrumah[0-9]+'`,
      ),
    );
  expect(broken?.n).toBe(0);
}, 120_000);

it("imports nothing when only the last of 20,000 rows needs fixing", async () => {
  const { church, token } = await churchWithMembers(t);
  const lines = ["first_name,last_name,phone,date_of_birth"];
  for (let i = 0; i < 19_999; i++) lines.push(`Kwame${i},Asante,024${String(i).padStart(7, "0")},1990-05-05`);
  lines.push("Yaa,Asantewaa,0550000001,05/05/1990");
  const res = await upload(token, Buffer.from(lines.join("\n")), {}, "members.csv");
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({
    imported: 0,
    error_count: 1,
    errors: [{ row: 20_001, field: "date_of_birth" }],
  });
  expect(await membersOf(church.id)).toEqual([]);
}, 60_000);

it("reads a workbook written as a stream, as our export writes it, whose sheet comes first", async () => {
  const { token } = await churchWithMembers(t);
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on("data", (c: Buffer) => chunks.push(c));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false });
  const sheet = book.addWorksheet("Members");
  sheet.addRow(["first_name", "last_name", "notes"]).commit();
  // Notes that do not compress, so the sheet is over 1 MB packed, and no last names.
  for (let i = 0; i < 3_000; i++) sheet.addRow([`First${i}`, "", randomBytes(450).toString("hex")]).commit();
  sheet.commit();
  await book.commit();
  const file = Buffer.concat(chunks);
  expect(file.length).toBeGreaterThan(1_048_576);
  const res = await upload(token, file);
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ code: "invalid_rows", error_count: 3_000 });
}, 30_000);

it("refuses a file of more than 20,000 rows before checking them, in plain words, and imports nothing", async () => {
  const { church, token } = await churchWithMembers(t);
  const message =
    "This file has more than 20,000 rows. Split it into smaller files and import them one by one.";
  const rows: unknown[][] = [["first_name", "last_name"]];
  for (let i = 0; i < 20_001; i++) rows.push([`First${i}`, `Last${i}`]);
  const workbook = await upload(token, await xlsx(rows));
  expect(workbook.statusCode).toBe(413);
  expect(workbook.json()).toEqual({ code: "too_many_rows", detail: message });

  // Every row invalid: the answer is the refusal, not a report of 20,001 problems.
  const csv = `first_name,last_name\n${",x\n".repeat(20_001)}`;
  const text = await upload(token, Buffer.from(csv));
  expect(text.statusCode).toBe(413);
  expect(text.json()).toEqual({ code: "too_many_rows", detail: message });
  expect(await membersOf(church.id)).toEqual([]);
}, 60_000);

/** A zip of the given files; `declared` overrides the unpacked size written in the headers. */
function zipOf(files: { name: string; data: Buffer; declared?: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data, declared } of files) {
    const packed = deflateRawSync(data);
    const head = (size: number) => {
      const b = Buffer.alloc(size);
      b.writeUInt16LE(20, size === 30 ? 4 : 6);
      b.writeUInt16LE(8, size === 30 ? 8 : 10);
      b.writeUInt32LE(crc32(data), size === 30 ? 14 : 16);
      b.writeUInt32LE(packed.length, size === 30 ? 18 : 20);
      b.writeUInt32LE(declared ?? data.length, size === 30 ? 22 : 24);
      b.writeUInt16LE(name.length, size === 30 ? 26 : 28);
      return b;
    };
    const local = head(30);
    local.writeUInt32LE(0x04034b50, 0);
    const central = head(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt32LE(offset, 42);
    locals.push(local, Buffer.from(name), packed);
    centrals.push(central, Buffer.from(name));
    offset += 30 + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A minimal workbook: a header row and one row whose last name is the shared string `text`. */
function workbookWithString(text: Buffer, declared?: number): Buffer {
  const main = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
  const rel = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
  const xml = (s: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>${s}`);
  const strings = Buffer.concat([
    xml(`<sst xmlns="${main}"><si><t>first_name</t></si><si><t>last_name</t></si><si><t>Ama</t></si><si><t>`),
    text,
    Buffer.from("</t></si></sst>"),
  ]);
  return zipOf([
    {
      name: "[Content_Types].xml",
      data: xml(
        `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`,
      ),
    },
    {
      name: "_rels/.rels",
      data: xml(
        `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    },
    {
      name: "xl/workbook.xml",
      data: xml(
        `<workbook xmlns="${main}" xmlns:r="${rel}"><sheets><sheet name="Members" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    },
    {
      name: "xl/_rels/workbook.xml.rels",
      data: xml(
        `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${rel}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
      ),
    },
    { name: "xl/sharedStrings.xml", data: strings, declared },
    {
      name: "xl/worksheets/sheet1.xml",
      data: xml(
        `<worksheet xmlns="${main}"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row><row r="2"><c r="A2" t="s"><v>2</v></c><c r="B2" t="s"><v>3</v></c></row></sheetData></worksheet>`,
      ),
    },
  ]);
}

it("refuses a workbook that unpacks to more than 50 MB, whether its zip says so or hides it", async () => {
  const { church, token } = await churchWithMembers(t);
  // The hand-made workbook is read like any other.
  const small = await upload(token, workbookWithString(Buffer.from("Mensah")));
  expect(small.statusCode, small.body).toBe(200);

  const huge = Buffer.alloc(51 * 1_048_576, "a");
  const honest = workbookWithString(huge);
  expect(honest.length).toBeLessThan(1_048_576);
  const declared = await upload(token, honest);
  expect(declared.statusCode).toBe(413);
  expect(declared.json()).toEqual({
    code: "workbook_too_large",
    detail:
      "This workbook holds more than 50 MB of data once unpacked. Split it into smaller files and import them one by one.",
  });

  // The zip claims the shared strings unpack to 2 KB: unpacking stops as soon as they pass it.
  const lying = await upload(token, workbookWithString(huge, 2_048));
  expect(lying.statusCode).toBe(400);
  expect(lying.json()).toMatchObject({ code: "unreadable_file" });
  expect(await membersOf(church.id)).toHaveLength(1);
});
