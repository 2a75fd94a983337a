import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { page, stubApi } from "../../test/api-stub";
import { jsonResponse } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { signInForEachTest } from "../../test/session";
import { StatementsPanel } from "./components/statements-panel";

afterEach(() => {
  vi.useRealTimers();
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the office's giving statements", () => {
  signInForEachTest();

  it("downloads a household's statement of the year, the household found by name", async () => {
    const calls = stubApi(({ url }) => {
      if (url.startsWith("/api/giving/donations/givers/"))
        return jsonResponse(200, {
          results: url.includes("search=Mens")
            ? [{ id: 5, name: "Mensah household", detail: "12 Palm Street" }]
            : [],
        });
      if (url.startsWith("/api/giving/statements/statement/"))
        return new Response("%PDF-1.7", { status: 200, headers: { "Content-Type": "application/pdf" } });
      if (url.startsWith("/api/giving/statements/")) return jsonResponse(200, page([]));
    });
    vi.stubGlobal(
      "URL",
      Object.assign(URL, { createObjectURL: () => "blob:statement", revokeObjectURL: () => {} }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    // The page offers last year's statements first: the test's clock says which year that is.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2026, 10, 27, 12));
    renderWithProviders(<StatementsPanel canSend={false} heading={null} />);

    const download = await screen.findByRole("button", { name: "Download statement" });
    expect(download.hasAttribute("disabled")).toBe(true);
    fireEvent.click(screen.getByRole("radio", { name: "Household" }));
    // The household's search field (the choice of a household above it is a radio of the same name).
    const household = screen
      .getAllByLabelText(/^Household/)
      .find((e) => e.tagName === "INPUT" && e.getAttribute("type") !== "radio") as HTMLElement;
    // Typed by the user: the field has the focus (a change without it is taken for autofill).
    household.focus();
    fireEvent.change(household, { target: { value: "Mens" } });
    fireEvent.click(await screen.findByRole("option", { name: "Mensah household", hidden: true }));
    expect(download.hasAttribute("disabled")).toBe(false);
    fireEvent.click(download);

    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    const asked = calls.find((c) => c.url.startsWith("/api/giving/statements/statement/"));
    expect(asked?.url).toBe("/api/giving/statements/statement/?household=5&year=2025");
  });
});
