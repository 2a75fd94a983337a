import {
  msg,
  PROGRAM_ATTACHMENT_MAX_BYTES,
  PROGRAM_ATTACHMENT_TYPES,
  programAttachment,
} from "@cm/contracts";
import { count, eq } from "drizzle-orm";
import { programAttachments, programOccurrences } from "../../db/tables";
import { AppError, notFound } from "../../platform/errors";
import { type ImageRules, type StoredDocument, storeDocument } from "../../platform/images";
import { presenter, presentOne, theRow } from "../../platform/resources/presenter";
import {
  FileAnswer,
  type ResourceContext,
  type Row,
  type UploadPrepareContext,
  type UploadRunContext,
} from "../../platform/resources/resource";
import { userNames } from "../../platform/user-names";
import { programInReach } from "./program-rules.service";

type AttachmentRow = typeof programAttachments.$inferSelect;
const present = presenter(programAttachment);

/** A program keeps at most this many files (its flyers, minutes and reports). */
export const MAX_ATTACHMENTS_PER_PROGRAM = 100;
/** Pictures are kept within 2,400 pixels a side, like receipts: readable when printed. */
const PICTURE: ImageRules = {
  field: "file",
  maxBytes: PROGRAM_ATTACHMENT_MAX_BYTES,
  width: 2400,
  height: 2400,
};

/** The program (and occurrence) an upload is for, in the caller's reach; 404 otherwise. */
async function targetOf(ctx: ResourceContext, input: { program?: number; occurrence?: number }) {
  let program = input.program;
  let occurrence: number | null = null;
  if (input.occurrence !== undefined) {
    const reach = await ctx.scoped({ resource: "program-occurrences" });
    const [o] = await reach
      .pick(
        { id: programOccurrences.id, program: programOccurrences.program },
        programOccurrences,
        eq(programOccurrences.id, input.occurrence),
      )
      .limit(1);
    if (!o) throw notFound(msg("This date of the program was not found."));
    if (program !== undefined && program !== o.program)
      throw new AppError(400, "wrong_program", msg("This date belongs to another program."));
    program = o.program;
    occurrence = o.id;
  }
  if (program === undefined)
    throw new AppError(400, "program_required", msg("Choose the program the file is for."));
  return { program: await programInReach(ctx, program), occurrence };
}

type AttachmentTarget = { program?: number; occurrence?: number };

/** The program or date a file goes with, in reach, with room for one more file. */
async function targetWithRoom(ctx: ResourceContext, input: AttachmentTarget) {
  const target = await targetOf(ctx, input);
  const [{ n } = { n: 0 }] = await ctx.data
    .select({ n: count() })
    .from(programAttachments)
    .where(eq(programAttachments.program, target.program.id));
  if (Number(n) >= MAX_ATTACHMENTS_PER_PROGRAM)
    throw new AppError(
      400,
      "too_many_files",
      msg("A program keeps at most {count} files. Remove one that is no longer needed.", {
        count: MAX_ATTACHMENTS_PER_PROGRAM,
      }),
    );
  return target;
}

/**
 * Stores a file for a program or one of its dates, outside any transaction. Its type is read from
 * its content (a page renamed .pdf is refused with 415); pictures are re-encoded without their
 * metadata.
 */
export async function storeAttachment(
  ctx: UploadPrepareContext<AttachmentTarget, null>,
): Promise<StoredDocument> {
  await targetWithRoom(ctx, ctx.input);
  // Private: only download/ serves them, to those who may read the program; never /api/files.
  const stored = await storeDocument(ctx.request.server.files, ctx.upload, {
    types: PROGRAM_ATTACHMENT_TYPES,
    picture: PICTURE,
  });
  ctx.stored(stored.name);
  return stored;
}

/** Records a stored file on its program or date (checked again in the transaction) and audits it. */
export async function recordAttachment(
  ctx: ResourceContext & UploadRunContext<StoredDocument>,
  input: AttachmentTarget,
): Promise<Row> {
  const target = await targetWithRoom(ctx, input);
  const stored = ctx.prepared;
  const created = theRow(
    await ctx.data
      .insert(programAttachments)
      .values({
        church: target.program.church,
        program: target.program.id,
        occurrence: target.occurrence,
        file: stored.name,
        file_name: stored.fileName,
        content_type: stored.contentType,
        size: stored.size,
        uploaded_by: ctx.principal?.id ?? null,
      })
      .returning(),
  );
  await ctx.audit({
    objectId: created?.id ?? null,
    changes: { program: target.program.id, occurrence: target.occurrence, file_name: created?.file_name },
  });
  return presentOne(created, (rows) => decorateAttachments(ctx, rows), present);
}

/** Who sent each file of a page. */
export async function decorateAttachments(ctx: ResourceContext, rows: AttachmentRow[]) {
  const names = await userNames(
    ctx.data,
    rows.map((r) => r.uploaded_by),
  );
  return rows.map((r) => ({ ...r, uploaded_by_name: names.get(Number(r.uploaded_by)) ?? "" }));
}

/** The file, downloaded (never shown inline) by those who may read its program. */
export async function downloadAttachment(ctx: ResourceContext, row: AttachmentRow): Promise<FileAnswer> {
  const file = await ctx.request.server.files.read(row.file);
  if (!file) throw notFound(msg("This file is no longer stored."));
  // Header values are plain ASCII: other letters become underscores in the suggested name.
  const ascii = row.file_name.replace(/[^\x20-\x7e]/g, "_");
  return new FileAnswer(file.stream, row.content_type, ascii, "attachment");
}
