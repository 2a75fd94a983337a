import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render";
import { LoadingScreen } from "./loading-screen";
import { loadingPreference } from "./loading-speed";

afterEach(() => {
  cleanup();
  act(() => loadingPreference.set("normal"));
  localStorage.clear();
});

describe("LoadingScreen", () => {
  it("says Loading, the usual line and the first stage when it has just appeared", () => {
    renderWithProviders(<LoadingScreen startedAt={Date.now()} />);
    const status = screen.getByRole("status", { name: "Loading" });
    expect(status.textContent).toContain("Loading");
    expect(screen.getByTestId("loading-message").textContent).toBe(
      "Please wait while we prepare your experience",
    );
    expect(screen.getByTestId("loading-stage").textContent).toBe("Gathering resources");
    expect(screen.getByRole("progressbar", { name: "Loading progress" })).toBeTruthy();
  });

  it("says it takes longer after the first wrap, and counts attempts from the second", () => {
    // normal: 7.5 s to 90 %, then 10 % at 3 %/s, so one pass lasts about 10.8 s.
    renderWithProviders(<LoadingScreen startedAt={Date.now() - 12_000} />);
    expect(screen.getByTestId("loading-message").textContent).toBe("This is taking longer than expected...");
    cleanup();
    renderWithProviders(<LoadingScreen startedAt={Date.now() - 23_000} />);
    expect(screen.getByTestId("loading-message").textContent).toBe(
      "Still working... (attempt 2 / this might take a while)",
    );
  });

  it("fills at the rate of the stored option", () => {
    act(() => loadingPreference.set("fast"));
    expect(localStorage.getItem("loading_time")).toBe("fast");
    renderWithProviders(<LoadingScreen startedAt={Date.now() - 2_000} />);
    // fast: 20 %/s, so 40 % after two seconds.
    expect(screen.getByTestId("loading-percent").textContent).toBe("40%");
  });
});
