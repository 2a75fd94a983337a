import { cleanup, fireEvent, screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { saveIntendedPath, sessionStore } from "../../lib/session";
import { inOrder, stubApi } from "../../test/api-stub";
import { jsonResponse, localAdmin, tokenExpiringIn } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { GuestOnly } from "../guards/guest-only";
import LoginPage from "./login";

function renderLogin(route = "/login") {
  return renderWithProviders(
    <Routes>
      <Route element={<GuestOnly />}>
        <Route path="/login" element={<LoginPage />} />
      </Route>
      <Route path="/churches" element={<p>Churches page</p>} />
      <Route path="/dashboard" element={<p>Dashboard page</p>} />
      <Route path="/churches/12" element={<p>Church 12 page</p>} />
      <Route path="/subscriptions/payment-status" element={<p>Payment status page</p>} />
    </Routes>,
    { route },
  );
}

function fillAndSubmit(username: string, password: string) {
  fireEvent.change(screen.getByLabelText(/username/i), { target: { value: username } });
  fireEvent.change(screen.getByLabelText(/^password/i), { target: { value: password } });
  fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
}

describe("Login page", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    sessionStore.clear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("signs in, stores the session and goes to /churches", async () => {
    stubApi(() =>
      jsonResponse(200, { access: tokenExpiringIn(900), refresh: "refresh-1", user: localAdmin }),
    );
    renderLogin();
    fillAndSubmit("local_admin", "secret-password");
    expect(await screen.findByText("Churches page")).toBeTruthy();
    expect(sessionStore.get()?.user.username).toBe("local_admin");
    expect(localStorage.getItem("refresh_token")).toBe("refresh-1");
  });

  it("goes to the remembered intended path after sign-in", async () => {
    stubApi(() =>
      jsonResponse(200, { access: tokenExpiringIn(900), refresh: "refresh-1", user: localAdmin }),
    );
    saveIntendedPath("/churches/12");
    renderLogin();
    fillAndSubmit("local_admin", "secret-password");
    expect(await screen.findByText("Church 12 page")).toBeTruthy();
  });

  it("lets return_to win over the remembered intended path", async () => {
    stubApi(() =>
      jsonResponse(200, { access: tokenExpiringIn(900), refresh: "refresh-1", user: localAdmin }),
    );
    saveIntendedPath("/churches/12");
    renderLogin("/login?return_to=%2Fsubscriptions%2Fpayment-status");
    fillAndSubmit("local_admin", "secret-password");
    expect(await screen.findByText("Payment status page")).toBeTruthy();
    expect(sessionStorage.getItem("intended_path")).toBeNull();
  });

  it("shows the message and username handed over by registration", () => {
    renderWithProviders(
      <Routes>
        <Route path="/login" element={<LoginPage />} />
      </Routes>,
      {
        route: "/login",
        state: { notice: { message: "Your account has been created.", username: "grace" } },
      },
    );
    expect(screen.getByText("Your account has been created.")).toBeTruthy();
    expect((screen.getByLabelText(/username/i) as HTMLInputElement).value).toBe("grace");
  });

  it("shows the API's field errors under the fields", async () => {
    stubApi(() => jsonResponse(400, { username: ["Use at most 150 characters."] }));
    renderLogin();
    fillAndSubmit("x".repeat(151), "secret-password");
    expect(await screen.findByText("Use at most 150 characters.")).toBeTruthy();
  });

  it("asks for both fields before calling the API", () => {
    const calls = stubApi(() => undefined);
    renderLogin();
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(screen.getByText("Enter your username.")).toBeTruthy();
    expect(screen.getByText("Enter your password.")).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("explains wrong credentials and rate limiting in plain words", async () => {
    stubApi(
      inOrder(
        jsonResponse(401, { detail: "Invalid credentials.", code: "invalid_credentials" }),
        jsonResponse(429, { detail: "Too many attempts.", code: "rate_limited" }, { "Retry-After": "120" }),
      ),
    );
    renderLogin();
    fillAndSubmit("local_admin", "wrong-password");
    expect(
      await screen.findByText("The username or password is not correct. Please try again."),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(
      await screen.findByText("Too many sign-in attempts. Please wait 2 minutes and try again."),
    ).toBeTruthy();
    expect(screen.queryByText(/invalid_credentials|rate_limited/)).toBeNull();
  });

  it("asks for the two-factor code when the account has one", async () => {
    const calls = stubApi(
      inOrder(
        jsonResponse(401, {
          detail: "Enter the 6-digit code from your authenticator app.",
          code: "otp_required",
        }),
        jsonResponse(200, { access: tokenExpiringIn(900), refresh: "r", user: localAdmin }),
      ),
    );
    renderLogin();
    fillAndSubmit("local_admin", "secret-password");
    const code = await screen.findByLabelText(/authentication code/i);
    expect(screen.getByText("Enter the 6-digit code from your authenticator app.")).toBeTruthy();
    fireEvent.change(code, { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Churches page")).toBeTruthy();
    expect(calls[1]?.body).toEqual({
      username: "local_admin",
      password: "secret-password",
      otp: "123456",
    });
  });

  it("sends a signed-in visitor on to /dashboard", async () => {
    sessionStore.set({ access: tokenExpiringIn(900), refresh: "refresh-1", user: localAdmin });
    renderLogin();
    expect(await screen.findByText("Dashboard page")).toBeTruthy();
  });
});
