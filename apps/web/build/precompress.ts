import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

/** The folder of the build that holds the prerendered pages (see prerender.ts). */
export const PRERENDERED_DIR = "prerendered";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const TEXT = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      // Vite's manifest is for the build's own checks, not for browsers; the prerendered pages
      // are written, and compressed, by the prerender plugin while this one runs.
      if (entry.name !== ".vite" && entry.name !== PRERENDERED_DIR) yield* filesUnder(path);
    } else yield path;
  }
}

/** Writes the brotli and gzip copies of one file (a copy that is not smaller is left out). */
export async function compressFile(file: string): Promise<void> {
  const data = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzipAsync(data, { level: 9 }),
  ]);
  await Promise.all([
    br.length < data.length ? writeFile(`${file}.br`, br) : undefined,
    gz.length < data.length ? writeFile(`${file}.gz`, gz) : undefined,
  ]);
}

/**
 * Writes a brotli (`.br`, best quality) and a gzip (`.gz`, level 9) copy beside every text file of
 * the build, so the server sends them as they are instead of compressing on every request.
 */
export function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "cm-precompress",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir.startsWith("/")
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    async closeBundle() {
      const work: Promise<void>[] = [];
      for await (const file of filesUnder(outDir)) if (TEXT.test(file)) work.push(compressFile(file));
      await Promise.all(work);
    },
  };
}
