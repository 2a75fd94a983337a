import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../lib/i18n";
import { stubApi } from "../../test/api-stub";
import { jsonResponse, localAdmin } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { RegisterForm } from "./components/register-form";
import { ResetRequestForm } from "./components/reset-request-form";

function type(label: RegExp | string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("RegisterForm", () => {
  function fill(confirm = "a-long-password") {
    type("First name", "Ama");
    type("Last name", "Owusu");
    type(/^username/i, "ama");
    type("E-mail", "ama@example.org");
    type(/^password/i, "a-long-password");
    type("Repeat the password", confirm);
  }

  it("catches a mistyped second password before calling the API", async () => {
    const calls = stubApi(() => undefined);
    renderWithProviders(<RegisterForm onRegistered={vi.fn()} />);
    fill("another-password");
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText("The two passwords do not match.")).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("puts the API's field errors under their fields", async () => {
    stubApi(() =>
      jsonResponse(400, {
        username: ["This username is already taken."],
        password: ["This password is too common."],
      }),
    );
    renderWithProviders(<RegisterForm onRegistered={vi.fn()} />);
    fill();
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText("This username is already taken.")).toBeTruthy();
    expect(screen.getByText("This password is too common.")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("sends the registration without the repeated password", async () => {
    const calls = stubApi(() =>
      jsonResponse(201, {
        ...localAdmin,
        id: 31,
        username: "ama",
        email: "ama@example.org",
        first_name: "Ama",
        last_name: "Owusu",
        role: "MEMBER",
        is_church_admin: false,
        church: null,
        region: null,
      }),
    );
    const onRegistered = vi.fn();
    renderWithProviders(<RegisterForm onRegistered={onRegistered} />);
    fill();
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    await vi.waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(calls[0]?.url).toBe("/api/auth/register/");
    expect(calls[0]?.body).toEqual({
      username: "ama",
      email: "ama@example.org",
      first_name: "Ama",
      last_name: "Owusu",
      password: "a-long-password",
    });
  });
});

describe("password reset", () => {
  beforeEach(() => localStorage.clear());

  it("says a link is on its way after asking", async () => {
    stubApi(() =>
      jsonResponse(200, { detail: "If an account uses this e-mail address, we have sent it a link." }),
    );
    renderWithProviders(<ResetRequestForm />);
    type("E-mail", "ama@example.org");
    fireEvent.click(screen.getByRole("button", { name: "Send the reset link" }));
    expect(await screen.findByText(/we have sent it a link/)).toBeTruthy();
  });
});

describe("RegisterForm in French", () => {
  afterEach(async () => {
    await i18n.changeLanguage("en");
  });

  it("labels the fields and says a mistyped password in French", async () => {
    await i18n.changeLanguage("fr");
    const calls = stubApi(() => undefined);
    renderWithProviders(<RegisterForm onRegistered={vi.fn()} />);
    await screen.findByLabelText("Prénom");
    type("Prénom", "Ama");
    type("Nom", "Owusu");
    type(/^nom d’utilisateur/i, "ama");
    type("E-mail", "ama@example.org");
    type(/^mot de passe/i, "a-long-password");
    type("Confirmer le mot de passe", "another-password");
    fireEvent.click(screen.getByRole("button", { name: "Créer le compte" }));
    expect(await screen.findByText("Les deux mots de passe ne sont pas identiques.")).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
