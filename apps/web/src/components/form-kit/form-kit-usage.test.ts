import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

// Every form of the app is written with the form kit (components/form-kit): its fields bound by
// name, one submit handler that puts the server's messages on their fields and the rest in one
// alert, the focus on the first error and the leave warning. A file that draws a <form> or makes
// a react-hook-form form without the kit is found here.
const SRC = join(__dirname, "..", "..");

// Forms that keep their own state on purpose, each with the reason.
const OWN_WAY: Record<string, string> = {
  // The sign-in page is the first page: it does not load react-hook-form and the kit for two boxes.
  "features/auth/components/login-form.tsx": "first page",
  // Paying: a plan and a method chosen on cards (no typed field) and a discount code applied by
  // its own button; the browser leaves for the gateway from inside the submit, which the kit's
  // leave warning would hold up.
  "features/subscriptions/components/checkout-form.tsx": "payment choices, leaves for the gateway",
  "features/subscriptions/components/renew-view.tsx": "payment choices, leaves for the gateway",
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "test" || entry.name === "form-kit" ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const isForm = (text: string) => /<form[\s>]/.test(text) || /\buseForm\s*[<(]/.test(text);
const usesKit = (text: string) => /from "[./]*\/?(components\/)?form-kit"/.test(text);

describe("the form kit", () => {
  const files = sources(SRC).map((path) => ({ name: relative(SRC, path), text: readFileSync(path, "utf8") }));

  it("is what every form is written with", () => {
    const offKit = files.filter((f) => isForm(f.text) && !usesKit(f.text)).map((f) => f.name);
    expect(offKit.filter((name) => !(name in OWN_WAY))).toEqual([]);
  });

  it("lets only forms that exist keep their own state", () => {
    const offKit = new Set(files.filter((f) => isForm(f.text) && !usesKit(f.text)).map((f) => f.name));
    expect(Object.keys(OWN_WAY).filter((name) => !offKit.has(name))).toEqual([]);
  });
});
