import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

// This file sits directly in src/ during development and is bundled into dist/server.js in
// production; both are one level below the API package, so the same relative paths hold.
const apiRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");

export const MIGRATIONS_DIR = resolve(apiRoot, "drizzle");
export const WEB_DIST_DIR = resolve(apiRoot, "../web/dist");
export const ASSETS_DIR = resolve(apiRoot, "assets");
/** An empty embedded database with every migration applied, made by the build (build.mjs). */
export const PGLITE_TEMPLATE = resolve(apiRoot, "dist/pglite-template");
/** The message catalogs of every language but English (the contracts' `i18n/catalogs/<language>/<namespace>.json`). */
export const CATALOGS_DIR = resolve(apiRoot, "../../packages/contracts/src/i18n/catalogs");
