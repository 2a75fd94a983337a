import { eq } from "drizzle-orm";
import type { TestApp } from "../../../test/harness";
import { expenses } from "../../db/tables";

/** An expense as stored, read back from the database. */
export const storedExpense = async (t: TestApp, id: number) =>
  (await t.db.select().from(expenses).where(eq(expenses.id, id)))[0];

/** A multipart body with one file in the field `file`. */
export function multipart(bytes: Buffer, name: string, type = "application/octet-stream") {
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

/** The smallest PDF a receipt upload takes. */
export const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
