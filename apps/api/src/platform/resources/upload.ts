import { msg } from "@cm/contracts";
import type { FastifyRequest } from "fastify";
import { AppError, fieldError, type Text } from "../errors";
import type { ResourceContext, Row, Upload } from "./resource";

/**
 * Reads a multipart upload: one file in the field `file` (at most `maxBytes`, else 413 with
 * `tooLarge`) and the text fields beside it. Checking what the file contains is the action's work.
 */
export async function readUpload(
  request: FastifyRequest,
  limits: { maxBytes: number; tooLarge: Text; missing: string },
): Promise<Upload> {
  if (!request.isMultipart())
    throw new AppError(415, "unsupported_media_type", msg("Send the file as multipart form data."));
  let bytes: Buffer | undefined;
  let filename = "";
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: limits.maxBytes, files: 1 } })) {
      if (part.type === "file") {
        if (part.fieldname !== "file") {
          await part.toBuffer();
          throw fieldError("file", msg("Send the file in the field named file."));
        }
        bytes = await part.toBuffer();
        filename = part.filename ?? "";
      } else {
        fields[part.fieldname] = String(part.value ?? "").trim();
      }
    }
  } catch (e) {
    if ((e as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
      throw new AppError(413, "file_too_large", limits.tooLarge);
    throw e;
  }
  if (!bytes?.length) throw fieldError("file", limits.missing);
  return { bytes, fields, filename };
}

/** The stored file goes once its record is deleted. */
export function removeStoredFile(ctx: ResourceContext, existing: Row): void {
  const name = existing.file as string;
  ctx.afterCommit(() => ctx.request.server.files.remove(name));
}
