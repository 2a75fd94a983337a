import type { Feature } from "@cm/contracts";
import ExcelJS from "exceljs";
import { makeChurch, makePlan, makeSubscription, signedInUser } from "../../../test/factories";
import type { TestApp } from "../../../test/harness";

export const MEMBERS = "/api/churches/members/";

/** A church whose plan has member management, and a signed-in officer of it. */
export async function churchWithMembers(
  t: TestApp,
  features: Partial<Record<Feature, boolean>> | "all" = "all",
) {
  const church = await makeChurch(t.db);
  const plan = await makePlan(t.db, features);
  await makeSubscription(t.db, church.id, plan.id);
  const { user, token } = await signedInUser(t, { role: "LOCAL_ADMIN", church });
  return { church, user, token };
}

/** A multipart/form-data body with text fields and at most one file. */
export function multipart(
  fields: Record<string, string>,
  file?: { field?: string; name: string; bytes: Buffer },
) {
  const boundary = `----members-test-${Math.random().toString(36).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? "file"}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** An XLSX workbook with one sheet of the given rows (the first is the header). */
export async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Members");
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The rows of the first sheet of an XLSX file, as text. */
export async function readXlsx(bytes: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(new Uint8Array(bytes).buffer);
  const rows: string[][] = [];
  book.worksheets[0]?.eachRow((row) => {
    rows.push(
      (Array.isArray(row.values) ? row.values : [])
        .slice(1)
        .map((v) => (v === null || v === undefined ? "" : String(v))),
    );
  });
  return rows;
}
