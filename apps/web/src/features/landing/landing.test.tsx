import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "../../test/api-stub";
import { jsonResponse } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { Hero } from "./components/hero";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the home page's figures", () => {
  it("are the installation's own, the members rounded down", async () => {
    stubApi(() => jsonResponse(200, { churches: 4, regions: 2, members_at_least: 100 }));
    renderWithProviders(<Hero />);
    expect(await screen.findByText("4")).toBeTruthy();
    expect(screen.getByText("Churches")).toBeTruthy();
    expect(screen.getByText("2")).toBeTruthy();
    expect(screen.getByText(`${new Intl.NumberFormat().format(100)}+`)).toBeTruthy();
    expect(screen.queryByText("12,480")).toBeNull();
  });

  it("are left out on an installation with no church yet", async () => {
    stubApi(() => jsonResponse(200, { churches: 0, regions: 0, members_at_least: 0 }));
    renderWithProviders(<Hero />);
    expect(await screen.findByText(/appear here as soon as the first church is registered/)).toBeTruthy();
    expect(screen.queryByText("Churches")).toBeNull();
  });
});
