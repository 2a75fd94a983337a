import { randomUUID } from "node:crypto";
import { mkdir, readFile, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileTypeFromBuffer } from "file-type";
import { AppError } from "./errors";

const SAFE_NAME = /^[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;

/** Uploaded files under generated names in `<dataDir>/files`; the type is read from the content. */
export class FileStore {
  constructor(private readonly dir: string) {}

  /** Stores the bytes if their content is one of the allowed MIME types; answers the stored name. */
  async save(bytes: Buffer, allowed: readonly string[], maxBytes: number): Promise<string> {
    if (bytes.length > maxBytes) {
      throw new AppError(
        413,
        "file_too_large",
        `The file is larger than ${Math.round(maxBytes / 1_048_576)} MB.`,
      );
    }
    const type = await fileTypeFromBuffer(bytes);
    if (!type || !allowed.includes(type.mime)) {
      throw new AppError(415, "unsupported_file_type", "This kind of file is not accepted here.");
    }
    await mkdir(this.dir, { recursive: true });
    const name = `${randomUUID()}.${type.ext}`;
    await writeFile(join(this.dir, name), bytes);
    return name;
  }

  /** The bytes and type of a stored file, or null for a name that is not ours. */
  async read(name: string): Promise<{ bytes: Buffer; mime: string } | null> {
    if (!SAFE_NAME.test(name)) return null;
    const bytes = await readFile(join(this.dir, name)).catch(() => null);
    if (!bytes) return null;
    return { bytes, mime: (await fileTypeFromBuffer(bytes))?.mime ?? "application/octet-stream" };
  }

  async remove(name: string | null): Promise<void> {
    if (name && SAFE_NAME.test(name)) await unlink(join(this.dir, name)).catch(() => undefined);
  }
}

/** The public URL of a stored file. */
export const fileUrl = (name: string | null) => (name ? `/api/files/${name}` : null);
