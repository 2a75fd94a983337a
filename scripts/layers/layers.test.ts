import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkLayers, importsOf } from "./layers";

// A small tree shaped like the repository; each test plants one wrong import in it, so the rule
// that `npm run lint` runs cannot silently stop failing.
const CLEAN: Record<string, string> = {
  "packages/contracts/src/index.ts": 'export * from "./members";',
  "packages/contracts/src/members.ts": "export const member = 1;",
  "apps/api/src/db/client.ts": "export const db = 1;",
  "apps/api/src/platform/errors.ts": 'import { db } from "../db/client";\nexport const e = db;',
  "apps/api/src/modules/members/index.ts": 'export { roll } from "./members.service";',
  "apps/api/src/modules/members/members.service.ts":
    'import type { e } from "../../platform/errors";\nexport const roll = 1;',
  "apps/api/src/modules/events/events.service.ts":
    'import {\n  roll,\n} from "../members";\nexport const x = roll;',
  "apps/api/src/modules/events/events.test.ts": 'import { roll } from "../members/members.service";',
  "apps/web/src/lib/api.ts": 'import { member } from "@cm/contracts";\nexport const api = member;',
  "apps/web/src/features/members/list.tsx": 'import { api } from "../../lib/api";\nexport const L = api;',
  "apps/web/src/features/events/list.tsx": 'import { api } from "../../lib/api";\nexport const E = api;',
};

let root = "";
function tree(files: Record<string, string>) {
  root = mkdtempSync(join(tmpdir(), "layers-"));
  for (const [path, text] of Object.entries({ ...CLEAN, ...files })) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return checkLayers(root, ["packages", "apps"]);
}
afterEach(() => rmSync(root, { recursive: true, force: true }));
const rulesOf = (files: Record<string, string>) => tree(files).map((v) => v.rule);

describe("the layer rule", () => {
  it("passes the clean tree, test files reaching in included", () => {
    expect(tree({})).toEqual([]);
  });

  it("fails an upward import: the platform importing a module, db importing the platform", () => {
    expect(
      rulesOf({ "apps/api/src/platform/list.ts": 'import { roll } from "../modules/members";' }),
    ).toEqual(["platform-imports-no-module"]);
    expect(rulesOf({ "apps/api/src/db/seed.ts": 'import type { e } from "../platform/errors";' })).toEqual([
      "db-imports-below-platform",
    ]);
  });

  it("fails contracts importing an app and the web importing the API", () => {
    expect(
      rulesOf({ "packages/contracts/src/bad.ts": 'export { db } from "../../../apps/api/src/db/client";' }),
    ).toEqual(["contracts-import-no-app"]);
    expect(
      rulesOf({ "apps/web/src/lib/bad.ts": 'import { db } from "../../../api/src/db/client";' }),
    ).toEqual(["web-imports-no-api"]);
  });

  it("fails a module reaching into another module's files instead of its index", () => {
    expect(
      rulesOf({
        "apps/api/src/modules/events/roll.ts": 'import { roll } from "../members/members.service";',
      }),
    ).toEqual(["module-through-index"]);
  });

  it("fails a feature importing another feature, and lib importing a feature", () => {
    expect(
      rulesOf({ "apps/web/src/features/events/page.tsx": 'import { L } from "../members/list";' }),
    ).toEqual(["feature-imports-no-feature"]);
    expect(rulesOf({ "apps/web/src/lib/nav.ts": 'import { L } from "../features/members/list";' })).toEqual([
      "web-shared-imports-no-feature",
    ]);
  });

  it("fails a cycle, type-only imports included", () => {
    const violations = tree({
      "apps/api/src/platform/a.ts": 'import type { B } from "./b";\nexport type A = B;',
      "apps/api/src/platform/b.ts": 'import { a } from "./c";\nexport type B = 1;',
      "apps/api/src/platform/c.ts": 'export { type A } from "./a";\nexport const a = 1;',
    });
    expect(violations.map((v) => v.rule)).toEqual(["no-cycle"]);
    expect(violations[0]?.to).toBe(
      "apps/api/src/platform/a.ts -> apps/api/src/platform/b.ts -> apps/api/src/platform/c.ts",
    );
  });
});

describe("reading imports", () => {
  it("finds every form of import and re-export, and nothing in strings or calls", () => {
    const source = [
      'import a from "./a";',
      'import b, { c } from "./b";',
      'import * as d from "./d";',
      'import type {\n  E,\n  F,\n} from "./e";',
      'import "./side-effect";',
      'export * from "./g";',
      'export { h as default } from "./h";',
      'const lazy = () => import("./lazy");',
      'const text = "import x from \\"./not-an-import\\"";',
      'Array.from("abc");',
    ].join("\n");
    expect(importsOf(source).sort()).toEqual(
      ["./a", "./b", "./d", "./e", "./g", "./h", "./lazy", "./side-effect"].sort(),
    );
  });
});
