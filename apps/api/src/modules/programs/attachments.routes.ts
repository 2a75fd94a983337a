import {
  apiPath,
  attachmentUploadFields,
  msg,
  PROGRAM_ATTACHMENT_MAX_BYTES,
  programAttachment,
  programAttachmentsEndpoints,
} from "@cm/contracts";
import { programAttachments } from "../../db/tables";
import { actionsOf, defineResource } from "../../platform/resources/resource";
import { removeStoredFile } from "../../platform/resources/upload";
import {
  decorateAttachments,
  downloadAttachment,
  recordAttachment,
  storeAttachment,
} from "./attachments.service";
import { CHURCH_SCOPE, READ, WRITE } from "./program-rules.service";

const action = actionsOf(programAttachments);

/** Files kept with a program or one of its dates: flyers, minutes, reports. */
export const attachmentsResource = defineResource({
  name: "program-attachments",
  path: apiPath(programAttachmentsEndpoints),
  table: programAttachments,
  entity: programAttachment,
  scope: CHURCH_SCOPE,
  feature: "PROGRAM_MANAGEMENT",
  access: { list: READ, retrieve: READ, delete: WRITE },
  search: ["file_name"],
  ordering: ["created_at", "file_name"],
  defaultOrdering: "-created_at",
  filters: { church: "int", program: "int", occurrence: "int" },
  decorate: (rows, ctx) => decorateAttachments(ctx, rows),
  beforeDelete: removeStoredFile,
  actions: {
    upload: action.collectionUpload({
      access: WRITE,
      // Keeping files needs the plan's document storage as well as programs.
      feature: ["PROGRAM_MANAGEMENT", "DOCUMENT_STORAGE"],
      summary:
        "Keep a file with a program or one of its dates (multipart: file = PDF, JPEG, PNG, WebP, Word, Excel or PowerPoint by content, up to 20 MB; program and/or occurrence)",
      input: attachmentUploadFields,
      // The program and the date are looked up in the caller's reach (another church's: 404).
      output: programAttachment,
      upload: {
        maxBytes: PROGRAM_ATTACHMENT_MAX_BYTES,
        tooLarge: msg("The file is larger than 20 MB."),
        missing: msg("Choose the file to keep."),
      },
      prepare: (ctx) => storeAttachment(ctx),
      run: (ctx) => recordAttachment(ctx, ctx.input),
    }),
    download: action.detail({
      method: "GET",
      access: READ,
      summary: "Download the file, for those who may read its program",
      run: (ctx) => downloadAttachment(ctx, ctx.object),
    }),
  },
});
