import type { ChurchRole } from "@cm/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../lib/i18n";
import { notify } from "../../lib/notify";
import { page, stubApi } from "../../test/api-stub";
import { jsonResponse } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { signInForEachTest } from "../../test/session";
import type { Leadership } from "./api/leadership-api";
import { LeadershipView } from "./components/leadership-view";
import { termFormSchema } from "./components/term-form";

const elder: Leadership = {
  id: 8,
  church: 1,
  member: 21,
  member_name: "Ama Owusu",
  role: 2,
  role_name: "Elder",
  start_date: "2024-01-01",
  end_date: null,
  is_active: true,
  is_current: true,
  notes: "",
  created_at: "2024-01-01T00:00:00.000Z",
  updated_at: "2024-01-01T00:00:00.000Z",
};
const former: Leadership = {
  ...elder,
  id: 9,
  member: 22,
  member_name: "Kofi Boateng",
  role_name: "Choir Leader",
  end_date: "2025-06-30",
  is_current: false,
};

const elderRole: ChurchRole = {
  id: 2,
  church: null,
  name: "Elder",
  description: "",
  is_active: true,
  created_at: "2024-01-01T00:00:00.000Z",
  updated_at: "2024-01-01T00:00:00.000Z",
};

function mockApi(current: Leadership[]) {
  return stubApi(({ url, method }) => {
    if (url.startsWith("/api/churches/church-leadership/current/")) return jsonResponse(200, current);
    if (method === "PATCH" && url === "/api/churches/church-leadership/8/")
      return jsonResponse(200, { ...elder, end_date: "2026-03-01", is_current: false });
    if (url.startsWith("/api/churches/church-leadership/")) return jsonResponse(200, page([elder, former]));
    if (url.startsWith("/api/churches/roles/")) return jsonResponse(200, page([elderRole]));
  });
}

describe("LeadershipView", () => {
  signInForEachTest();

  it("shows the current team and the history", async () => {
    mockApi([elder]);
    renderWithProviders(<LeadershipView />);
    expect(await screen.findByLabelText("Ama Owusu, Elder")).toBeTruthy();
    const history = await screen.findByRole("table", { name: "Leadership history" });
    const row = (await within(history).findByText("Kofi Boateng")).closest("tr") as HTMLElement;
    expect(within(row).getByText("Choir Leader")).toBeTruthy();
    expect(within(row).getByText("Ended")).toBeTruthy();
  });

  it("searches the history by member or role and sorts it by name", async () => {
    const calls = mockApi([elder]);
    renderWithProviders(<LeadershipView />);
    const search = await screen.findByPlaceholderText("Search by member, role or notes");
    fireEvent.change(search, { target: { value: "kofi" } });
    fireEvent.keyDown(search, { key: "Enter" });
    const history = screen.getByRole("table", { name: "Leadership history" });
    fireEvent.click(within(history).getByRole("button", { name: /Member/ }));
    await vi.waitFor(() => {
      const last = calls.filter((c) => c.url.startsWith("/api/churches/church-leadership/?")).at(-1);
      const params = new URL(last?.url ?? "", "http://x").searchParams;
      expect(params.get("search")).toBe("kofi");
      expect(params.get("ordering")).toBe("member_name");
    });
  });

  it("says so when nobody is serving", async () => {
    mockApi([]);
    renderWithProviders(<LeadershipView />);
    expect(await screen.findByText(/No leaders are serving right now/)).toBeTruthy();
  });

  it("ends a term on the chosen date after asking", async () => {
    const calls = mockApi([elder]);
    const success = vi.spyOn(notify, "success");
    renderWithProviders(<LeadershipView />);
    const card = await screen.findByLabelText("Ama Owusu, Elder");
    fireEvent.click(within(card).getByRole("button", { name: "Actions for Ama Owusu as Elder" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "End term" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Last day of the term"), {
      target: { value: "2026-03-01" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "End term" }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith("The term of Ama Owusu as Elder has ended."));
    const sent = calls.find((c) => c.method === "PATCH");
    expect(sent?.body).toEqual({ end_date: "2026-03-01" });
  });

  it("refuses a term that ends before it starts", () => {
    const result = termFormSchema.safeParse({
      member: 1,
      role: 2,
      start_date: "2026-03-01",
      end_date: "2026-02-01",
      is_active: true,
      notes: "",
    });
    expect(result.error?.issues[0]?.path).toEqual(["end_date"]);
  });

  describe("in French", () => {
    afterEach(async () => {
      await i18n.changeLanguage("en");
    });

    it("shows the team, the history and the form's messages in French", async () => {
      await i18n.changeLanguage("fr");
      mockApi([elder]);
      renderWithProviders(<LeadershipView />);
      expect(await screen.findByRole("heading", { name: "Équipe actuelle" })).toBeTruthy();
      const history = await screen.findByRole("table", { name: "Historique des responsables" });
      const row = (await within(history).findByText("Kofi Boateng")).closest("tr") as HTMLElement;
      expect(within(row).getByText("Terminé")).toBeTruthy();
      const result = termFormSchema.safeParse({
        member: 0,
        role: 2,
        start_date: "2026-03-01",
        end_date: "",
        is_active: true,
        notes: "",
      });
      expect(result.error?.issues[0]?.message).toBe("Choisissez le membre.");
    });
  });
});
