import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { CATALOG_DIR, checkCatalogs, LANGUAGES, readSources, writeCatalogs } from "./catalogs";

// The catalog check on a small tree of its own: it must fail on text left outside t(), on a key a
// language lacks, on a translation that drops a value, and pass once everything is translated.
let root = "";
afterEach(() => rmSync(root, { recursive: true, force: true }));

function tree(files: Record<string, string>) {
  root = mkdtempSync(join(tmpdir(), "catalogs-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

const translateAll = (entries: Record<string, string>) => {
  for (const language of LANGUAGES)
    writeFileSync(join(root, CATALOG_DIR, language, "members.json"), JSON.stringify(entries));
};

const problems = (waiting: string[] = []) => {
  const { keys, findings } = readSources(root, waiting);
  return [...findings, ...checkCatalogs(root, keys)].map((f) => `${f.file}:${f.line}: ${f.problem}`);
};

const PAGE = "apps/web/src/features/members/components/members-page.tsx";

describe("the catalog check", () => {
  it("fails on a planted text outside t(), in a tag, an attribute and an object's label", () => {
    tree({
      [PAGE]: `export const columns = [{ label: "Phone" }];
export function Page() { return <Stack title="Members list">Add a member<Button aria-label={"Close"} /></Stack>; }`,
    });
    expect(problems()).toEqual([
      `${PAGE}:1: The label "Phone" is not translated: write it as t("...")`,
      `${PAGE}:2: The title "Members list" is not translated: write it as t("...")`,
      `${PAGE}:2: Text "Add a member" is not translated: write it as t("...")`,
      `${PAGE}:2: The aria-label "Close" is not translated: write it as t("...")`,
    ]);
  });

  it("leaves a folder still waiting for its translation to later", () => {
    tree({ [PAGE]: `export const P = () => <p>Add a member</p>;` });
    expect(problems(["apps/web/src/features/members"])).toEqual([]);
    expect(problems(["apps/web/src/features/member"])).toHaveLength(1);
  });

  it("lets through code that is not text: numbers, symbols, class names, keys", () => {
    tree({
      [PAGE]: `export const P = () => <Box className="grid-wide" data-x="a" id="page">{"—"} 99+ · {count}</Box>;`,
    });
    expect(problems()).toEqual([]);
  });

  it("fails on a key a language lacks, then passes once each language has it", () => {
    tree({
      [PAGE]: `export function Page() { const { t } = useTranslation("members"); return <p>{t("{count, plural, one {# member} other {# members}}", { count })}</p>; }`,
    });
    const { keys } = readSources(root, []);
    expect(writeCatalogs(root, keys)).toBe(LANGUAGES.length);
    expect(problems()).toContain(
      `${PAGE}:1: "{count, plural, one {# member} other {# members}}" has no fr translation (members)`,
    );
    translateAll({
      "{count, plural, one {# member} other {# members}}":
        "{count, plural, one {# membre} other {# membres}}",
    });
    expect(problems()).toEqual([]);
  });

  it("fails on a translation that drops a value, a broken message and a stale entry", () => {
    tree({
      [PAGE]: `export const P = () => { const { t } = useTranslation("members"); return t("Hello {name}"); };`,
    });
    mkdirSync(join(root, CATALOG_DIR, "fr"), { recursive: true });
    for (const language of LANGUAGES) mkdirSync(join(root, CATALOG_DIR, language), { recursive: true });
    translateAll({ "Hello {name}": "Bonjour", Gone: "Parti" });
    writeFileSync(
      join(root, CATALOG_DIR, "sw", "members.json"),
      JSON.stringify({ "Hello {name}": "Habari {name" }),
    );
    const found = problems();
    expect(found).toContain(`${PAGE}:1: the fr translation of "Hello {name}" leaves out a {value}`);
    expect(found).toContain(`${PAGE}:1: the sw translation of "Hello {name}" is not a valid message`);
    expect(found).toContain(
      `${CATALOG_DIR}/fr/members.json:1: "Gone" is no longer used: run npm run i18n:extract`,
    );
  });

  it("fails on a page that asks another folder's namespace", () => {
    tree({ [PAGE]: `export const P = () => useTranslation("finance");` });
    expect(problems()).toEqual([
      `${PAGE}:1: useTranslation("finance") must name this folder's namespace, "members"`,
    ]);
  });

  it("reads the API's text into the namespace api, and leaves its tests and plain strings alone", () => {
    const MAIL = "apps/api/src/modules/accounts/password-reset.service.ts";
    tree({
      [MAIL]: `export const HEADER = msg("Amount");
export function mail(t) { return { subject: t("Reset your password"), text: t("Hello {name},", { name }), label: "internal" }; }`,
      "apps/api/src/modules/accounts/accounts.test.ts": `t("Only in a test")`,
    });
    const { keys, findings } = readSources(root, []);
    expect(findings).toEqual([]);
    expect([...(keys.get("api")?.keys() ?? [])].sort()).toEqual([
      "Amount",
      "Hello {name},",
      "Reset your password",
    ]);
    expect(problems()).toContain(`${MAIL}:2: "Reset your password" has no fr translation (api)`);
  });

  it("fails on an API error message left as a plain string or a template with values, and accepts it written as msg()", () => {
    const SERVICE = "apps/api/src/modules/programs/programs.service.ts";
    tree({
      [SERVICE]: `import { msg } from "@cm/contracts";
throw new AppError(404, "not_found", "This program was not found.");
throw notFound(\`This church was not found.\`);
throw fieldError("amount", ok ? msg("Enter an amount.") : "Enter a positive amount.");
throw new ValidationError({ church: ["Choose the church."], total: [msg("Enter the total.")] });
throw conflict(msg("Only a draft program can be published."));
throw new AppError(404, "not_found", msg("This program was not found."));
throw notFound(\`Program \${id} was not found.\`);
throw fieldError("file", problem);
throw notFound();
throw fieldError("to", msg("A window is at most {years} years.", { years }));
throw new ValidationError({ ids: [\`Not found: \${ids}.\`] });`,
      "apps/api/src/modules/programs/programs.test.ts": `throw notFound("Only in a test");`,
    });
    const { keys, findings } = readSources(root, []);
    expect(findings.map((f) => `${f.file}:${f.line}: ${f.problem}`)).toEqual([
      `${SERVICE}:2: The message "This program was not found." is not translated: write it as msg("...")`,
      `${SERVICE}:3: The message "This church was not found." is not translated: write it as msg("...")`,
      `${SERVICE}:4: The message "Enter a positive amount." is not translated: write it as msg("...")`,
      `${SERVICE}:5: The message "Choose the church." is not translated: write it as msg("...")`,
      `${SERVICE}:8: The message \`Program \${id} was not found.\` is not translated: write it as msg("... {value} ...", { value })`,
      `${SERVICE}:12: The message \`Not found: \${ids}.\` is not translated: write it as msg("... {value} ...", { value })`,
    ]);
    expect([...(keys.get("api")?.keys() ?? [])].sort()).toEqual([
      "A window is at most {years} years.",
      "Enter an amount.",
      "Enter the total.",
      "Only a draft program can be published.",
      "This program was not found.",
    ]);
  });
});
