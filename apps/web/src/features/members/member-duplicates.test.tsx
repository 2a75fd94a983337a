import type { MemberDuplicatePair } from "@cm/contracts";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../lib/i18n";
import { notify } from "../../lib/notify";
import { page, stubApi } from "../../test/api-stub";
import { jsonResponse, makeMember } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { signInForEachTest } from "../../test/session";
import { MemberDuplicates } from "./components/member-duplicates";

const DUPLICATES = "/api/churches/members/duplicates/";
const MERGE = "/api/churches/members/merge/";

const kofi = makeMember(11, "Kofi", "Mensah", {
  phone: "+233 24 412 3456",
  email: "kofi.mensah@example.org",
  occupation: "",
  created_at: "2025-01-05T09:00:00Z",
});
const kofiAgain = makeMember(12, "Kofi", "Mensa", {
  phone: "024 412 3456",
  email: "kofi.mensah@example.org",
  occupation: "Teacher",
  created_at: "2026-02-01T09:00:00Z",
});
const pair: MemberDuplicatePair = { first: kofi, second: kofiAgain, reasons: ["phone", "similar_name"] };

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await i18n.changeLanguage("en");
});

describe("the likely duplicates page", () => {
  signInForEachTest();

  it("says so when there are none", async () => {
    stubApi(({ url }) => (url.startsWith(DUPLICATES) ? jsonResponse(200, page([])) : undefined));
    renderWithProviders(<MemberDuplicates />);
    expect(await screen.findByRole("heading", { name: "No likely duplicates" })).toBeTruthy();
  });

  it("shows a pair side by side with its reasons, and merges it field by field after a confirmation", async () => {
    const success = vi.spyOn(notify, "success");
    let merged = false;
    const calls = stubApi(({ method, url }) => {
      if (method === "POST" && url === MERGE) {
        merged = true;
        return jsonResponse(200, {
          member: { ...kofiAgain, occupation: "Teacher", phone: kofi.phone },
          moved: { attendance: 4 },
        });
      }
      if (url.startsWith(DUPLICATES)) return jsonResponse(200, page(merged ? [] : [pair]));
    });
    renderWithProviders(<MemberDuplicates />);
    const card = await screen.findByRole("region", { name: "Kofi Mensah and Kofi Mensa" });
    expect(within(card).getByText("Same phone")).toBeTruthy();
    expect(within(card).getByText("Similar names")).toBeTruthy();
    expect(within(card).getByText("+233 24 412 3456")).toBeTruthy();
    expect(within(card).getByText("024 412 3456")).toBeTruthy();

    fireEvent.click(within(card).getByRole("button", { name: "Merge" }));
    const dialog = await screen.findByRole("dialog", { name: "Merge two members" });
    // Keep the newer record: its phone differs, and the older one's is chosen instead.
    fireEvent.click(within(dialog).getByRole("radio", { name: /Kofi Mensa, added on/ }));
    const phone = within(dialog).getByRole("radiogroup", { name: "Phone" });
    fireEvent.click(within(phone).getByRole("radio", { name: "+233 24 412 3456" }));
    // The occupation only the kept record has stays its own by default.
    const occupation = within(dialog).getByRole("radiogroup", { name: "Occupation" });
    expect((within(occupation).getByRole("radio", { name: "Teacher" }) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Merge" }));

    const confirm = await screen.findByRole("dialog", { name: "Merge these members?" });
    expect(within(confirm).getByText(/Kofi Mensah, added on .* will be deleted/)).toBeTruthy();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    fireEvent.click(within(confirm).getByRole("button", { name: "Merge" }));

    await waitFor(() => expect(success).toHaveBeenCalledWith("The two records of Kofi Mensa are now one."));
    const sent = calls.find((c) => c.method === "POST");
    expect(sent?.body).toEqual({ keep: 12, remove: 11, fields: ["phone"] });
    expect(await screen.findByRole("heading", { name: "No likely duplicates" })).toBeTruthy();
  });

  it("shows the server's word when the other record is already gone", async () => {
    const failed = vi.spyOn(notify, "error");
    stubApi(({ method, url }) => {
      if (method === "POST" && url === MERGE)
        return jsonResponse(404, {
          detail: "This member was not found. It may have been merged or deleted already: reload the list.",
          code: "not_found",
        });
      if (url.startsWith(DUPLICATES)) return jsonResponse(200, page([pair]));
    });
    renderWithProviders(<MemberDuplicates />);
    fireEvent.click(await screen.findByRole("button", { name: "Merge" }));
    fireEvent.click(
      within(await screen.findByRole("dialog", { name: "Merge two members" })).getByRole("button", {
        name: "Merge",
      }),
    );
    fireEvent.click(
      within(await screen.findByRole("dialog", { name: "Merge these members?" })).getByRole("button", {
        name: "Merge",
      }),
    );
    await waitFor(() =>
      expect(failed).toHaveBeenCalledWith({
        title: "The members were not merged",
        message: "This member was not found. It may have been merged or deleted already: reload the list.",
      }),
    );
  });
});
