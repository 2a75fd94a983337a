import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sessionStore } from "../../lib/session";
import { type ApiCall, page, stubApi } from "../../test/api-stub";
import { jsonResponse, localAdmin, makeMember, tokenExpiringIn } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { MemberDetail } from "./components/member-detail";

const ama = makeMember(1, "Ama", "Mensah", { phone: "+233 20 123 4567" });
const erased = makeMember(1, "Erased", "member", { erased_at: "2026-11-28T10:00:00.000Z", is_active: false });

beforeEach(() => {
  localStorage.clear();
  sessionStore.set({ access: tokenExpiringIn(900), refresh: "refresh-1", user: localAdmin });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function mockApi(erase: (call: ApiCall) => Response) {
  let current = ama;
  const calls = stubApi((call) => {
    if (call.url === "/api/churches/members/1/erase/" && call.method === "POST") {
      const answer = erase(call);
      if (answer.ok) current = erased;
      return answer;
    }
    if (call.url === "/api/churches/members/1/") return jsonResponse(200, current);
    if (call.url.includes("member-history") || call.url.includes("/households/"))
      return jsonResponse(200, page([]));
    if (call.url.includes("/relationships/")) return jsonResponse(200, []);
    return undefined;
  });
  return calls;
}

async function openDialog() {
  fireEvent.click(await screen.findByRole("button", { name: "Erase this member's personal data" }));
  return screen.findByRole("dialog", { name: "Erase the personal data of Ama Mensah?" });
}

describe("erasing a member's personal data", () => {
  it("names what goes and what stays, and erases only once the member's name is typed", async () => {
    const calls = mockApi(() => jsonResponse(200, erased));
    renderWithProviders(<MemberDetail id={1} church={1} canWrite canErase />);
    const dialog = await openDialog();
    expect(within(dialog).getByText(/cannot be undone/)).toBeTruthy();
    expect(within(dialog).getByText("Attendance, as anonymous counts")).toBeTruthy();
    expect(within(dialog).getByText("Finance records and totals, unchanged")).toBeTruthy();

    const confirm = within(dialog).getByRole("button", { name: "Erase personal data" });
    expect(confirm).toHaveProperty("disabled", true);
    const typed = within(dialog).getByLabelText("Type the member's name to confirm");
    fireEvent.change(typed, { target: { value: "Ama" } });
    expect(confirm).toHaveProperty("disabled", true);
    fireEvent.click(confirm);
    expect(calls.some((c) => c.url.endsWith("/erase/"))).toBe(false);

    fireEvent.change(typed, { target: { value: "  ama mensah " } });
    expect(confirm).toHaveProperty("disabled", false);
    fireEvent.click(confirm);
    await vi.waitFor(() => expect(calls.some((c) => c.url.endsWith("/erase/"))).toBe(true));
    expect(await screen.findByText("Personal data erased")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Erase this member's personal data" })).toBeNull();
    // Nor is the erased record offered for editing.
    expect(screen.queryByRole("button", { name: "Edit" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Mark active" })).toBeNull();
  });

  it("shows the server's reason in the dialog when an asset is still assigned", async () => {
    const reason =
      "This member still has church assets assigned to them. Record the return of each asset first, then erase the member's personal data.";
    mockApi(() => jsonResponse(409, { detail: reason, code: "open_obligation" }));
    renderWithProviders(<MemberDetail id={1} church={1} canWrite canErase />);
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText("Type the member's name to confirm"), {
      target: { value: "Ama Mensah" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Erase personal data" }));
    expect((await within(dialog).findByRole("alert")).textContent).toContain(reason);
    expect(screen.queryByText("Personal data erased")).toBeNull();
  });

  it("is not offered to someone who may only edit members", async () => {
    mockApi(() => jsonResponse(200, erased));
    renderWithProviders(<MemberDetail id={1} church={1} canWrite />);
    expect(await screen.findByRole("heading", { name: "Ama Mensah" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Erase this member's personal data" })).toBeNull();
  });
});
