import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { moduleImportsOf } from "./module-imports";

// Modules use each other only for a real domain need; what every area reads (names, the member
// roll) lives in the platform. A new import above the bound either goes or the bound is raised in
// review, knowingly; the bound only comes down.
// 16: giving charges online gifts through the payments (DESIGN section 5 names giving among them).
const MAX_MODULE_IMPORTS = 16;

let root = "";
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = "";
});

function tree(files: Record<string, string>) {
  root = mkdtempSync(join(tmpdir(), "module-imports-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe("imports between the API's modules", () => {
  it("counts each import of another module once, not the platform, the module's own files or tests", () => {
    const at = tree({
      "apps/api/src/platform/names.ts": "export const names = 1;",
      "apps/api/src/modules/index.ts": 'export { members } from "./members";',
      "apps/api/src/modules/members/index.ts": 'export { members } from "./members.service";',
      "apps/api/src/modules/members/members.service.ts": "export const members = 1;",
      "apps/api/src/modules/members/members.fixtures.test-support.ts": "export const makeMember = 1;",
      "apps/api/src/modules/events/events.service.ts": [
        'import { names } from "../../platform/names";',
        'import { rows } from "./events.rows";',
        "",
        "import {",
        "  members,",
        '} from "../members";',
        "export const x = names + rows + members;",
      ].join("\n"),
      "apps/api/src/modules/events/events.rows.ts": 'export { members as rows } from "../members/index";',
      "apps/api/src/modules/events/events.test.ts": 'import { members } from "../members";',
      "apps/api/src/modules/events/events.test-support.ts":
        'import { makeMember } from "../members/members.fixtures.test-support";',
    });
    expect(moduleImportsOf(at)).toEqual([
      {
        file: "apps/api/src/modules/events/events.rows.ts",
        line: 1,
        specifier: "../members/index",
        module: "members",
      },
      {
        file: "apps/api/src/modules/events/events.service.ts",
        line: 4,
        specifier: "../members",
        module: "members",
      },
    ]);
  });

  it(`the repository's modules hold at most ${MAX_MODULE_IMPORTS}`, () => {
    const imports = moduleImportsOf(join(import.meta.dirname, "../.."));
    const listed = imports.map((i) => `${i.file}:${i.line} ${i.specifier}`).join("\n");
    expect(imports.length, listed).toBeLessThanOrEqual(MAX_MODULE_IMPORTS);
  });
});
