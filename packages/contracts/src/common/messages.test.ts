// Every schema the contracts export is fed empty, missing, wrong-type, too-long, negative and huge
// values, field by field (nested fields too), and every message it answers must be plain words for
// a church office worker: no type names, no zod wording, no codes. The schemas are found by walking
// the package's exports, so a new contract is checked without being listed here.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as contracts from "../index";

type Schema = z.core.$ZodType;
type Def = Schema["_zod"]["def"] & Record<string, unknown>;

const defOf = (schema: Schema) => schema._zod.def as Def;

/** The schema that decides a field's value, through optional, default, pipe and the like. */
function core(schema: Schema): Schema {
  let current = schema;
  for (let depth = 0; depth < 20; depth++) {
    const def = defOf(current);
    if (def.type === "pipe") {
      const input = def.in as Schema;
      current = defOf(input).type === "transform" ? (def.out as Schema) : input;
    } else if ("innerType" in def) current = def.innerType as Schema;
    else if (def.type === "lazy") current = (def.getter as () => Schema)();
    else return current;
  }
  return current;
}

const shapeOf = (schema: Schema): Record<string, Schema> | null => {
  const def = defOf(core(schema));
  return def.type === "object" ? (def.shape as Record<string, Schema>) : null;
};

type Inner = { path: string[]; fields: Record<string, Schema> };

/** The objects a value of this schema may be: itself, each option of a union, a list's items. */
function objectsOf(schema: Schema, path: string[] = []): Inner[] {
  const c = core(schema);
  const def = defOf(c);
  if (def.type === "union") return (def.options as Schema[]).flatMap((o) => objectsOf(o, path));
  if (def.type === "array") return objectsOf(def.element as Schema, [...path, "[]"]);
  const shape = shapeOf(c);
  return shape ? [{ path, fields: shape }] : [];
}

// Longer than any text a contract takes (10,000 characters at most).
const LONG = "x".repeat(10_001);
const BAD_VALUES: unknown[] = [
  undefined,
  null,
  "",
  "   ",
  12345,
  -5,
  -4.5,
  1e15,
  "-5",
  "99999999999999999999",
  "not a value",
  LONG,
  true,
  {},
  [],
  [""],
  [-5],
  [LONG],
  ["not a value"],
];

const BANNED = /expected|invalid input|too small|too big|may not be blank|may not be null/i;
const SNAKE_CODE = /\b[a-z]+(?:_[a-z0-9]+)+\b|\b[A-Z]+_[A-Z0-9_]+\b/;
const SPEAKS_OF_SIGN = /zero|negative|\b0\b|more than|or more|at least|above/i;

/** The values an enum field offers (codes a person never types), to find them in a message. */
function enumValues(schema: Schema): string[] {
  const def = defOf(core(schema));
  if (def.type === "enum") return Object.values(def.entries as Record<string, string>).map(String);
  if (def.type === "literal") return (def.values as unknown[]).map(String);
  if (def.type === "array") return enumValues(def.element as Schema);
  return [];
}

type Finding = { where: string; value: string; message: string; why: string };

function describeValue(value: unknown): string {
  if (value === undefined) return "(missing)";
  const text = JSON.stringify(value);
  // Built anew, so a label never keeps the 100,000-character value it was cut from alive.
  return text.length > 40 ? `${[...text.slice(0, 37)].join("")}...` : text;
}

const LABELS = new Map(BAD_VALUES.map((v) => [v, describeValue(v)]));

/** A body that puts `value` at `path` inside objects (and lists, for "[]"); missing when undefined. */
function nest(path: string[], value: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  if (key === "[]") return [nest(rest, value)];
  if (rest.length === 0) return value === undefined ? {} : { [key]: value };
  return { [key]: nest(rest, value) };
}

function issuesOf(schema: z.ZodType, input: unknown): z.core.$ZodIssue[] {
  try {
    const result = schema.safeParse(input);
    return result.success ? [] : result.error.issues;
  } catch (error) {
    return [{ code: "custom", path: [], message: `threw ${String(error)}`, input } as z.core.$ZodIssue];
  }
}

function judge(message: string, codes: string[]): string | null {
  if (BANNED.test(message)) return "zod's or a developer's wording";
  if (SNAKE_CODE.test(message)) return "a code";
  // An option that is an English word ("month", "church") may be named; a code ("MO", "NEW") not.
  const code = codes.find((c) => /[A-Z_]/.test(c) && new RegExp(`\\b${c}\\b`).test(message));
  if (code) return `the code ${code}`;
  if (message.startsWith("threw")) return "the schema threw";
  return null;
}

/** What a schema answers for every bad value of every field (and of nested fields). */
function walk(name: string, schema: z.ZodType): Finding[] {
  const findings: Finding[] = [];
  const check = (where: string, input: unknown, value: unknown, codes: string[]) => {
    for (const issue of issuesOf(schema, input)) {
      const why = judge(issue.message, codes);
      if (why)
        findings.push({
          where: `${where} @${issue.path.join(".")}`,
          value: LABELS.get(value) ?? String(value),
          message: issue.message,
          why,
        });
    }
  };
  const visit = (path: string[], fields: Record<string, Schema>, depth: number) => {
    check(`${name}.${path.join(".")}`, nest(path, { zz_unknown_field: 1 }), "unknown field", []);
    for (const [key, field] of Object.entries(fields)) {
      const at = [...path, key];
      const codes = enumValues(field);
      for (const value of BAD_VALUES) check(`${name}.${at.join(".")}`, nest(at, value), value, codes);
      findings.push(...signFindings(schema, name, at));
      if (depth < 3) for (const inner of objectsOf(field, at)) visit(inner.path, inner.fields, depth + 1);
    }
  };
  const objects = objectsOf(schema);
  if (objects.length === 0) for (const value of BAD_VALUES) check(name, value, value, enumValues(schema));
  for (const inner of objects) visit(inner.path, inner.fields, 0);
  return findings;
}

/** A field that takes 5 but not -5 must say that the sign is the trouble, not the format. */
function signFindings(schema: z.ZodType, name: string, path: string[]): Finding[] {
  const onField = (input: unknown) =>
    issuesOf(schema, nest(path, input)).filter((i) => i.path.join(".") === path.join("."));
  // Ids take 5 too; only a figure that may also be 0 or a fraction is an amount or a count.
  if (onField(0).length > 0 && onField(5.5).length > 0 && onField("5.50").length > 0) return [];
  const findings: Finding[] = [];
  for (const [good, bad] of [
    [5, -5],
    ["5", "-5"],
    ["5.00", "-5.00"],
  ] as const) {
    if (onField(good).length > 0) continue;
    for (const issue of onField(bad))
      if (!SPEAKS_OF_SIGN.test(issue.message))
        findings.push({
          where: `${name}.${path.join(".")}`,
          value: String(bad),
          message: issue.message,
          why: "says nothing of the sign",
        });
  }
  return findings;
}

const exported = Object.entries(contracts).filter(([, value]) => value instanceof z.ZodType) as [
  string,
  z.ZodType,
][];

describe("validation messages of the contracts", () => {
  it("walks every exported schema, the create and update inputs among them", () => {
    const names = exported.map(([name]) => name);
    expect(names.filter((n) => /Create$/.test(n)).length).toBeGreaterThan(30);
    expect(names.filter((n) => /Update$/.test(n)).length).toBeGreaterThan(30);
  });

  it("answers every bad value of every field in plain words", { timeout: 60_000 }, () => {
    const findings = exported.flatMap(([name, schema]) => walk(name, schema));
    const distinct = [...new Map(findings.map((f) => [`${f.where} ${f.message}`, f])).values()];
    // The first hundred are enough to act on; a diff of thousands of lines would not help.
    const report = distinct
      .slice(0, 100)
      .map((f) => `${f.where} ${f.value}: "${f.message}" (${f.why})`)
      .join("\n");
    expect(distinct.length, report).toBe(0);
  });

  it("names the limit in words a person reads", () => {
    const schema = z.strictObject({ name: z.string().max(200), count: z.number().int().min(0).max(100_000) });
    const messages = (input: unknown) => issuesOf(schema, input).map((i) => i.message);
    expect(messages({ name: "x".repeat(201), count: 100_001 })).toEqual([
      "Use at most 200 characters.",
      "Enter at most 100,000.",
    ]);
    expect(messages({ name: "", count: -4 })).toEqual(["Enter 0 or more."]);
    expect(messages({ count: "4" })).toEqual(["This field is required.", "Enter a number."]);
  });
});
