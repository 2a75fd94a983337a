import { Readable } from "node:stream";
import { and, asc, eq, gt, gte, lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { storedFileChunks, storedFiles } from "../db/tables";
import { type FileStore, isStoredName, type StoredFile } from "./files";

/** Bytes per stored piece, and pieces fetched per query when reading: at most 1 MB held at once. */
export const CHUNK_BYTES = 256 * 1024;
const CHUNKS_PER_READ = 4;

/** Cuts a stream of buffers of any size into pieces of exactly `size` bytes (the last may be shorter). */
async function* pieces(source: AsyncIterable<Buffer | Uint8Array | string>, size: number) {
  let pending: Buffer[] = [];
  let length = 0;
  for await (const chunk of source) {
    let data = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    while (length + data.length >= size) {
      const take = size - length;
      pending.push(data.subarray(0, take));
      yield Buffer.concat(pending);
      data = data.subarray(take);
      pending = [];
      length = 0;
    }
    if (data.length) {
      pending.push(data);
      length += data.length;
    }
  }
  if (length) yield Buffer.concat(pending);
}

/**
 * Files in PostgreSQL (or PGlite): a row per file and its bytes in pieces of CHUNK_BYTES, so
 * every instance of the API serves every file and none is ever read whole into memory. A file
 * is written in one transaction: readers see all of it or nothing.
 */
export class DatabaseFileStore implements FileStore {
  readonly kind = "database";

  constructor(private readonly db: Db) {}

  async put(name: string, mime: string, source: Readable): Promise<void> {
    if (!isStoredName(name)) throw new Error(`Not a stored file name: ${name}`);
    await this.db.transaction(async (tx) => {
      await tx.insert(storedFiles).values({ name, mime, size: 0, chunks: 0 });
      let seq = 0;
      let size = 0;
      for await (const data of pieces(source, CHUNK_BYTES)) {
        await tx.insert(storedFileChunks).values({ file: name, seq, data });
        seq += 1;
        size += data.length;
      }
      await tx.update(storedFiles).set({ size, chunks: seq }).where(eq(storedFiles.name, name));
    });
  }

  async read(name: string): Promise<StoredFile | null> {
    if (!isStoredName(name)) return null;
    const [file] = await this.db.select().from(storedFiles).where(eq(storedFiles.name, name));
    if (!file) return null;
    const { db } = this;
    const total = file.chunks;
    async function* bytes() {
      for (let from = 0; from < total; from += CHUNKS_PER_READ) {
        const rows = await db
          .select({ seq: storedFileChunks.seq, data: storedFileChunks.data })
          .from(storedFileChunks)
          .where(
            and(
              eq(storedFileChunks.file, name),
              gte(storedFileChunks.seq, from),
              lt(storedFileChunks.seq, from + CHUNKS_PER_READ),
            ),
          )
          .orderBy(asc(storedFileChunks.seq));
        // Removed while it was being read: end with an error rather than a silently short file.
        if (rows.length !== Math.min(CHUNKS_PER_READ, total - from))
          throw new Error(`The file ${name} was removed while it was read`);
        for (const row of rows) yield row.data;
      }
    }
    return { stream: Readable.from(bytes()), mime: file.mime, size: file.size };
  }

  async remove(name: string | null): Promise<void> {
    if (name && isStoredName(name)) await this.db.delete(storedFiles).where(eq(storedFiles.name, name));
  }

  async *names(): AsyncIterable<string> {
    let after = "";
    for (;;) {
      const rows = await this.db
        .select({ name: storedFiles.name })
        .from(storedFiles)
        .where(gt(storedFiles.name, after))
        .orderBy(asc(storedFiles.name))
        .limit(500);
      for (const row of rows) yield row.name;
      const last = rows.at(-1);
      if (!last) return;
      after = last.name;
    }
  }
}
