import {
  ASSET_DOCUMENT_MAX_BYTES,
  ASSET_DOCUMENT_TYPES,
  apiPath,
  assetDocument,
  assetDocumentsEndpoints,
  assetDocumentUploadFields,
  msg,
} from "@cm/contracts";
import type { z } from "zod";
import { assetDocuments } from "../../db/tables";
import { notFound } from "../../platform/errors";
import { type ImageRules, type StoredDocument, storeDocument } from "../../platform/images";
import { presenter, presentOne, theRow } from "../../platform/resources/presenter";
import {
  actionsOf,
  defineResource,
  FileAnswer,
  type ResourceContext,
  type RowOf,
  type UploadPrepareContext,
  type UploadRunContext,
} from "../../platform/resources/resource";
import { removeStoredFile } from "../../platform/resources/upload";
import { userNames } from "../../platform/user-names";
import { assetInReach, CHURCH_SCOPE, READ, WRITE } from "./asset-rules.service";

type DocumentRow = RowOf<typeof assetDocuments>;
const action = actionsOf(assetDocuments);
const present = presenter(assetDocument);
/** Pictures are kept within 2,400 pixels a side, readable when printed. */
const PICTURE: ImageRules = { field: "file", maxBytes: ASSET_DOCUMENT_MAX_BYTES, width: 2400, height: 2400 };

async function decorateDocuments(ctx: ResourceContext, rows: DocumentRow[]) {
  const names = await userNames(
    ctx.data,
    rows.map((r) => r.uploaded_by),
  );
  return rows.map((r) => ({ ...r, uploaded_by_name: names.get(Number(r.uploaded_by)) ?? "" }));
}

/**
 * Stores a document for an asset in reach, outside any transaction. Its type is read from its
 * content (a renamed .pdf is 415); pictures are re-encoded without their metadata; the file is
 * private.
 */
async function storeAssetDocument(
  ctx: UploadPrepareContext<z.output<typeof assetDocumentUploadFields>, null>,
): Promise<StoredDocument> {
  await assetInReach(ctx, ctx.input.asset);
  const stored = await storeDocument(ctx.request.server.files, ctx.upload, {
    types: ASSET_DOCUMENT_TYPES,
    picture: PICTURE,
  });
  ctx.stored(stored.name);
  return stored;
}

/** Records a stored document on its asset (in reach, read again in the transaction) and audits it. */
async function recordDocument(
  ctx: ResourceContext & UploadRunContext<StoredDocument>,
  input: z.output<typeof assetDocumentUploadFields>,
) {
  const target = await assetInReach(ctx, input.asset);
  const stored = ctx.prepared;
  const created = theRow(
    await ctx.data
      .insert(assetDocuments)
      .values({
        church: target.church,
        asset: target.id,
        title: input.title,
        kind: input.kind,
        expires_on: input.expires_on,
        file: stored.name,
        file_name: stored.fileName,
        content_type: stored.contentType,
        size: stored.size,
        uploaded_by: ctx.principal?.id ?? null,
      })
      .returning(),
  );
  await ctx.audit({
    objectId: created.id,
    changes: { asset: target.id, title: input.title },
  });
  return presentOne(created, (rows) => decorateDocuments(ctx, rows), present);
}

/** The file, downloaded by those who may read its asset. */
async function downloadDocument(ctx: ResourceContext, row: DocumentRow): Promise<FileAnswer> {
  const file = await ctx.request.server.files.read(row.file);
  if (!file) throw notFound(msg("This file is no longer stored."));
  const ascii = row.file_name.replace(/[^\x20-\x7e]/g, "_");
  return new FileAnswer(file.stream, row.content_type, ascii, "attachment");
}

/** Receipts, warranties, title deeds, manuals and photos kept with assets. */
export const documentsResource = defineResource({
  name: "asset-documents",
  path: apiPath(assetDocumentsEndpoints),
  table: assetDocuments,
  entity: assetDocument,
  scope: CHURCH_SCOPE,
  feature: "DOCUMENT_STORAGE",
  access: { list: READ, retrieve: READ, delete: WRITE },
  search: ["title", "file_name"],
  ordering: ["created_at", "title", "expires_on"],
  defaultOrdering: "-created_at",
  filters: { church: "int", asset: "int", kind: "text" },
  decorate: (rows, ctx) => decorateDocuments(ctx, rows),
  beforeDelete: removeStoredFile,
  actions: {
    upload: action.collectionUpload({
      access: WRITE,
      feature: ["ASSET_MANAGEMENT", "DOCUMENT_STORAGE"],
      summary:
        "Keep a document with an asset (multipart: file = PDF, JPEG, PNG or WebP by content, up to 20 MB; asset, title, kind, expires_on for warranties)",
      input: assetDocumentUploadFields,
      output: assetDocument,
      upload: {
        maxBytes: ASSET_DOCUMENT_MAX_BYTES,
        tooLarge: msg("The file is larger than 20 MB."),
        missing: msg("Choose the file to keep (PDF or a picture)."),
      },
      prepare: (ctx) => storeAssetDocument(ctx),
      run: (ctx) => recordDocument(ctx, ctx.input),
    }),
    download: action.detail({
      method: "GET",
      access: READ,
      summary: "Download the document, for those who may read its asset",
      run: (ctx) => downloadDocument(ctx, ctx.object),
    }),
  },
});
