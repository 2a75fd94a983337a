import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { parse as parseMessage, TYPE } from "@formatjs/icu-messageformat-parser";
import { parseSync } from "oxc-parser";

// The message catalogs and the code that uses them. The app's text is written in English in the
// code, as the key of `t("...")` (or `msg("...")` where it is data translated where it is shown);
// each other language has a catalog per namespace in `packages/contracts/src/i18n/catalogs`. This
// finds every key, the namespace it belongs to (by the file's place), the user-visible text left
// outside `t()` in the web app, and what the catalogs lack. The API's own text (e-mails, files,
// its messages) is read the same way, into the namespace "api".

export const LANGUAGES = ["fr", "pt", "sw", "yo"] as const;
export const CATALOG_DIR = "packages/contracts/src/i18n/catalogs";
const WEB = "apps/web/src";
const API = "apps/api/src";
const CONTRACTS = "packages/contracts/src";

/**
 * Web folders whose text is not in the catalogs yet: they are translated folder by folder, and a
 * folder leaves this list once every text in it goes through `t()`. Every other file of the web app
 * is checked for text outside the catalogs.
 */
export const NOT_YET_TRANSLATED: readonly string[] = [];

/** One problem found: where, and what to do about it. */
export type Finding = { file: string; line: number; problem: string };
/** Each namespace's keys, with one place each is used (for the messages). */
export type Keys = Map<string, Map<string, string>>;

// Attributes and object properties whose string value a reader sees.
const SHOWN_ATTRIBUTES = new Set([
  "label",
  "placeholder",
  "title",
  "description",
  "aria-label",
  "alt",
  "error",
  "message",
  "emptyText",
  "empty",
  "confirmLabel",
  "cancelLabel",
  "submitLabel",
  "heading",
  "hint",
  "text",
  "tooltip",
  "nothingFoundMessage",
  // The record a shared message names ("Not found: {what}").
  "what",
]);
const HAS_WORD = /\p{L}{2,}/u;
const SOURCE = /\.(ts|tsx)$/;
const SKIPPED = /\.test\.(ts|tsx)$|\.d\.ts$|\.test-support\.ts$/;

function sourceFiles(dir: string, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== "test" && name !== "node_modules") sourceFiles(path, out);
    } else if (SOURCE.test(name) && !SKIPPED.test(name)) out.push(path);
  }
  return out;
}

const posix = (path: string) => path.split(sep).join("/");

/**
 * The namespace of a file's text: its web feature's name, `pages` for the route pages, `api` for
 * the API's text, else `common` (the shell, shared parts and the contracts' words, which every
 * page loads).
 */
export function namespaceOf(file: string): string {
  const path = posix(file);
  if (path.startsWith(`${API}/`) || path.includes(`/${API}/`)) return "api";
  const feature = /apps\/web\/src\/features\/([^/]+)\//.exec(path);
  if (feature?.[1]) return feature[1];
  return path.includes("apps/web/src/app/routes/") ? "pages" : "common";
}

type AstNode = { type: string; start: number; end: number; [key: string]: unknown };

function walk(
  node: unknown,
  visit: (n: AstNode, parent: AstNode | null) => void,
  parent: AstNode | null = null,
) {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit, parent);
    return;
  }
  if (!node || typeof node !== "object" || typeof (node as AstNode).type !== "string") return;
  const n = node as AstNode;
  visit(n, parent);
  for (const [key, value] of Object.entries(n)) {
    if (key !== "type" && key !== "start" && key !== "end" && value && typeof value === "object")
      walk(value, visit, n);
  }
}

/** A string a node holds as written: a literal or a template with no `${}`. */
function stringOf(node: unknown): string | null {
  const n = node as AstNode | undefined;
  if (!n) return null;
  if (n.type === "Literal" && typeof n.value === "string") return n.value;
  if (n.type === "TemplateLiteral" && (n.expressions as unknown[]).length === 0) {
    const [quasi] = n.quasis as { value: { cooked: string } }[];
    return quasi?.value.cooked ?? null;
  }
  return null;
}

function calleeName(node: AstNode): string | null {
  const callee = node.callee as AstNode;
  if (callee.type === "Identifier") return callee.name as string;
  if (callee.type === "MemberExpression" && (callee.property as AstNode).type === "Identifier")
    return (callee.property as AstNode).name as string;
  return null;
}

const TRANSLATING = new Set(["t", "msg"]);

/**
 * The API's errors and the place of the message a user reads in their arguments: `new
 * AppError(status, code, message)`, the helpers of `platform/errors.ts` and the modules' own
 * shorthands for a 409 (`conflict(message)`, `finalRecord(message)`). `ValidationError` takes a
 * map of field to messages. The error handler translates these texts when it answers, so each is
 * written as `msg("...")` to reach the catalogs.
 */
const ERROR_MESSAGE_ARGUMENT: Record<string, number> = {
  AppError: 2,
  notFound: 0,
  forbidden: 0,
  unauthenticated: 0,
  tooManyRequests: 0,
  badRequest: 0,
  conflict: 0,
  finalRecord: 0,
  fieldError: 1,
  requireProgramAdmin: 1,
  takeAll: 1,
};

/**
 * The contracts' checks and the place of their own message among the arguments (`.min(1, "...")`,
 * `z.enum(VALUES, "...")`, `.email("...")`, `{ message: "..." }`). A form and the API show it in
 * the reader's language from the `common` catalog, so each is written as `msg("...")` to reach it.
 */
const SCHEMA_MESSAGE_ARGUMENT: Record<string, number> = {
  min: 1,
  max: 1,
  length: 1,
  gte: 1,
  lte: 1,
  gt: 1,
  lt: 1,
  multipleOf: 1,
  regex: 1,
  startsWith: 1,
  endsWith: 1,
  includes: 1,
  enum: 1,
  literal: 1,
  refine: 1,
  int: 0,
  positive: 0,
  nonnegative: 0,
  negative: 0,
  nonpositive: 0,
  nonempty: 0,
  email: 0,
  url: 0,
  date: 0,
  datetime: 0,
  time: 0,
  addIssue: 0,
  string: 0,
  number: 0,
  boolean: 0,
};

/** The plain strings a schema check's message argument gives: itself, or its `message` or `error`. */
function schemaMessages(node: AstNode | undefined): AstNode[] {
  if (node?.type !== "ObjectExpression") return plainStrings(node);
  const out: AstNode[] = [];
  for (const property of node.properties as AstNode[]) {
    const key = property.key as AstNode | undefined;
    if (
      property.type === "Property" &&
      key?.type === "Identifier" &&
      /^(message|error)$/.test(String(key.name))
    ) {
      const value = property.value as AstNode;
      // `{ error: () => "..." }` gives its text when the check fails.
      plainStrings(value.type === "ArrowFunctionExpression" ? (value.body as AstNode) : value, out);
    }
  }
  return out;
}

/** A template literal with values (`\`Row ${row}\``): the English it gives cannot be a key. */
const withValues = (node: AstNode) =>
  node.type === "TemplateLiteral" && (node.expressions as unknown[]).length > 0;

/**
 * The plain strings an error message expression may give (`cond ? "a" : "b"`, `text ?? "b"`),
 * and its template literals with values.
 */
function plainStrings(node: AstNode | undefined, out: AstNode[] = []): AstNode[] {
  if (!node) return out;
  if (stringOf(node) !== null || withValues(node)) out.push(node);
  else if (node.type === "ConditionalExpression") {
    plainStrings(node.consequent as AstNode, out);
    plainStrings(node.alternate as AstNode, out);
  } else if (node.type === "LogicalExpression") {
    plainStrings(node.left as AstNode, out);
    plainStrings(node.right as AstNode, out);
  } else if (node.type === "ParenthesizedExpression" || node.type === "TSAsExpression")
    plainStrings(node.expression as AstNode, out);
  return out;
}

/** The plain strings among the messages of a field-error map (`{ amount: ["..."] }`). */
function plainFieldMessages(node: AstNode | undefined): AstNode[] {
  if (node?.type !== "ObjectExpression") return [];
  const out: AstNode[] = [];
  for (const property of node.properties as AstNode[]) {
    if (property.type !== "Property") continue;
    const value = property.value as AstNode;
    if (value.type === "ArrayExpression")
      for (const element of value.elements as AstNode[]) plainStrings(element ?? undefined, out);
    else plainStrings(value, out);
  }
  return out;
}

/** What one source file holds: its keys, and (web files) its text left outside the catalogs. */
export function readSource(root: string, file: string) {
  const text = readFileSync(file, "utf8");
  const name = posix(relative(root, file));
  const lineOf = (pos: number) => text.slice(0, pos).split("\n").length;
  const { program, errors } = parseSync(file, text);
  const keys: { key: string; line: number }[] = [];
  const findings: Finding[] = [];
  if (errors.length > 0)
    findings.push({ file: name, line: 1, problem: `cannot be read: ${errors[0]?.message}` });
  const namespace = namespaceOf(name);
  const isWeb = name.startsWith(`${WEB}/`);
  const isApi = name.startsWith(`${API}/`);
  const isContracts = name.startsWith(`${CONTRACTS}/`);
  const shown = (value: string, at: number, what: string) => {
    if (isWeb && HAS_WORD.test(value))
      findings.push({
        file: name,
        line: lineOf(at),
        problem: `${what} "${value.trim()}" is not translated: write it as t("...")`,
      });
  };
  walk(program, (node, parent) => {
    if ((isApi || isContracts) && (node.type === "CallExpression" || node.type === "NewExpression")) {
      const called = calleeName(node);
      const at = called ? (isApi ? ERROR_MESSAGE_ARGUMENT : SCHEMA_MESSAGE_ARGUMENT)[called] : undefined;
      const args = node.arguments as AstNode[];
      const plain =
        isApi && called === "ValidationError"
          ? plainFieldMessages(args[0])
          : at === undefined
            ? []
            : isContracts
              ? schemaMessages(args[at])
              : plainStrings(args[at]);
      for (const message of plain)
        if (withValues(message))
          findings.push({
            file: name,
            line: lineOf(message.start),
            problem: `The message ${text.slice(message.start, message.end)} is not translated: write it as msg("... {value} ...", { value })`,
          });
        else if (HAS_WORD.test(stringOf(message) ?? ""))
          findings.push({
            file: name,
            line: lineOf(message.start),
            problem: `The message "${stringOf(message)?.trim()}" is not translated: write it as msg("...")`,
          });
    }
    if (node.type === "CallExpression") {
      const called = calleeName(node);
      const [first] = node.arguments as AstNode[];
      if (called && TRANSLATING.has(called) && first) {
        const key = stringOf(first);
        if (key !== null) keys.push({ key, line: lineOf(node.start) });
        else if (called === "msg")
          findings.push({ file: name, line: lineOf(node.start), problem: "msg() takes the text itself" });
      }
      if ((called === "useTranslation" || called === "translator") && isWeb) {
        const asked = stringOf(first);
        if (asked !== namespace)
          findings.push({
            file: name,
            line: lineOf(node.start),
            problem: `${called}("${asked ?? "?"}") must name this folder's namespace, "${namespace}"`,
          });
      }
    }
    if (!isWeb) return;
    if (node.type === "JSXText") shown(String(node.value), node.start, "Text");
    if (node.type === "JSXExpressionContainer" && parent?.type !== "JSXAttribute") {
      const value = stringOf(node.expression);
      if (value !== null) shown(value, node.start, "Text");
    }
    if (node.type === "JSXAttribute") {
      const attribute = node.name as AstNode;
      const value = stringOf(node.value) ?? stringOf((node.value as AstNode | null)?.expression);
      if (
        value !== null &&
        attribute.type === "JSXIdentifier" &&
        SHOWN_ATTRIBUTES.has(String(attribute.name))
      )
        shown(value, node.start, `The ${attribute.name}`);
    }
    if (node.type === "Property") {
      const property = node.key as AstNode;
      const keyName = property.type === "Identifier" ? String(property.name) : stringOf(property);
      const value = stringOf(node.value);
      if (keyName && value !== null && SHOWN_ATTRIBUTES.has(keyName))
        shown(value, node.start, `The ${keyName}`);
    }
  });
  return { name, namespace, keys, findings };
}

/** Every key of the web app, the API and the contracts, by namespace, and the text left outside `t()`. */
export function readSources(root: string, waiting: readonly string[] = NOT_YET_TRANSLATED) {
  const keys: Keys = new Map();
  const findings: Finding[] = [];
  const files = [
    ...sourceFiles(join(root, WEB)),
    ...sourceFiles(join(root, API)),
    ...sourceFiles(join(root, CONTRACTS)),
  ];
  for (const file of files) {
    const source = readSource(root, file);
    if (!waiting.some((folder) => source.name.startsWith(`${folder}/`))) findings.push(...source.findings);
    for (const { key, line } of source.keys) {
      const namespace = keys.get(source.namespace) ?? new Map<string, string>();
      if (!namespace.has(key)) namespace.set(key, `${source.name}:${line}`);
      keys.set(source.namespace, namespace);
    }
  }
  return { keys, findings };
}

const catalogPath = (root: string, language: string, namespace: string) =>
  join(root, CATALOG_DIR, language, `${namespace}.json`);

function readCatalog(root: string, language: string, namespace: string): Record<string, string> {
  const path = catalogPath(root, language, namespace);
  return existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : {};
}

function catalogNamespaces(root: string, language: string): string[] {
  const dir = join(root, CATALOG_DIR, language);
  return existsSync(dir) ? readdirSync(dir).map((f) => f.replace(/\.json$/, "")) : [];
}

/** The argument names of an ICU message ("{count, plural, ...}" has `count`), or null when it does not parse. */
export function argumentsOf(message: string): Set<string> | null {
  try {
    const names = new Set<string>();
    const visit = (elements: ReturnType<typeof parseMessage>) => {
      for (const e of elements) {
        if (e.type === TYPE.literal || e.type === TYPE.pound) continue;
        names.add(e.value);
        if (e.type === TYPE.plural || e.type === TYPE.select)
          for (const option of Object.values(e.options)) visit(option.value);
        if (e.type === TYPE.tag) visit(e.children);
      }
    };
    visit(parseMessage(message, { ignoreTag: true }));
    return names;
  } catch {
    return null;
  }
}

/** What each language's catalogs lack or hold wrongly, against the keys the code uses. */
export function checkCatalogs(root: string, keys: Keys): Finding[] {
  const findings: Finding[] = [];
  for (const [namespace, used] of keys) {
    for (const [key, where] of used) {
      const [file, line] = where.split(":");
      if (!argumentsOf(key))
        findings.push({ file: file ?? "", line: Number(line), problem: `"${key}" is not a valid message` });
    }
    for (const language of LANGUAGES) {
      const catalog = readCatalog(root, language, namespace);
      for (const [key, where] of used) {
        const [file, line] = where.split(":");
        const at = { file: file ?? "", line: Number(line) };
        const translated = catalog[key];
        if (!translated) {
          findings.push({ ...at, problem: `"${key}" has no ${language} translation (${namespace})` });
          continue;
        }
        // French sets ? ! : ; and » apart with a no-break space, so the sign never starts a line.
        if (language === "fr" && / [?!:;»]|« /.test(translated))
          findings.push({
            ...at,
            problem: `the fr translation of "${key}" needs a no-break space before ? ! : ; »`,
          });
        const expected = argumentsOf(key);
        const found = argumentsOf(translated);
        if (!found)
          findings.push({ ...at, problem: `the ${language} translation of "${key}" is not a valid message` });
        else if (expected && [...expected].some((a) => !found.has(a)))
          findings.push({ ...at, problem: `the ${language} translation of "${key}" leaves out a {value}` });
      }
    }
  }
  for (const language of LANGUAGES) {
    for (const namespace of catalogNamespaces(root, language)) {
      const used = keys.get(namespace);
      const file = posix(relative(root, catalogPath(root, language, namespace)));
      for (const key of Object.keys(readCatalog(root, language, namespace)))
        if (!used?.has(key))
          findings.push({ file, line: 1, problem: `"${key}" is no longer used: run npm run i18n:extract` });
    }
  }
  return findings;
}

/**
 * Brings every language's catalogs in line with the code: a new key is added empty (to be
 * translated), a key no longer used is removed; the keys are kept in order. Returns the count of
 * entries still to translate.
 */
export function writeCatalogs(root: string, keys: Keys): number {
  let missing = 0;
  for (const language of LANGUAGES) {
    const namespaces = new Set([...keys.keys(), ...catalogNamespaces(root, language)]);
    for (const namespace of namespaces) {
      const path = catalogPath(root, language, namespace);
      const used = keys.get(namespace);
      if (!used || used.size === 0) {
        if (existsSync(path)) writeFileSync(path, "{}\n");
        continue;
      }
      const old = readCatalog(root, language, namespace);
      const next: Record<string, string> = {};
      for (const key of [...used.keys()].sort()) {
        next[key] = old[key] ?? "";
        if (!next[key]) missing += 1;
      }
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, `${JSON.stringify(next, null, 2)}\n`);
    }
  }
  return missing;
}
