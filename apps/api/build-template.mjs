// Makes dist/pglite-template/: an empty embedded database with every migration applied. A
// server whose data folder is new starts from it instead of creating the database in place, which
// runs a second PostgreSQL beside the first for a while. Made again only when the migrations or
// PGlite change (their fingerprint is kept beside it).
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";

const root = dirname(fileURLToPath(import.meta.url));
const migrations = join(root, "drizzle");
const template = join(root, "dist/pglite-template");
const stamp = `${template}.sha1`;

const hash = createHash("sha1");
hash.update(await readFile(fileURLToPath(import.meta.resolve("@electric-sql/pglite"))));
for (const name of (await readdir(migrations, { recursive: true })).sort()) {
  if (name.endsWith(".sql") || name.endsWith(".json"))
    hash.update(name).update(await readFile(join(migrations, name)));
}
const fingerprint = hash.digest("hex");

if (existsSync(template) && existsSync(stamp) && (await readFile(stamp, "utf8")) === fingerprint) {
  process.exit(0);
}
await rm(template, { recursive: true, force: true });
await rm(stamp, { force: true });
const client = await PGlite.create(template, { extensions: { pg_trgm, btree_gin } });
await migrate(drizzle(client), { migrationsFolder: migrations });
await client.exec("checkpoint");
await client.close();
await writeFile(stamp, fingerprint);
