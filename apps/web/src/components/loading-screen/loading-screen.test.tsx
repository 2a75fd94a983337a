import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../lib/i18n";
import { renderWithProviders } from "../../test/render";
import { LoadingScreen } from "./loading-screen";
import { loadingPreference } from "./loading-speed";

// The screen reads the time: a fixed one, so how long it has been up is exactly what a test says.
const NOW = new Date("2026-06-07T09:30:00Z").getTime();

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  cleanup();
  act(() => loadingPreference.set("normal"));
  localStorage.clear();
});

describe("LoadingScreen", () => {
  it("says Loading, the usual line and the first stage when it has just appeared", () => {
    renderWithProviders(<LoadingScreen startedAt={NOW} />);
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
    renderWithProviders(<LoadingScreen startedAt={NOW - 12_000} />);
    expect(screen.getByTestId("loading-message").textContent).toBe("This is taking longer than expected...");
    cleanup();
    renderWithProviders(<LoadingScreen startedAt={NOW - 23_000} />);
    expect(screen.getByTestId("loading-message").textContent).toBe(
      "Still working... (attempt 2 / this might take a while)",
    );
  });

  it("speaks the reader's language: Portuguese, with the attempt count", async () => {
    await i18n.changeLanguage("pt");
    try {
      renderWithProviders(<LoadingScreen startedAt={NOW - 23_000} />);
      expect(screen.getByRole("status", { name: "A carregar" })).toBeTruthy();
      expect(screen.getByTestId("loading-message").textContent).toBe(
        "Ainda a trabalhar... (tentativa 2 / pode demorar um pouco)",
      );
      expect(screen.getByRole("progressbar", { name: "Progresso do carregamento" })).toBeTruthy();
    } finally {
      await i18n.changeLanguage("en");
    }
  });

  it("fills at the rate of the stored option", () => {
    act(() => loadingPreference.set("fast"));
    expect(localStorage.getItem("loading_time")).toBe("fast");
    renderWithProviders(<LoadingScreen startedAt={NOW - 2_000} />);
    // fast: 20 %/s, so 40 % after two seconds.
    expect(screen.getByTestId("loading-percent").textContent).toBe("40%");
  });
});
