import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { sessionStore } from "../../lib/session";
import { stubApi } from "../../test/api-stub";
import { localAdmin, tokenExpiringIn } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { ImportMembersDialog } from "./components/import-dialog";

/** An XMLHttpRequest that answers the upload at once with the given status and body. */
function answerUpload(status: number, body: unknown) {
  class FakeRequest {
    status = 0;
    responseText = "";
    upload: { onprogress?: (e: unknown) => void; onload?: () => void } = {};
    onload?: () => void;
    onerror?: () => void;
    open() {}
    setRequestHeader() {}
    getResponseHeader() {
      return null;
    }
    send() {
      setTimeout(() => {
        this.upload.onload?.();
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeRequest);
}

beforeEach(() => {
  sessionStore.set({ access: tokenExpiringIn(600), refresh: "r", user: localAdmin });
  stubApi(() => undefined);
});
afterEach(() => {
  cleanup();
  sessionStore.clear();
  vi.unstubAllGlobals();
});

it("says how many problems the list leaves out when the server listed only the first", async () => {
  const errors = Array.from({ length: 200 }, (_, i) => ({
    row: i + 2,
    field: "last_name",
    column: "Nom",
    message: "This field is required.",
  }));
  answerUpload(400, {
    detail: "No members were imported: 500 rows need fixing.",
    code: "invalid_rows",
    imported: 0,
    errors,
    error_count: 500,
  });
  renderWithProviders(<ImportMembersDialog opened church={1} onClose={() => {}} />);
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(["first_name,last_name"], "members.csv")] } });
  fireEvent.click(await screen.findByRole("button", { name: "Import" }));

  const table = await screen.findByRole("table", { name: "Problems found in the file" });
  expect(within(table).getAllByRole("row")).toHaveLength(201);
  // The column as the file heads it, in the reader's words.
  expect(within(table).getAllByRole("cell", { name: "Nom" })).toHaveLength(200);
  expect(screen.getByText(/500 problems were found\./)).toBeTruthy();
  expect(
    screen.getByText(
      "300 more problems are not listed here. Correct the ones above, then import the file again to see the rest.",
    ),
  ).toBeTruthy();
});
