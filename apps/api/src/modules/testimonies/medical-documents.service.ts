import {
  MEDICAL_DOCUMENT_MAX_BYTES,
  MEDICAL_DOCUMENT_TYPES,
  medicalDocument,
  TESTIMONY_PHOTO_MAX_BYTES,
  testimony,
} from "@cm/contracts";
import { eq, inArray, type SQL, sql } from "drizzle-orm";
import { testimonies, testimonyDocuments } from "../../db/tables";
import type { Principal } from "../../platform/auth/principal";
import { notFound } from "../../platform/errors";
import { saveUpload, shownFileName, uploadType } from "../../platform/files";
import { type ImageRules, storeImage } from "../../platform/images";
import { presenter } from "../../platform/resources/presenter";
import { FileAnswer, type ResourceContext, type Row, type Upload } from "../../platform/resources/resource";
import { keepStoredFile } from "../../platform/resources/upload";
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
 * Keeps a medical document with a testimony, privately: its type is read from its content (415
 * for anything but PDF, JPEG or PNG), pictures are re-encoded without EXIF or GPS data. The file
 * is stored first and removed again if recording it fails.
 */
export async function uploadDocument(ctx: ResourceContext, row: TestimonyRow, upload: Upload | null) {
  const bytes = upload?.bytes ?? Buffer.alloc(0);
  const type = await uploadType(bytes, MEDICAL_DOCUMENT_TYPES, MEDICAL_DOCUMENT_MAX_BYTES);
  const files = ctx.request.server.files;
  const picture = type.mime !== "application/pdf";
  const name = picture
    ? await storeImage(files, bytes, SCAN, { private: true })
    : await saveUpload(files, bytes, ["application/pdf"], MEDICAL_DOCUMENT_MAX_BYTES, { private: true });
  const kept = picture ? await files.read(name) : null;
  kept?.stream.destroy();
  const sent = shownFileName(upload?.filename, type.ext, "document");
  const created = await keepStoredFile(ctx.request, name, async (tx) => {
    const [doc] = await tx
      .insert(testimonyDocuments)
      .values({
        church: row.church,
        testimony: row.id,
        file: name,
        file_name: picture ? `${sent.replace(/\.[^.]*$/, "")}.webp` : sent,
        content_type: picture ? "image/webp" : type.mime,
        size: kept?.size ?? bytes.length,
        uploaded_by: ctx.principal?.id ?? null,
      })
      .returning();
    await ctx.audit(tx, {
      objectId: row.id,
      changes: { medical_document: doc?.id, file_name: doc?.file_name },
    });
    return { result: doc as DocumentRow, replaced: null };
  });
  return presentDocument(created as Row);
}

/** The document, always as a download and never cached (the mechanism adds no-store). */
export async function downloadDocument(ctx: ResourceContext, row: DocumentRow): Promise<FileAnswer> {
  const file = await ctx.request.server.files.read(row.file);
  if (!file) throw notFound("This file is no longer stored.");
  const ascii = row.file_name.replace(/[^\x20-\x7e]/g, "_");
  return new FileAnswer(file.stream, row.content_type, ascii, "attachment");
}

/** The stored file goes once its record is deleted. */
export function removeDocumentFile(ctx: ResourceContext, existing: Row): void {
  const name = existing.file as string;
  ctx.afterCommit(() => ctx.request.server.files.remove(name));
}

/**
 * Sets a testimony's photo (JPEG, PNG or WebP by content, re-encoded without metadata), in the
 * uploads' one shape: the picture stored first, then the row locked, written and audited together.
 */
export async function setPhoto(ctx: ResourceContext, row: TestimonyRow, upload: Upload | null) {
  const name = await storeImage(ctx.request.server.files, upload?.bytes ?? Buffer.alloc(0), PHOTO);
  const updated = await keepStoredFile(ctx.request, name, async (tx) => {
    const reach = await ctx.scoped();
    const [current] = await tx
      .select()
      .from(testimonies)
      .where(reach.where(eq(testimonies.id, row.id)))
      .for("update");
    if (!current) throw notFound();
    const [written] = await tx
      .update(testimonies)
      .set({ photo: name })
      .where(eq(testimonies.id, row.id))
      .returning();
    await ctx.audit(tx, { objectId: row.id, changes: { photo: name } });
    return { result: written as Row, replaced: current.photo };
  });
  return presentTestimony((await decorateTestimonies(ctx, [updated]))[0] as Row);
}
