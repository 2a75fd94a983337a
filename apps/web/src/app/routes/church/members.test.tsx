import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { page, stubApi } from "../../../test/api-stub";
import { jsonResponse, localAdmin } from "../../../test/fixtures";
import { renderWithProviders } from "../../../test/render";
import { signInForEachTest } from "../../../test/session";
import MembersPage from "./members";

afterEach(() => cleanup());

describe("the members page", () => {
  describe("for those who manage members", () => {
    signInForEachTest();
    it("links to the likely duplicates", async () => {
      stubApi(({ url }) =>
        url.startsWith("/api/churches/members/?") ? jsonResponse(200, page([])) : undefined,
      );
      renderWithProviders(<MembersPage />);
      const link = await screen.findByRole("link", { name: "Find members entered twice" });
      expect(link.getAttribute("href")).toBe("/church/members/duplicates");
    });
  });

  describe("for a read-only role", () => {
    signInForEachTest({ ...localAdmin, role: "VIEWER", is_church_admin: false });
    it("offers no link to merge members", async () => {
      stubApi(({ url }) =>
        url.startsWith("/api/churches/members/?") ? jsonResponse(200, page([])) : undefined,
      );
      renderWithProviders(<MembersPage />);
      expect(await screen.findByRole("heading", { name: "Members" })).toBeTruthy();
      expect(screen.queryByRole("link", { name: "Find members entered twice" })).toBeNull();
    });
  });
});
