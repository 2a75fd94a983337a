import { act, cleanup, screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { peekIntendedPath, saveIntendedPath, sessionStore } from "../../lib/session";
import { localAdmin, tokenExpiringIn } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { GuestOnly } from "./guest-only";
import { RequireAuth } from "./require-auth";

function renderRoutes(route: string, state?: unknown) {
  return renderWithProviders(
    <Routes>
      <Route element={<GuestOnly />}>
        <Route path="/login" element={<p>Login page</p>} />
        <Route path="/register" element={<p>Register page</p>} />
        <Route path="/reset-password" element={<p>Reset page</p>} />
        <Route path="/reset-password-confirm/:uid/:token" element={<p>Reset confirm page</p>} />
      </Route>
      <Route element={<RequireAuth />}>
        <Route path="/profile/:tab?" element={<p>Profile page</p>} />
      </Route>
      <Route path="/dashboard" element={<p>Dashboard page</p>} />
      <Route path="/users" element={<p>Users page</p>} />
      <Route path="/churches/12" element={<p>Church 12 page</p>} />
    </Routes>,
    { route, state },
  );
}

const signIn = () => sessionStore.set({ access: tokenExpiringIn(900), refresh: "r", user: localAdmin });

describe("guest-only pages for someone already signed in", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    signIn();
  });
  afterEach(cleanup);

  it.each(["/register", "/reset-password", "/reset-password-confirm/7/abc-123"])(
    "%s sends them to /dashboard when nothing better is known",
    async (path) => {
      renderRoutes(path);
      expect(await screen.findByText("Dashboard page")).toBeTruthy();
    },
  );

  it("prefers the remembered intended path, and forgets it", async () => {
    saveIntendedPath("/users");
    renderRoutes("/register", { from: "/churches/12" });
    expect(await screen.findByText("Users page")).toBeTruthy();
    expect(peekIntendedPath()).toBeNull();
  });

  it("else goes back to the page they came from", async () => {
    renderRoutes("/reset-password", { from: "/churches/12" });
    expect(await screen.findByText("Church 12 page")).toBeTruthy();
  });
});

describe("signed-in pages", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    sessionStore.clear();
  });
  afterEach(cleanup);

  it("send a guest to /login and remember the page", async () => {
    renderRoutes("/profile/security");
    expect(await screen.findByText("Login page")).toBeTruthy();
    expect(peekIntendedPath()).toBe("/profile/security");
  });

  it("go to /login without remembering the page when the person signs out there", async () => {
    signIn();
    renderRoutes("/profile/danger");
    expect(screen.getByText("Profile page")).toBeTruthy();
    act(() => sessionStore.clear());
    expect(await screen.findByText("Login page")).toBeTruthy();
    expect(peekIntendedPath()).toBeNull();
  });
});
