import type { MemberField } from "@cm/contracts";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sessionStore } from "../../lib/session";
import { type ApiCall, page, stubApi } from "../../test/api-stub";
import { jsonResponse, localAdmin, makeMember, tokenExpiringIn } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { MemberDetail } from "./components/member-detail";
import { MemberFieldsTable } from "./components/member-fields-table";
import { MemberForm } from "./components/member-form";
import { MembersTable } from "./components/members-table";

const field = (id: number, label: string, extra: Partial<MemberField> = {}): MemberField => ({
  id,
  church: 1,
  label,
  type: "text",
  options: [],
  required: false,
  visibility: "admins",
  position: id,
  is_active: true,
  value_count: 0,
  created_at: "2026-01-05T10:00:00.000Z",
  ...extra,
});
const baptism = field(11, "Baptism date", { type: "date" });
const ministry = field(12, "Ministry interest", {
  type: "choice",
  options: ["Choir", "Ushering", "Youth"],
  required: true,
  value_count: 3,
});
const envelope = field(13, "Tithe envelope number", { type: "number" });
const FIELDS = [baptism, ministry, envelope];

function mockApi(routes: (call: ApiCall) => Response | undefined = () => undefined) {
  return stubApi((call) => {
    const answer = routes(call);
    if (answer) return answer;
    if (call.method === "GET" && call.url.startsWith("/api/churches/member-fields/"))
      return jsonResponse(200, page(FIELDS));
    if (call.url.startsWith("/api/churches/members/filter_choices/"))
      return jsonResponse(200, { categories: [], home_cell_fellowships: [], home_cell_pastors: [] });
  });
}

beforeEach(() => {
  localStorage.clear();
  sessionStore.set({ access: tokenExpiringIn(600), refresh: "r", user: localAdmin });
});
afterEach(() => {
  cleanup();
  sessionStore.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the member form", () => {
  it("shows the church's fields with the member's values, sends them, and puts the server's message under its field", async () => {
    const member = makeMember(5, "Ama", "Mensah", { custom_fields: { "12": "Choir", "13": 112 } });
    const calls = mockApi((call) =>
      call.method === "PATCH" && call.url === "/api/churches/members/5/"
        ? jsonResponse(400, { "custom_fields.13": ["Enter a number, such as 12 or 4.5."] })
        : undefined,
    );
    renderWithProviders(<MemberForm member={member} church={1} onDone={() => {}} onCancel={() => {}} />);
    const form = await screen.findByRole("form");
    const envelopeBox = (await within(form).findByLabelText("Tithe envelope number")) as HTMLInputElement;
    expect(envelopeBox.value).toBe("112");
    const ministryBox = within(form)
      .getAllByLabelText(/Ministry interest/)
      .find((el) => el.tagName === "INPUT") as HTMLInputElement;
    expect(ministryBox.value).toBe("Choir");
    // The standard baptism date and the church's own field of that name, both on the form.
    expect(within(form).getAllByLabelText("Baptism date")).toHaveLength(2);
    fireEvent.change(envelopeBox, { target: { value: "twelve" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save changes" }));
    expect(await within(form).findByText("Enter a number, such as 12 or 4.5.")).toBeTruthy();
    const sent = calls.find((c) => c.method === "PATCH")?.body as { custom_fields: unknown };
    expect(sent.custom_fields).toEqual({ "11": null, "12": "Choir", "13": "twelve" });
  });

  it("saves a member who has no value in an optional choice field, the field sent empty", async () => {
    const optional = { ...ministry, required: false };
    const member = makeMember(6, "Kojo", "Asante", { custom_fields: {} });
    const calls = mockApi((call) => {
      if (call.method === "GET" && call.url.startsWith("/api/churches/member-fields/"))
        return jsonResponse(200, page([baptism, optional, envelope]));
      if (call.method === "PATCH" && call.url === "/api/churches/members/6/")
        return jsonResponse(200, member);
    });
    const onDone = vi.fn();
    renderWithProviders(<MemberForm member={member} church={1} onDone={onDone} onCancel={() => {}} />);
    const form = await screen.findByRole("form");
    await within(form).findByLabelText("Tithe envelope number");
    fireEvent.click(within(form).getByRole("button", { name: "Save changes" }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    const sent = calls.find((c) => c.method === "PATCH")?.body as { custom_fields: unknown };
    expect(sent.custom_fields).toEqual({ "11": null, "12": null, "13": null });
  });
});

describe("the members list", () => {
  it("filters by a value of one of the church's choice fields", async () => {
    const calls = mockApi((call) =>
      call.url.startsWith("/api/churches/members/?")
        ? jsonResponse(200, page([makeMember(1, "Ama", "Mensah")]))
        : undefined,
    );
    renderWithProviders(<MembersTable church={1} canWrite heading="Members" />);
    await screen.findByText("Ama Mensah");
    const input = await vi.waitFor(() => {
      const found = screen.getAllByLabelText("Member field").find((el) => el.tagName === "INPUT");
      if (!found) throw new Error("No field filter yet.");
      return found;
    });
    fireEvent.click(input);
    const listbox = await vi.waitFor(() => {
      const found = document.getElementById(input.getAttribute("aria-controls") ?? "");
      if (!found) throw new Error("The list did not open.");
      return found;
    });
    fireEvent.click(within(listbox).getByRole("option", { name: "Ministry interest: Choir", hidden: true }));
    await vi.waitFor(() => {
      const last = calls.filter((c) => c.url.startsWith("/api/churches/members/?")).at(-1);
      expect(new URL(last?.url ?? "", "http://x").searchParams.get("field")).toBe("12:Choir");
    });
  });
});

describe("the member page", () => {
  it("shows the values of the church's fields", async () => {
    mockApi((call) =>
      call.url === "/api/churches/members/7/"
        ? jsonResponse(
            200,
            makeMember(7, "Kojo", "Asante", { custom_fields: { "12": "Youth", "11": "2015-08-30" } }),
          )
        : undefined,
    );
    renderWithProviders(<MemberDetail id={7} church={1} canWrite={false} />);
    expect(await screen.findByText("More about this member")).toBeTruthy();
    expect(screen.getByText("Youth")).toBeTruthy();
    expect(screen.getByText("Ministry interest")).toBeTruthy();
  });
});

describe("the fields page", () => {
  it("asks before removing a field members have values of, saying how many", async () => {
    const calls = mockApi((call) =>
      call.method === "DELETE" ? new Response(null, { status: 204 }) : undefined,
    );
    renderWithProviders(<MemberFieldsTable church={1} canWrite heading="Member fields" />);
    fireEvent.click(await screen.findByRole("button", { name: "Actions for Ministry interest" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Remove" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/3 members have a value for “Ministry interest”/)).toBeTruthy();
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove" }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === "DELETE")?.url).toBe("/api/churches/member-fields/12/"),
    );
  });

  it("moves a field up by sending the church's whole new order", async () => {
    const calls = mockApi((call) =>
      call.method === "POST" && call.url === "/api/churches/member-fields/reorder/"
        ? jsonResponse(200, [ministry, baptism, envelope])
        : undefined,
    );
    renderWithProviders(<MemberFieldsTable church={1} canWrite heading="Member fields" />);
    fireEvent.click(await screen.findByRole("button", { name: "Actions for Ministry interest" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Move up" }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.url.endsWith("/reorder/"))?.body).toEqual({ church: 1, ids: [12, 11, 13] }),
    );
  });
});
