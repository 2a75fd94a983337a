import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { notify } from "../../lib/notify";
import { sessionStore } from "../../lib/session";
import { headersOf, stubApi } from "../../test/api-stub";
import { jsonResponse, localAdmin, tokenExpiringIn } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { MyDataCard } from "./components/my-data-card";

/** Catches the file the browser would save: its name and its bytes. */
function catchSave() {
  const saved: { name: string; blob: Blob | null } = { name: "", blob: null };
  vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
    saved.blob = blob as Blob;
    return "blob:file";
  });
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.name = this.download;
  });
  return saved;
}

beforeEach(() => {
  localStorage.clear();
  sessionStore.set({ access: tokenExpiringIn(900), refresh: "refresh-1", user: localAdmin });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("downloading my data", () => {
  it("explains what the file holds, shows the download's progress and saves the ZIP", async () => {
    const saved = catchSave();
    const success = vi.spyOn(notify, "success");
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const calls = stubApi(async () => {
      await held;
      return new Response(new Uint8Array([80, 75, 3, 4, 1, 2, 3]), {
        headers: {
          "Content-Type": "application/zip",
          "Content-Disposition": 'attachment; filename="my-data-2026-11-28.zip"',
        },
      });
    });
    renderWithProviders(<MyDataCard />);
    expect(screen.getByRole("heading", { name: "Your data" })).toBeTruthy();
    expect(screen.getByText(/a PDF summary in your language/)).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Download my data" }));
    expect(await screen.findByRole("progressbar", { name: "Preparing your data" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Preparing your data…");
    release();

    await vi.waitFor(() => expect(saved.name).toBe("my-data-2026-11-28.zip"));
    expect((await saved.blob?.arrayBuffer())?.byteLength).toBe(7);
    expect(calls[0]).toMatchObject({ method: "POST", url: "/api/user-profile/export_my_data/" });
    expect(headersOf(calls[0]).get("Authorization")).toMatch(/^Bearer /);
    await vi.waitFor(() => expect(screen.queryByRole("progressbar")).toBeNull());
    expect(success).toHaveBeenCalled();
  });

  it("says why in plain words when the download is refused", async () => {
    const failed = vi.spyOn(notify, "error");
    stubApi(() =>
      jsonResponse(
        429,
        {
          detail: "You have downloaded your data several times already. Please try again later.",
          code: "too_many_requests",
        },
        { "Retry-After": "1200" },
      ),
    );
    renderWithProviders(<MyDataCard />);
    fireEvent.click(screen.getByRole("button", { name: "Download my data" }));
    await vi.waitFor(() =>
      expect(failed).toHaveBeenCalledWith(
        expect.objectContaining({
          title: "Your data could not be downloaded",
          message: "You have downloaded your data several times already. Please try again later.",
        }),
      ),
    );
    expect(screen.getByRole("button", { name: "Download my data" })).toBeTruthy();
  });
});
