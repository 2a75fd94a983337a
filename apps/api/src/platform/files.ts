import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, open, readdir, rename, stat, unlink } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { msg } from "@cm/contracts";
import { fileTypeFromBuffer } from "file-type";
import { AppError } from "./errors";

const SAFE_NAME = /^(private-)?[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;
/** Bytes enough to tell a file's type by its content. */
const HEAD_BYTES = 4_100;

/** Whether a name is one of ours (a generated UUID and an extension): nothing else is ever opened. */
export const isStoredName = (name: string) => SAFE_NAME.test(name);

/**
 * The type of uploaded bytes, read from their content: 413 above `maxBytes`, 415 for a type
 * that is not allowed.
 */
export async function uploadType(
  bytes: Buffer,
  allowed: readonly string[],
  maxBytes: number,
): Promise<{ mime: string; ext: string }> {
  if (bytes.length > maxBytes) {
    throw new AppError(
      413,
      "file_too_large",
      msg("The file is larger than {megabytes} MB.", { megabytes: Math.round(maxBytes / 1_048_576) }),
    );
  }
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !allowed.includes(type.mime)) {
    throw new AppError(415, "unsupported_file_type", msg("This kind of file is not accepted here."));
  }
  return type;
}

/** A stored file on its way out: its bytes as a stream, its type and its size. */
export type StoredFile = { stream: Readable; mime: string; size: number };

/**
 * Where uploaded files live. Two stores implement it: a folder of this machine (the embedded
 * default) and a PostgreSQL table (every instance sees every file). Both stream bytes in and out.
 */
export interface FileStore {
  readonly kind: "local" | "database";
  /** Writes a file under the given name (a generated one, see `saveUpload`). */
  put(name: string, mime: string, source: Readable): Promise<void>;
  /** The file, or null for a name that is not ours or not stored. */
  read(name: string): Promise<StoredFile | null>;
  remove(name: string | null): Promise<void>;
  /** Every stored name, for moving files between stores. */
  names(): AsyncIterable<string>;
}

/**
 * Names of files that only an action with its own access check may hand out (an expense's
 * receipt): the public file route refuses them whoever asks, even with the name.
 */
export const PRIVATE_FILE_PREFIX = "private-";
export const isPrivateFile = (name: string) => name.startsWith(PRIVATE_FILE_PREFIX);

/**
 * Stores uploaded bytes if their content is one of the allowed types, under a generated name;
 * answers the name. `private` files are never served by the public file route.
 */
export async function saveUpload(
  store: FileStore,
  bytes: Buffer,
  allowed: readonly string[],
  maxBytes: number,
  { private: isPrivate = false }: { private?: boolean } = {},
): Promise<string> {
  const type = await uploadType(bytes, allowed, maxBytes);
  const name = `${isPrivate ? PRIVATE_FILE_PREFIX : ""}${randomUUID()}.${type.ext}`;
  await store.put(name, type.mime, Readable.from([bytes]));
  return name;
}

/** Files in a folder of this machine (`<dataDir>/files`); the type is read from each file's head. */
export class LocalFileStore implements FileStore {
  readonly kind = "local";

  constructor(private readonly dir: string) {}

  async put(name: string, _mime: string, source: Readable): Promise<void> {
    if (!isStoredName(name)) throw new Error(`Not a stored file name: ${name}`);
    await mkdir(this.dir, { recursive: true });
    // Written beside its final name and renamed, so a reader never sees half a file.
    const partial = join(this.dir, `.${name}.${randomUUID()}.part`);
    try {
      await pipeline(source, createWriteStream(partial, { flags: "wx" }));
      await rename(partial, join(this.dir, name));
    } catch (error) {
      await unlink(partial).catch(() => undefined);
      throw error;
    }
  }

  async read(name: string): Promise<StoredFile | null> {
    if (!isStoredName(name)) return null;
    const path = join(this.dir, name);
    const file = await open(path).catch(() => null);
    if (!file) return null;
    try {
      const { size } = await file.stat();
      const head = Buffer.alloc(Math.min(HEAD_BYTES, size));
      await file.read(head, 0, head.length, 0);
      const mime = (await fileTypeFromBuffer(head))?.mime ?? "application/octet-stream";
      return { stream: createReadStream(path), mime, size };
    } finally {
      await file.close();
    }
  }

  async remove(name: string | null): Promise<void> {
    if (name && isStoredName(name)) await unlink(join(this.dir, name)).catch(() => undefined);
  }

  async *names(): AsyncIterable<string> {
    const entries = await readdir(this.dir).catch(() => [] as string[]);
    for (const name of entries.sort()) {
      if (isStoredName(name) && (await stat(join(this.dir, name))).isFile()) yield name;
    }
  }
}

/**
 * The name an uploaded file is shown and downloaded under: the one it was sent with, without
 * paths, quotes or control characters, or `<fallback>.<ext>` when nothing is left.
 */
export function shownFileName(sent: string | undefined, ext: string, fallback = "attachment"): string {
  const base = (sent ?? "").split(/[\\/]/).pop() ?? "";
  const printable = [...base].filter((c) => c >= " " && c !== "\u007f" && c !== '"').join("");
  const clean = printable.trim().slice(0, 150);
  return clean || `${fallback}.${ext}`;
}

/** The public URL of a stored file. */
export const fileUrl = (name: string | null) => (name ? `/api/files/${name}` : null);
