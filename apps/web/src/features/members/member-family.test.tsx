import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { page, stubApi } from "../../test/api-stub";
import { jsonResponse } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { signInForEachTest } from "../../test/session";
import { MemberFamily } from "./components/member-family";

afterEach(cleanup);

const household = {
  id: 7,
  church: 1,
  name: "Kwame Mensah's household",
  address: "",
  phone: "",
  head: 31,
  head_name: "Kwame Mensah",
  member_count: 3,
  created_at: "2026-01-05T09:00:00Z",
};

describe("a member's family", () => {
  signInForEachTest();

  it("shows the household and the relatives, and removes one after asking", async () => {
    let relatives = [
      { relative: 31, relative_name: "Kwame Mensah", kind: "parent" },
      { relative: 33, relative_name: "Kofi Mensah", kind: "sibling" },
    ];
    const calls = stubApi(({ method, url }) => {
      if (url.startsWith("/api/churches/households/?")) return jsonResponse(200, page([household]));
      if (method === "POST" && url === "/api/churches/members/32/remove_relationship/") {
        relatives = relatives.filter((r) => r.relative !== 33);
        return jsonResponse(200, relatives);
      }
      if (url === "/api/churches/members/32/relationships/") return jsonResponse(200, relatives);
    });
    renderWithProviders(<MemberFamily member={32} name="Esi Mensah" canWrite />);
    expect(await screen.findByRole("link", { name: "Kwame Mensah's household" })).toBeTruthy();
    expect(await screen.findByText(/Brother or sister/)).toBeTruthy();
    expect(calls[0]?.url).toContain("member=32");
    fireEvent.click(screen.getByRole("button", { name: "Remove Kofi Mensah as a relative" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove this relationship?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(screen.queryByText("Kofi Mensah")).toBeNull());
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ relative: 33 });
  });

  it("says so when the member is in no household and has no relatives", async () => {
    stubApi(({ url }) => {
      if (url.startsWith("/api/churches/households/?")) return jsonResponse(200, page([]));
      if (url.endsWith("/relationships/")) return jsonResponse(200, []);
    });
    renderWithProviders(<MemberFamily member={32} name="Esi Mensah" canWrite={false} />);
    expect(await screen.findByText("Not in a household")).toBeTruthy();
    expect(await screen.findByText("No relatives recorded.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add a relative" })).toBeNull();
  });
});
