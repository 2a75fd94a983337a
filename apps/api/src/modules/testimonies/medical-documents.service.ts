import {
  MEDICAL_DOCUMENT_MAX_BYTES,
  MEDICAL_DOCUMENT_TYPES,
  medicalDocument,
  msg,
  TESTIMONY_PHOTO_MAX_BYTES,
  testimony,
} from "@cm/contracts";
import { eq, inArray, type SQL, sql } from "drizzle-orm";
import { testimonies, testimonyDocuments } from "../../db/tables";
import type { Principal } from "../../platform/auth/principal";
import { notFound } from "../../platform/errors";
import { type ImageRules, type StoredDocument, storeDocument, storeImage } from "../../platform/images";
import { presenter, presentOne, theRow } from "../../platform/resources/presenter";
import {
  FileAnswer,
  type ResourceContext,
  type UploadPrepareContext,
  type UploadRunContext,
} from "../../platform/resources/resource";
import { decorateTestimonies, mayHandleDocuments } from "./testimonies.service";

type TestimonyRow = typeof testimonies.$inferSelect;
type DocumentRow = typeof testimonyDocuments.$inferSelect;
const presentDocument = presenter(medicalDocument);
const presentTestimony = presenter(testimony);

/** Scans and photos of reports stay readable when printed. */
const SCAN: ImageRules = { field: "file", maxBytes: MEDICAL_DOCUMENT_MAX_BYTES, width: 2400, height: 2400 };
const PHOTO: ImageRules = { field: "file", maxBytes: TESTIMONY_PHOTO_MAX_BYTES, width: 1600, height: 1600 };

/**
 * Medical documents a caller may reach beyond the tenant scope: those who verify testimonies see
 * their reach's; anyone else only the documents of their own testimonies.
 */
export function visibleDocuments(p: Principal | null): SQL | undefined {
  if (!p || mayHandleDocuments(p, { testifier_user: null })) return undefined;
  return inArray(
    testimonyDocuments.testimony,
    sql`(select ${testimonies.id} from ${testimonies} where ${testimonies.testifier_user} = ${p.id})`,
  );
}

/**
 * Stores a medical document privately, outside any transaction: its type is read from its content
 * (415 for anything but PDF, JPEG or PNG), pictures are re-encoded without EXIF or GPS data.
 */
export async function storeMedicalDocument(
  ctx: UploadPrepareContext<unknown, TestimonyRow>,
): Promise<StoredDocument> {
  const stored = await storeDocument(ctx.request.server.files, ctx.upload, {
    types: MEDICAL_DOCUMENT_TYPES,
    picture: SCAN,
    fallbackName: "document",
  });
  ctx.stored(stored.name);
  return stored;
}

/** Records a stored document on its testimony (locked) and audits it. */
export async function recordDocument(
  ctx: ResourceContext & UploadRunContext<StoredDocument>,
  row: TestimonyRow,
) {
  const stored = ctx.prepared;
  const doc = theRow(
    await ctx.data
      .insert(testimonyDocuments)
      .values({
        church: row.church,
        testimony: row.id,
        file: stored.name,
        file_name: stored.fileName,
        content_type: stored.contentType,
        size: stored.size,
        uploaded_by: ctx.principal?.id ?? null,
      })
      .returning(),
  );
  await ctx.audit({
    objectId: row.id,
    changes: { medical_document: doc.id, file_name: doc.file_name },
  });
  return presentDocument(doc);
}

/** The document, always as a download and never cached (the mechanism adds no-store). */
export async function downloadDocument(ctx: ResourceContext, row: DocumentRow): Promise<FileAnswer> {
  const file = await ctx.request.server.files.read(row.file);
  if (!file) throw notFound(msg("This file is no longer stored."));
  const ascii = row.file_name.replace(/[^\x20-\x7e]/g, "_");
  return new FileAnswer(file.stream, row.content_type, ascii, "attachment");
}

/** Stores a testimony's photo (checked and re-encoded), outside any transaction. */
export async function storePhoto(ctx: UploadPrepareContext<unknown, TestimonyRow>): Promise<string> {
  const name = await storeImage(ctx.request.server.files, ctx.upload.bytes, PHOTO);
  ctx.stored(name);
  return name;
}

/** Sets the stored photo on the testimony (locked); the one it replaces goes after the commit. */
export async function setPhoto(ctx: ResourceContext & UploadRunContext<string>, current: TestimonyRow) {
  const name = ctx.prepared;
  const [written] = await ctx.data
    .update(testimonies)
    .set({ photo: name })
    .where(eq(testimonies.id, current.id))
    .returning();
  ctx.replaced(current.photo);
  await ctx.audit({ objectId: current.id, changes: { photo: name } });
  return presentOne(written, (rows) => decorateTestimonies(ctx, rows), presentTestimony);
}
