import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../lib/i18n";
import { notify } from "../../lib/notify";
import { sessionStore } from "../../lib/session";
import { stubApi } from "../../test/api-stub";
import { jsonResponse, localAdmin, tokenExpiringIn } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { DangerZone } from "./components/danger-zone";
import { PictureUpload } from "./components/picture-upload";
import { TwoFactorCard } from "./components/two-factor-card";

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  sessionStore.set({ access: tokenExpiringIn(900), refresh: "refresh-1", user: localAdmin });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the danger zone", () => {
  it("signs out exactly 1500 ms after deactivating (spec section 9), with a toast first", async () => {
    const calls = stubApi((call) =>
      call.url.endsWith("/deactivate_account/")
        ? jsonResponse(200, { detail: "Your account has been deactivated." })
        : new Response(null, { status: 204 }),
    );
    const success = vi.spyOn(notify, "success");
    renderWithProviders(<DangerZone />);
    fireEvent.click(screen.getByRole("button", { name: "Deactivate account" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Your password"), { target: { value: "my-password" } });

    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    fireEvent.click(within(dialog).getByRole("button", { name: "Deactivate account" }));
    for (let i = 0; i < 50 && success.mock.calls.length === 0; i++) await vi.advanceTimersByTimeAsync(0);

    expect(success).toHaveBeenCalledWith(
      expect.objectContaining({ title: "Your account has been deactivated." }),
    );
    expect(calls.find((c) => c.url.endsWith("/deactivate_account/"))?.body).toEqual({
      password: "my-password",
    });
    await vi.advanceTimersByTimeAsync(1499);
    expect(sessionStore.get()).not.toBeNull();
    expect(calls.some((c) => c.url.endsWith("/auth/logout/"))).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    for (let i = 0; i < 20 && sessionStore.get() !== null; i++) await vi.advanceTimersByTimeAsync(0);
    expect(sessionStore.get()).toBeNull();
    expect(calls.some((c) => c.url.endsWith("/auth/logout/"))).toBe(true);
  });

  it("shows a wrong password under the field and stays signed in", async () => {
    stubApi(() => jsonResponse(400, { password: ["Your password is not correct."] }));
    renderWithProviders(<DangerZone />);
    fireEvent.click(screen.getByRole("button", { name: "Delete account" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Your password"), { target: { value: "wrong" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete account" }));
    expect(await within(dialog).findByText("Your password is not correct.")).toBeTruthy();
    expect(sessionStore.get()).not.toBeNull();
  });

  it("forgets the password and the refusal when the dialog is closed and opened again", async () => {
    stubApi(() => jsonResponse(400, { password: ["Your password is not correct."] }));
    renderWithProviders(<DangerZone />);
    fireEvent.click(screen.getByRole("button", { name: "Deactivate account" }));
    let dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Your password"), { target: { value: "wrong" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Deactivate account" }));
    expect(await within(dialog).findByText("Your password is not correct.")).toBeTruthy();

    fireEvent.click(within(dialog).getByRole("button", { name: "Keep my account" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    fireEvent.click(screen.getByRole("button", { name: "Deactivate account" }));
    dialog = await screen.findByRole("dialog");
    expect((within(dialog).getByLabelText("Your password") as HTMLInputElement).value).toBe("");
    expect(within(dialog).queryByText("Your password is not correct.")).toBeNull();
  });
});

describe("two-factor set-up", () => {
  it("shows the QR code's secret, then turns on with a code", async () => {
    const calls = stubApi((call) =>
      call.body && typeof call.body === "object" && "otp" in call.body
        ? jsonResponse(200, { two_factor_enabled: true, detail: "Two-factor sign-in is now on." })
        : jsonResponse(200, {
            two_factor_enabled: false,
            secret: "JBSWY3DPEHPK3PXP",
            otpauth_url: "otpauth://totp/Church:local_admin?secret=JBSWY3DPEHPK3PXP",
            detail: "Scan the code.",
          }),
    );
    const success = vi.spyOn(notify, "success");
    renderWithProviders(<TwoFactorCard enabled={false} />);
    fireEvent.click(screen.getByRole("button", { name: "Set up two-factor sign-in" }));
    expect((await screen.findByTestId("two-factor-secret")).textContent).toBe("JBSWY3DPEHPK3PXP");

    fireEvent.change(screen.getByLabelText("Authentication code"), { target: { value: "123 456" } });
    fireEvent.click(screen.getByRole("button", { name: "Turn on two-factor" }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith("Two-factor sign-in is now on."));
    expect(calls[1]?.body).toEqual({ otp: "123456" });
  });

  it("puts a wrong code under the field", async () => {
    stubApi(() => jsonResponse(400, { otp: ["This code is not valid."] }));
    renderWithProviders(<TwoFactorCard enabled />);
    fireEvent.click(screen.getByRole("button", { name: /turn off/i }));
    fireEvent.change(screen.getByLabelText("Authentication code"), { target: { value: "000000" } });
    fireEvent.click(screen.getByRole("button", { name: "Turn off two-factor" }));
    expect(await screen.findByText("This code is not valid.")).toBeTruthy();
  });

  it("refuses a code that is not six digits under the field, without sending it", async () => {
    const calls = stubApi(() => undefined);
    renderWithProviders(<TwoFactorCard enabled />);
    fireEvent.click(screen.getByRole("button", { name: /turn off/i }));
    const input = screen.getByLabelText("Authentication code");
    fireEvent.change(input, { target: { value: "12 34" } });
    fireEvent.click(screen.getByRole("button", { name: "Turn off two-factor" }));
    const message = await screen.findByText("Enter the 6-digit code from your authenticator app.");
    expect(input.getAttribute("aria-describedby")?.split(" ")).toContain(message.id);
    expect(document.activeElement).toBe(input);
    expect(calls).toEqual([]);
  });

  it("names the failure as the specification does for other errors", async () => {
    stubApi(() =>
      jsonResponse(500, {
        detail: "Something went wrong on our side. Please try again.",
        code: "server_error",
      }),
    );
    const error = vi.spyOn(notify, "error");
    renderWithProviders(<TwoFactorCard enabled={false} />);
    fireEvent.click(screen.getByRole("button", { name: "Set up two-factor sign-in" }));
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        expect.objectContaining({ title: "Failed to toggle two-factor authentication" }),
      ),
    );
  });
});

describe("the profile picture", () => {
  it("previews a chosen picture before uploading it", async () => {
    const calls = stubApi(() => jsonResponse(200, { ...localAdmin, profile_picture: "/api/files/new.png" }));
    const success = vi.spyOn(notify, "success");
    const { container } = renderWithProviders(<PictureUpload user={localAdmin} />);
    const input = container.ownerDocument.querySelector("input[type=file]") as HTMLInputElement;
    const picture = new File([new Uint8Array([137, 80, 78, 71])], "me.png", { type: "image/png" });
    fireEvent.change(input, { target: { files: [picture] } });

    expect(await screen.findByText("This is a preview. Upload it to keep it.")).toBeTruthy();
    expect(calls).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: "Upload" }));
    await vi.waitFor(() => expect(success).toHaveBeenCalled());
    expect(calls[0]?.method).toBe("PATCH");
    expect(calls[0]?.url).toBe("/api/user-profile/update_profile/");
    expect(calls[0]?.body).toBeInstanceOf(FormData);
    expect((calls[0]?.body as FormData | undefined)?.get("profile_picture")).toBeInstanceOf(File);
    expect(sessionStore.get()?.user.profile_picture).toBe("/api/files/new.png");
  });

  it("refuses a file that is not a picture without sending it", async () => {
    const calls = stubApi(() => undefined);
    const { container } = renderWithProviders(<PictureUpload user={localAdmin} />);
    const input = container.ownerDocument.querySelector("input[type=file]") as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(["%PDF"], "cv.pdf", { type: "application/pdf" })] },
    });
    expect(await screen.findByText("Choose a JPEG, PNG or WebP picture.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Upload" })).toBeNull();
    expect(calls).toHaveLength(0);
  });
});

describe("the profile in Swahili", () => {
  afterEach(async () => {
    await i18n.changeLanguage("en");
  });

  it("offers two-factor sign-in and the danger zone in Swahili", async () => {
    await i18n.changeLanguage("sw");
    await i18n.loadNamespaces("profile");
    renderWithProviders(
      <>
        <TwoFactorCard enabled={false} />
        <DangerZone />
      </>,
    );
    expect(screen.getByRole("heading", { name: "Kuingia kwa hatua mbili" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Weka kuingia kwa hatua mbili" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Futa akaunti" })).toBeTruthy();
  });
});
