import { msg } from "@cm/contracts";
import sharp from "sharp";
import { fieldError } from "./errors";
import { type FileStore, saveUpload, shownFileName, uploadType } from "./files";

/** The picture types accepted as uploads, read from the content. */
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
/** Pixel limits, read from the picture's header before anything is decoded. */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const MAX_IMAGE_SIDE = 10_000;

/** What one kind of picture may be, and how it is kept. */
export type ImageRules = {
  /** The request field a refusal names (a 400 on this field). */
  field: string;
  /** The largest upload, in bytes (413 above it). */
  maxBytes: number;
  /** The box the stored picture fits in; a smaller picture is not enlarged. */
  width: number;
  height: number;
};

const unreadable = (field: string) =>
  fieldError(field, msg("This picture could not be read. Choose a JPEG, PNG or WebP picture."));

/** Checks an upload is a picture of a size that may be decoded (see `storeImage`). */
async function checkPicture(bytes: Buffer, rules: Pick<ImageRules, "field" | "maxBytes">): Promise<void> {
  await uploadType(bytes, IMAGE_TYPES, rules.maxBytes);
  // Reading the header decodes no pixels, so its size can be read whatever it claims.
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw unreadable(rules.field);
    });
  const { width = 0, height = 0 } = header;
  if (!width || !height) throw unreadable(rules.field);
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
    throw fieldError(
      rules.field,
      msg(
        "This picture is {width, number} × {height, number} pixels. Choose one of at most {side, number} pixels a side and {megapixels} megapixels.",
        { width, height, side: MAX_IMAGE_SIDE, megapixels: MAX_IMAGE_PIXELS / 1_000_000 },
      ),
    );
  }
}

/** The checked picture re-encoded as WebP within a box, upright and without its metadata. */
function encodePicture(bytes: Buffer, field: string, box: { width: number; height: number }) {
  return sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
    .autoOrient()
    .resize({ width: box.width, height: box.height, fit: "inside", withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw unreadable(field);
    });
}

/**
 * Checks an uploaded picture (size, type by content, then its pixel dimensions from the header,
 * refused before any decoding), re-encodes it as WebP that fits the rules' box, turned upright
 * by its EXIF orientation and without its metadata (EXIF, GPS, XMP, colour profile), and stores
 * the new bytes. Answers the stored name; nothing is stored when the picture is refused.
 */
export async function storeImage(
  files: FileStore,
  bytes: Buffer,
  rules: ImageRules,
  options: { private?: boolean } = {},
): Promise<string> {
  await checkPicture(bytes, rules);
  const { data } = await encodePicture(bytes, rules.field, rules);
  return saveUpload(files, data, ["image/webp"], rules.maxBytes, options);
}

/** One stored size of a picture. */
export type StoredPicture = { name: string; width: number; height: number; size: number };

/**
 * Like `storeImage`, checked once and stored in several sizes (a web size and a thumbnail, say),
 * one WebP per box, in the boxes' order. When one cannot be stored, those already stored are removed.
 */
export async function storeImageSizes(
  files: FileStore,
  bytes: Buffer,
  rules: Pick<ImageRules, "field" | "maxBytes">,
  boxes: readonly { width: number; height: number }[],
): Promise<StoredPicture[]> {
  await checkPicture(bytes, rules);
  const stored: StoredPicture[] = [];
  try {
    for (const box of boxes) {
      const { data, info } = await encodePicture(bytes, rules.field, box);
      const name = await saveUpload(files, data, ["image/webp"], rules.maxBytes);
      stored.push({ name, width: info.width, height: info.height, size: data.length });
    }
  } catch (error) {
    await Promise.all(stored.map((s) => files.remove(s.name)));
    throw error;
  }
  return stored;
}

/** A document kept with a record: its stored name and how it is shown and served. */
export type StoredDocument = { name: string; fileName: string; contentType: string; size: number };

/**
 * Stores a document privately by its content: its type read from its bytes (415 for any but
 * `types`), a picture re-encoded without its metadata by `picture`'s rules (kept as WebP, and
 * named so), anything else as sent.
 */
export async function storeDocument(
  files: FileStore,
  upload: { bytes: Buffer; filename: string },
  rules: { types: readonly string[]; picture: ImageRules; fallbackName?: string },
): Promise<StoredDocument> {
  const { bytes } = upload;
  const type = await uploadType(bytes, rules.types, rules.picture.maxBytes);
  const picture = (IMAGE_TYPES as readonly string[]).includes(type.mime);
  const name = picture
    ? await storeImage(files, bytes, rules.picture, { private: true })
    : await saveUpload(files, bytes, [type.mime], rules.picture.maxBytes, { private: true });
  // A picture is kept re-encoded: its record tells the size of what is stored.
  const kept = picture ? await files.read(name) : null;
  kept?.stream.destroy();
  const sent = shownFileName(upload.filename, type.ext, rules.fallbackName);
  return {
    name,
    fileName: picture ? `${sent.replace(/\.[^.]*$/, "")}.webp` : sent,
    contentType: picture ? "image/webp" : type.mime,
    size: kept?.size ?? bytes.length,
  };
}
