import { createInflateRaw } from "node:zlib";

/** One file of a zip archive, as its central directory describes it. */
export type ZipEntry = {
  name: string;
  /** 0 = stored, 8 = deflated; nothing else is read. */
  method: number;
  compressedSize: number;
  /** The unpacked size the archive declares; reading refuses a part that unpacks to more. */
  size: number;
  headerOffset: number;
};

/** Why an archive was refused: damaged (or of a kind not read), or larger unpacked than allowed. */
export class ZipError extends Error {
  constructor(
    readonly reason: "damaged" | "too_large",
    message: string,
  ) {
    super(message);
  }
}

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MAX_32 = 0xffffffff;
const CHUNK = 64 * 1024;

const damaged = (what: string) => new ZipError("damaged", what);

function u64(bytes: Buffer, at: number): number {
  const value = bytes.readBigUInt64LE(at);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw damaged("a size is out of range");
  return Number(value);
}

/** Where the central directory starts and how many entries it holds (zip64 when marked so). */
function directoryOf(bytes: Buffer): { offset: number; count: number } {
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= lowest; at--) {
    if (bytes.readUInt32LE(at) !== EOCD) continue;
    let count = bytes.readUInt16LE(at + 10);
    let offset = bytes.readUInt32LE(at + 16);
    if (
      (count === 0xffff || offset === MAX_32) &&
      at >= 20 &&
      bytes.readUInt32LE(at - 20) === ZIP64_LOCATOR
    ) {
      const record = u64(bytes, at - 12);
      if (bytes.readUInt32LE(record) !== ZIP64_EOCD) throw damaged("the zip64 directory is missing");
      count = u64(bytes, record + 32);
      offset = u64(bytes, record + 48);
    }
    return { offset, count };
  }
  throw damaged("the zip directory is missing");
}

/** The zip64 extra field holds the sizes and offset that the 32-bit fields mark as 0xFFFFFFFF. */
function zip64Values(bytes: Buffer, extraStart: number, extraEnd: number, entry: ZipEntry): void {
  for (let at = extraStart; at + 4 <= extraEnd; ) {
    const id = bytes.readUInt16LE(at);
    const length = bytes.readUInt16LE(at + 2);
    if (id === 0x0001) {
      let field = at + 4;
      for (const key of ["size", "compressedSize", "headerOffset"] as const) {
        if (entry[key] !== MAX_32) continue;
        entry[key] = u64(bytes, field);
        field += 8;
      }
      return;
    }
    at += 4 + length;
  }
}

/**
 * The entries of a zip archive held in memory, read from its central directory (what
 * spreadsheet programs read too). Refuses encryption, unknown compression methods and a
 * declared unpacked total above `maxUnpacked`, before anything is unpacked.
 */
export function zipEntries(bytes: Buffer, maxUnpacked: number): ZipEntry[] {
  try {
    const { offset, count } = directoryOf(bytes);
    const entries: ZipEntry[] = [];
    let declared = 0;
    let at = offset;
    for (let i = 0; i < count; i++) {
      if (bytes.readUInt32LE(at) !== CENTRAL) throw damaged("the zip directory is damaged");
      const flags = bytes.readUInt16LE(at + 8);
      const nameLength = bytes.readUInt16LE(at + 28);
      const extraLength = bytes.readUInt16LE(at + 30);
      const commentLength = bytes.readUInt16LE(at + 32);
      const entry: ZipEntry = {
        name: bytes.toString("utf8", at + 46, at + 46 + nameLength),
        method: bytes.readUInt16LE(at + 10),
        compressedSize: bytes.readUInt32LE(at + 20),
        size: bytes.readUInt32LE(at + 24),
        headerOffset: bytes.readUInt32LE(at + 42),
      };
      zip64Values(bytes, at + 46 + nameLength, at + 46 + nameLength + extraLength, entry);
      if (flags & 0x1) throw damaged("the workbook is encrypted");
      if (entry.method !== 0 && entry.method !== 8) throw damaged("a part is compressed in an unknown way");
      declared += entry.size;
      if (declared > maxUnpacked)
        throw new ZipError("too_large", "the declared unpacked size is over the limit");
      entries.push(entry);
      at += 46 + nameLength + extraLength + commentLength;
    }
    return entries;
  } catch (e) {
    if (e instanceof ZipError) throw e;
    // A field read past the end of the bytes: the archive is cut short or made up.
    throw damaged("the zip directory is cut short");
  }
}

/**
 * The unpacked bytes of one entry, a chunk at a time, inflated only as fast as they are read.
 * Real bytes are counted: a part that unpacks to more than it declares is refused as damaged, so
 * the real total never exceeds the declared total that `zipEntries` checked.
 */
export async function* entryChunks(bytes: Buffer, entry: ZipEntry): AsyncGenerator<Buffer> {
  let start: number;
  try {
    if (bytes.readUInt32LE(entry.headerOffset) !== LOCAL) throw damaged("a part's header is missing");
    start = entry.headerOffset + 30 + bytes.readUInt16LE(entry.headerOffset + 26);
    start += bytes.readUInt16LE(entry.headerOffset + 28);
  } catch (e) {
    if (e instanceof ZipError) throw e;
    throw damaged("a part's header is cut short");
  }
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) throw damaged("a part is cut short");
  if (entry.method === 0) {
    if (data.length > entry.size) throw damaged("a part is larger than declared");
    for (let at = 0; at < data.length; at += CHUNK) yield data.subarray(at, at + CHUNK);
    return;
  }
  const inflater = createInflateRaw({ chunkSize: CHUNK });
  inflater.end(data);
  let unpacked = 0;
  try {
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      unpacked += chunk.length;
      if (unpacked > entry.size) throw damaged("a part unpacks to more than it declares");
      yield chunk;
    }
  } catch (e) {
    if (e instanceof ZipError) throw e;
    throw damaged("a part could not be unpacked");
  } finally {
    inflater.destroy();
  }
}
