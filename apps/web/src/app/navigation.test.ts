import { describe, expect, it } from "vitest";
import { afterSignInPath, noticeFrom, pageTitleFromPath, signedInVisitorPath } from "./navigation";

describe("where sign-in leads (spec section 2)", () => {
  it("prefers return_to, then the intended path, then the page they came from, then /churches", () => {
    const state = { from: "/users?page=2" };
    expect(afterSignInPath({ returnTo: "/subscriptions/payment-status", intended: "/profile", state })).toBe(
      "/subscriptions/payment-status",
    );
    expect(afterSignInPath({ intended: "/profile/security", state })).toBe("/profile/security");
    expect(afterSignInPath({ state })).toBe("/users?page=2");
    expect(afterSignInPath({})).toBe("/churches");
  });

  it("ignores addresses outside the app", () => {
    expect(afterSignInPath({ returnTo: "https://evil.example", intended: "//evil.example" })).toBe(
      "/churches",
    );
  });
});

describe("where a signed-in visitor of a guest-only page goes (spec section 2)", () => {
  it("prefers the intended path, then the page they came from, then /dashboard", () => {
    expect(signedInVisitorPath({ intended: "/users", state: { from: "/churches" } })).toBe("/users");
    expect(signedInVisitorPath({ state: { from: "/churches/12" } })).toBe("/churches/12");
    expect(signedInVisitorPath({ returnTo: "/subscriptions/payment-success" })).toBe(
      "/subscriptions/payment-success",
    );
    expect(signedInVisitorPath({})).toBe("/dashboard");
  });
});

describe("noticeFrom", () => {
  it("reads a message handed to the sign-in page, and nothing else", () => {
    expect(noticeFrom({ notice: { message: "Done.", username: "grace" } })).toEqual({
      message: "Done.",
      username: "grace",
    });
    expect(noticeFrom({ notice: { message: 3 } })).toBeNull();
    expect(noticeFrom(null)).toBeNull();
  });
});

describe("pageTitleFromPath (the signed-in top bar's title)", () => {
  it("title-cases the first path segment", () => {
    expect(pageTitleFromPath("/admin/announcements")).toBe("Admin");
    expect(pageTitleFromPath("/church/members")).toBe("Church");
    expect(pageTitleFromPath("/audit-logs")).toBe("Audit Logs");
    expect(pageTitleFromPath("/churches/12")).toBe("Churches");
    expect(pageTitleFromPath("/")).toBe("");
  });
});
