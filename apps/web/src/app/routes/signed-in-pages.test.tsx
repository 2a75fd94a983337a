import { SIDEBAR } from "@cm/contracts";
import { describe, expect, it } from "vitest";
import { hasSignedInPage } from "./signed-in-pages";

describe("the sidebar follows the pages that exist", () => {
  it("knows the pages the app has, with their parameters", () => {
    expect(hasSignedInPage("/churches")).toBe(true);
    expect(hasSignedInPage("/church/members")).toBe(true);
    expect(hasSignedInPage("/church/members/12")).toBe(true);
    expect(hasSignedInPage("/profile/security")).toBe(true);
  });

  it("leaves out the areas not built yet, so no item leads to the not-found page", () => {
    const items = SIDEBAR.flatMap((s) => s.items.map((i) => i.path));
    const missing = items.filter((path) => !hasSignedInPage(path));
    expect(missing).not.toContain("/church/members");
    expect(missing.filter((path) => path.startsWith("/affiliates"))).toEqual([]);
    expect(missing).not.toContain("/admin/affiliates");
    expect(missing.filter((path) => path.startsWith("/programs"))).toEqual([]);
    expect(missing.filter((path) => path.startsWith("/assets"))).toEqual([]);
  });
});
