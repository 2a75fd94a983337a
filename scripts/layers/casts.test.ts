import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { castsOf } from "./casts";

// Resources are typed by their tables, so the API's modules need few type assertions; this keeps
// them few. A new one above the bound is either removed or the bound raised in review, knowingly;
// the bound only comes down.
const MAX_MODULE_CASTS = 20;

let root = "";
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = "";
});

function tree(files: Record<string, string>) {
  root = mkdtempSync(join(tmpdir(), "casts-"));
  const all: Record<string, string> = {
    "apps/api/tsconfig.json": JSON.stringify({
      compilerOptions: { strict: true, noEmit: true },
      include: ["src"],
    }),
    ...files,
  };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

// The compiler reads the API's whole project: seconds, longer on a busy machine.
describe("type assertions in the API's modules", () => {
  it("counts `as` expressions, not `as const`, renames, comments, strings or tests", () => {
    const at = tree({
      "apps/api/src/modules/a/a.service.ts": [
        'import { b as c } from "./b";',
        "export { c as d };",
        "// a comment: row as Row",
        'const text = "value as string";',
        "const kinds = ['x', 'y'] as const;",
        "const n = (c as unknown) as number;",
        "export const m = { n, text, kinds };",
      ].join("\n"),
      "apps/api/src/modules/a/b.ts": "export const b = 1;",
      "apps/api/src/modules/a/a.test.ts": "const t = 1 as number;",
    });
    const casts = castsOf(at);
    expect(casts.map((c) => c.text)).toEqual(["(c as unknown) as number", "c as unknown"]);
    expect(casts[0]).toMatchObject({ file: "apps/api/src/modules/a/a.service.ts", line: 6 });
  }, 60_000);

  it(`the repository's modules hold at most ${MAX_MODULE_CASTS}`, () => {
    const casts = castsOf(join(import.meta.dirname, "../.."));
    const listed = casts.map((c) => `${c.file}:${c.line} ${c.text}`).join("\n");
    expect(casts.length, listed).toBeLessThanOrEqual(MAX_MODULE_CASTS);
  }, 60_000);
});
