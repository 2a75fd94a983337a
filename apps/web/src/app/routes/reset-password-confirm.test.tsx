import { cleanup, fireEvent, screen } from "@testing-library/react";
import { Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { inOrder, stubApi } from "../../test/api-stub";
import { jsonResponse } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import ResetPasswordConfirmPage from "./reset-password-confirm";

function LoginProbe() {
  const location = useLocation();
  return <p>Login page: {JSON.stringify(location.state)}</p>;
}

function type(label: RegExp | string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the reset link page", () => {
  function renderConfirm() {
    return renderWithProviders(
      <Routes>
        <Route path="/reset-password-confirm/:uid/:token" element={<ResetPasswordConfirmPage />} />
        <Route path="/login" element={<LoginProbe />} />
      </Routes>,
      { route: "/reset-password-confirm/7/tok-1" },
    );
  }

  it("explains a used or expired link in plain words", async () => {
    stubApi(() => jsonResponse(400, { detail: "This link is not valid.", code: "invalid_reset_link" }));
    renderConfirm();
    expect(await screen.findByText("This link no longer works")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ask for a new link" }).getAttribute("href")).toBe(
      "/reset-password",
    );
    expect(screen.queryByText(/invalid_reset_link/)).toBeNull();
  });

  it("sets the new password and goes to sign-in with a message", async () => {
    const calls = stubApi(
      inOrder(
        jsonResponse(200, { valid: true }),
        jsonResponse(200, { detail: "Your password has been changed." }),
      ),
    );
    renderConfirm();
    await screen.findByLabelText(/^new password/i);
    type(/^new password/i, "a-brand-new-password");
    type("Repeat the new password", "a-brand-new-password");
    fireEvent.click(screen.getByRole("button", { name: "Save the new password" }));
    expect(await screen.findByText(/Login page: .*Your password has been changed/)).toBeTruthy();
    expect(calls[1]).toEqual({
      url: "/api/auth/password-reset/7/tok-1/",
      method: "POST",
      body: { new_password: "a-brand-new-password" },
    });
  });
});
