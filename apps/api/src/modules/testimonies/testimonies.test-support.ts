import { eq } from "drizzle-orm";
import { unique } from "../../../test/factories";
import type { Db } from "../../db/client";
import { testimonies, testimonyDocuments, testimonyTypes } from "../../db/tables";

export const TYPES = "/api/testimonies/types/";
export const TESTIMONIES = "/api/testimonies/testimonies/";
export const DOCUMENTS = "/api/testimonies/medical-documents/";
export const PUBLIC = "/api/testimonies/public/";

/** A small valid PDF. */
export const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");

/** An active testimony type (made once per name). */
export async function makeType(db: Db, name = "Healing"): Promise<number> {
  const [found] = await db.select().from(testimonyTypes).where(eq(testimonyTypes.name, name));
  if (found) return found.id;
  const [row] = await db
    .insert(testimonyTypes)
    .values({ name, slug: unique(name.toLowerCase()) })
    .returning();
  return row?.id ?? 0;
}

/** A testimony of a church, PENDING unless told otherwise. */
export async function makeTestimony(
  db: Db,
  church: number,
  values: Partial<typeof testimonies.$inferInsert> = {},
) {
  const [row] = await db
    .insert(testimonies)
    .values({
      church,
      title: "Healed of malaria",
      slug: unique("healed"),
      type: await makeType(db),
      story: "I was sick.\n\nNow I am well.",
      testifier_name: "Ama Mensah",
      ...values,
    })
    .returning();
  if (!row) throw new Error("testimony not made");
  return row;
}

/** A verified, public and consented testimony: what the public site shows. */
export const makePublished = (
  db: Db,
  church: number,
  values: Partial<typeof testimonies.$inferInsert> = {},
) =>
  makeTestimony(db, church, {
    status: "VERIFIED",
    is_public: true,
    consent_to_publish: true,
    verified_at: new Date("2030-01-02T10:00:00Z"),
    ...values,
  });

/** A medical document record of a testimony (its file is not stored). */
export async function makeDocument(db: Db, testimony: { id: number; church: number }) {
  const [row] = await db
    .insert(testimonyDocuments)
    .values({
      church: testimony.church,
      testimony: testimony.id,
      file: `private-${crypto.randomUUID()}.pdf`,
      file_name: "report.pdf",
      content_type: "application/pdf",
      size: 10,
    })
    .returning();
  return row?.id ?? 0;
}
