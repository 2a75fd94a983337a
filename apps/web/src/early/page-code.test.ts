import { afterEach, describe, expect, it } from "vitest";
import { addressPattern, pageCodeOf } from "../../build/page-code";
import { preloadPageCode } from "./page-code";

const manifest = {
  "src/app/routes/church/members.tsx": {
    file: "assets/members-a1.js",
    css: ["assets/members-a1.css"],
    imports: ["_member-step.js", "_app-shared.js"],
  },
  "_member-step.js": { file: "assets/member-step-b2.js", imports: ["_app-shared.js"] },
  "_app-shared.js": { file: "assets/app-shared-c3.js" },
  "src/app/routes/profile.tsx": { file: "assets/profile-d4.js", imports: ["_app-shared.js"] },
};
// The shell's HTML asks for the shared chunk already.
const shell = new Set(["assets/app-shared-c3.js"]);

describe("the code of the page an address shows, named in the HTML", () => {
  afterEach(() => {
    for (const link of document.head.querySelectorAll("link")) link.remove();
  });

  it("matches addresses as the routes do: literal parts, parameters, optional parameters", () => {
    const matches = (path: string, address: string) => new RegExp(addressPattern(path)).test(address);
    expect(matches("church/members/", "/church/members")).toBe(true);
    expect(matches("church/members/", "/church/members/")).toBe(true);
    expect(matches("church/members/", "/church/members/12")).toBe(false);
    expect(matches("church/members/:id/", "/church/members/12")).toBe(true);
    expect(matches("church/members/:id/", "/church/members/12/edit")).toBe(false);
    expect(matches("profile/:tab?/", "/profile")).toBe(true);
    expect(matches("profile/:tab?/", "/profile/security")).toBe(true);
    expect(matches("finance/income/", "/finance/income-x")).toBe(false);
  });

  it("lists each page's own files and their imports, without what the shell asks for", () => {
    const code = pageCodeOf([["church/members/", "src/app/routes/church/members.tsx"]], manifest, shell);
    expect(code).toEqual([
      [
        addressPattern("church/members/"),
        ["assets/members-a1.js", "assets/members-a1.css", "assets/member-step-b2.js"],
      ],
    ]);
  });

  it("asks the browser for the files of the page at the address, and for nothing else", () => {
    const code = pageCodeOf(
      [
        ["church/members/", "src/app/routes/church/members.tsx"],
        ["profile/:tab?/", "src/app/routes/profile.tsx"],
      ],
      manifest,
      shell,
    );
    preloadPageCode("/profile/security", code);
    const links = [...document.head.querySelectorAll("link")].map((l) => [l.rel, l.getAttribute("href")]);
    expect(links).toEqual([["modulepreload", "/assets/profile-d4.js"]]);
  });

  it("asks for a page's styles as styles", () => {
    preloadPageCode(
      "/church/members",
      pageCodeOf([["church/members/", "src/app/routes/church/members.tsx"]], manifest, shell),
    );
    const style = document.head.querySelector('link[href="/assets/members-a1.css"]');
    expect(style?.getAttribute("rel")).toBe("preload");
    expect(style?.getAttribute("as")).toBe("style");
  });
});
