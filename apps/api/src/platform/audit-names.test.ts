import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { AUDIT_ACTIONS, AUDIT_RECORD_TYPES } from "@cm/contracts";
import { describe, expect, it } from "vitest";
import { resources } from "../modules";
import { modeOf } from "./resources/register";

// The audit page shows each row's record type and action in the reader's language, from words it
// keeps for every name on the contracts' lists. A resource or a write action missing from them
// would reach the page in English (and in code words), whatever the language.
const records = new Set<string>(AUDIT_RECORD_TYPES);
const actions = new Set<string>(AUDIT_ACTIONS);

const modules = path.join(path.dirname(fileURLToPath(import.meta.url)), "../modules");

/** The actions and record types that hand-written audit rows name, as their source writes them. */
function handWritten(): { actions: string[]; records: string[] } {
  const found = { actions: [] as string[], records: [] as string[] };
  const files = readdirSync(modules, { recursive: true, encoding: "utf8" }).filter(
    (f) => f.endsWith(".ts") && !f.includes(".test") && !f.includes("test-support"),
  );
  for (const file of files) {
    const text = readFileSync(path.join(modules, file), "utf8");
    if (!/recordAudit\(|auditStatement\(/.test(text)) continue;
    for (const [, name] of text.matchAll(/\baction: "([\w-]+)"/g)) found.actions.push(name ?? "");
    for (const [, name] of text.matchAll(/\bresource: "([\w-]+)",\s*(?:objectId|\n)/g))
      found.records.push(name ?? "");
  }
  return found;
}

describe("the names the audit log holds have words on the audit page", () => {
  it("every resource", () => {
    expect(resources.map((def) => def.name).filter((name) => !records.has(name))).toEqual([]);
  });

  it("every write, external call and export of a resource", () => {
    const written = resources.flatMap((def) =>
      Object.entries(def.actions ?? {})
        .filter(([, action]) => modeOf(action) !== "read")
        .map(([name]) => name),
    );
    expect(written.length).toBeGreaterThan(50);
    expect(written.filter((name) => !actions.has(name))).toEqual([]);
  });

  it("every hand-written audit row", () => {
    const found = handWritten();
    expect(found.actions).toContain("sign_in");
    expect(found.actions.filter((name) => !actions.has(name))).toEqual([]);
    expect(found.records.filter((name) => !records.has(name))).toEqual([]);
  });
});
