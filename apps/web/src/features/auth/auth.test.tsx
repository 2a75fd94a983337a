import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client";
import { i18n } from "../../lib/i18n";
import { renderWithProviders } from "../../test/render";
import { describeSignInError, LoginForm } from "./components/login-form";

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage("en");
});

const tooMany = (retryAfter: number | null) =>
  new ApiError({ status: 429, code: "rate_limited", detail: "Too many attempts.", retryAfter });

describe("the sign-in form in French", () => {
  it("labels its fields and asks for what is missing in French", async () => {
    await i18n.changeLanguage("fr");
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    fireEvent.click(await screen.findByRole("button", { name: "Se connecter" }));
    expect(screen.getByText("Saisissez votre nom d’utilisateur.")).toBeTruthy();
    expect(screen.getByText("Saisissez votre mot de passe.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Mot de passe oublié\u00a0?" })).toBeTruthy();
  });

  it("says how long to wait after too many attempts, in whole sentences", async () => {
    expect(describeSignInError(tooMany(1)).message).toBe(
      "Too many sign-in attempts. Please wait 1 second and try again.",
    );
    expect(describeSignInError(tooMany(90)).message).toBe(
      "Too many sign-in attempts. Please wait 2 minutes and try again.",
    );
    await i18n.changeLanguage("fr");
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    await screen.findByRole("button", { name: "Se connecter" });
    expect(describeSignInError(tooMany(1)).message).toBe(
      "Trop de tentatives de connexion. Patientez 1 seconde, puis réessayez.",
    );
    expect(describeSignInError(tooMany(null)).message).toBe(
      "Trop de tentatives de connexion. Patientez quelques minutes, puis réessayez.",
    );
  });
});
