import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";

/**
 * A module reaches the database through the caller's data handle (`ctx.data`, narrowed to the
 * caller's reach on every table) or, with no caller, through a named system context's. What is
 * counted here is the raw handle still held in modules' code: `ctx.db`, a `db` taken from a
 * context, the platform's own ways to a handle's connection, and a parameter or field typed as
 * the raw handle (`Db`, `Tx`). The bound is what remains; it may only go down.
 */
const MAX_RAW_HANDLE_USES = 1;

const modulesDir = fileURLToPath(new URL("../modules/", import.meta.url));
/** The modules' own code: not tests, their fixtures, or the demo seeds (which run before any request). */
const sources = readdirSync(modulesDir, { recursive: true, encoding: "utf8" })
  .filter((f) => f.endsWith(".ts") && !/\.test\.ts$|\.test-support\.ts$|\.seed\.ts$|demo-seed\.ts$/.test(f))
  .map((f) => ({ file: f.split(path.sep).join("/"), text: readFileSync(path.join(modulesDir, f), "utf8") }));

const RAW_HANDLE: [string, RegExp][] = [
  ["ctx.db", /\bctx\.db\b/g],
  ["db taken from a context", /\(\{[^}()]*\bdb\b[^}()]*\}|\{[^}()]*\bdb\b[^}()]*\}\s*=\s*ctx\b/g],
  ["the platform's own connection", /\b(connectionOf|admittedConnection|dataOf|callerData)\b/g],
  ["raw handle type", /^(?!import\b).*?\b(Db|Tx)\b(?!\w)/gm],
];

const uses = () =>
  sources.flatMap(({ file, text }) =>
    RAW_HANDLE.flatMap(([kind, pattern]) =>
      [...text.matchAll(pattern)].map((m) => `${file}:${text.slice(0, m.index).split("\n").length} ${kind}`),
    ),
  );

it("reads the modules' code", () => {
  expect(sources.length).toBeGreaterThan(100);
});

it("holds the raw database handle in no more places than the bound", () => {
  const found = uses();
  expect(found.length, found.join("\n")).toBeLessThanOrEqual(MAX_RAW_HANDLE_USES);
});

it("keeps the bound at what remains, so it only goes down", () => {
  expect(uses().length).toBe(MAX_RAW_HANDLE_USES);
});

it("finds the raw handle in each form it takes", () => {
  const sample = [
    "const rows = await ctx.db.select().from(members);",
    "run: async ({ db, input }) => markAttendance(db, input),",
    "const conn = connectionOf(ctx.data);",
    "async function names(conn: Db | Tx, ids: number[]) {}",
  ].join("\n");
  const kinds = RAW_HANDLE.filter(([, pattern]) => [...sample.matchAll(pattern)].length > 0).map(([k]) => k);
  expect(kinds).toEqual(RAW_HANDLE.map(([k]) => k));
});
