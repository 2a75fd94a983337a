import { cleanup, fireEvent, screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sessionStore } from "../../lib/session";
import { stubApi } from "../../test/api-stub";
import { jsonResponse, localAdmin, tokenExpiringIn } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import ProfilePage from "./profile";

beforeEach(() => {
  localStorage.clear();
  sessionStore.set({ access: tokenExpiringIn(900), refresh: "refresh-1", user: localAdmin });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the profile page", () => {
  function renderProfile(route: string) {
    return renderWithProviders(
      <Routes>
        <Route path="/profile/:tab?" element={<ProfilePage />} />
      </Routes>,
      { route },
    );
  }

  it("says the profile could not be fetched, in the specification's words", async () => {
    stubApi(() =>
      jsonResponse(500, {
        detail: "Something went wrong on our side. Please try again.",
        code: "server_error",
      }),
    );
    renderProfile("/profile");
    expect(await screen.findByText("Failed to fetch profile")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });

  it("opens the tab named in the address and stores a changed password's new tokens", async () => {
    const calls = stubApi((call) =>
      call.url.endsWith("/change_password/")
        ? jsonResponse(200, { access: "new-access", refresh: "new-refresh" })
        : jsonResponse(200, localAdmin),
    );
    renderProfile("/profile/security");
    expect(await screen.findByRole("tab", { name: /security/i, selected: true })).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Current password"), { target: { value: "old-password" } });
    fireEvent.change(screen.getByLabelText(/^new password/i), { target: { value: "a-new-password" } });
    fireEvent.change(screen.getByLabelText("Repeat the new password"), {
      target: { value: "a-new-password" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Change password" }));
    await vi.waitFor(() => expect(localStorage.getItem("refresh_token")).toBe("new-refresh"));
    expect(localStorage.getItem("access_token")).toBe("new-access");
    expect(calls.find((c) => c.url.endsWith("/change_password/"))?.body).toEqual({
      old_password: "old-password",
      new_password: "a-new-password",
      confirm_password: "a-new-password",
    });
  });
});
