import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import fr from "../../../../packages/contracts/src/i18n/catalogs/fr/common.json";
import pt from "../../../../packages/contracts/src/i18n/catalogs/pt/common.json";
import sw from "../../../../packages/contracts/src/i18n/catalogs/sw/common.json";
import yo from "../../../../packages/contracts/src/i18n/catalogs/yo/common.json";
import { FirstScreen } from "../app/first-screen/first-screen";
import { FIRST_SCREEN_ID } from "../app/first-screen/first-screen-end";
import { switchLanguage } from "../lib/i18n";
import { renderWithProviders } from "../test/render";
import {
  FIRST_SCREEN_TEXTS,
  FIRST_SCREEN_WORDS,
  LANGUAGE_KEY,
  openingLanguage,
  speakFirstScreen,
  translateFirstScreen,
} from "./first-screen-words";

afterEach(async () => {
  cleanup();
  localStorage.clear();
  await switchLanguage("en", false);
});

describe("the first loading screen's words", () => {
  it("are the catalogs' words, for each language", () => {
    const catalogs: Record<string, Record<string, string>> = { fr, pt, sw, yo };
    for (const [language, words] of Object.entries(FIRST_SCREEN_WORDS)) {
      for (const text of FIRST_SCREEN_TEXTS)
        expect(words[text], `${language}: ${text}`).toBe(catalogs[language]?.[text]);
    }
  });

  it("follow the language chosen on this device, where the app keeps it", async () => {
    expect(document.getElementById(FIRST_SCREEN_ID)).toBeNull();
    await switchLanguage("sw");
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe("sw");
    expect(openingLanguage()).toBe("sw");
  });

  it("put the screen rendered at build time in French: title, line, stage and names", () => {
    renderWithProviders(<FirstScreen />);
    translateFirstScreen(document.getElementById(FIRST_SCREEN_ID) as Element, "fr");
    expect(screen.getByRole("status", { name: "Chargement" })).toBeTruthy();
    expect(screen.getByTestId("loading-message").textContent).toBe(
      "Veuillez patienter pendant la préparation",
    );
    expect(screen.getByTestId("loading-stage").textContent).toBe("Collecte des ressources");
    expect(screen.getByRole("progressbar", { name: "Progression du chargement" })).toBeTruthy();
  });

  it("leave the screen in English for an English reader", () => {
    localStorage.setItem(LANGUAGE_KEY, "en");
    renderWithProviders(<FirstScreen />);
    speakFirstScreen();
    expect(screen.getByTestId("loading-message").textContent).toBe(
      "Please wait while we prepare your experience",
    );
  });

  it("put the screen in the remembered language once the page has been read", () => {
    localStorage.setItem(LANGUAGE_KEY, "yo");
    renderWithProviders(<FirstScreen />);
    speakFirstScreen();
    expect(screen.getByTestId("loading-stage").textContent).toBe("À ń kó àwọn ohun èlò jọ");
  });

  it("put the screen in the reader's language as the page's HTML arrives", async () => {
    localStorage.setItem(LANGUAGE_KEY, "pt");
    Object.defineProperty(document, "readyState", { value: "loading", configurable: true });
    try {
      speakFirstScreen();
      renderWithProviders(<FirstScreen />);
      await Promise.resolve();
      expect(screen.getByTestId("loading-message").textContent).toBe("Aguarde enquanto preparamos tudo");
    } finally {
      // @ts-expect-error: the property put on the document above goes, leaving jsdom's own.
      delete document.readyState;
      document.dispatchEvent(new Event("DOMContentLoaded"));
    }
  });
});
