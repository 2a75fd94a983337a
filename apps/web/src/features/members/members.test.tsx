import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../lib/i18n";
import { notify } from "../../lib/notify";
import { sessionStore } from "../../lib/session";
import { type ApiCall, page, stubApi } from "../../test/api-stub";
import { jsonResponse, localAdmin, makeMember, tokenExpiringIn } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { bulkActionRequest, memberFilterQuery } from "./api/members-api";
import { ImportMembersDialog } from "./components/import-dialog";
import { MemberDetail } from "./components/member-detail";
import { MembersTable } from "./components/members-table";

const ama = makeMember(1, "Ama", "Mensah");
const kojo = makeMember(2, "Kojo", "Asante", { gender: "MALE" });
const esi = makeMember(3, "Esi", "Owusu");

function mockApi(routes: (call: ApiCall) => Response | undefined = () => undefined) {
  return stubApi((call) => {
    const answer = routes(call);
    if (answer) return answer;
    const { url, method } = call;
    if (url.startsWith("/api/churches/members/filter_choices/"))
      return jsonResponse(200, {
        categories: ["Men", "Women"],
        home_cell_fellowships: ["Dansoman Cell", "Osu Cell"],
        home_cell_pastors: ["Pastor Kofi"],
      });
    if (method === "POST" && url.includes("/bulk_delete/")) return jsonResponse(200, { deleted: 2 });
    if (method === "POST" && url.includes("/bulk_")) return jsonResponse(200, { updated: 2 });
    if (url.startsWith("/api/churches/members/?") || url === "/api/churches/members/")
      return jsonResponse(200, page([ama, kojo, esi]));
  });
}

/** Opens a Mantine select (its options live in a portal named by the input) and picks one. */
async function choose(input: HTMLElement, option: string) {
  fireEvent.click(input);
  const listbox = await vi.waitFor(() => {
    const found = document.getElementById(input.getAttribute("aria-controls") ?? "");
    if (!found) throw new Error("The list did not open.");
    return found;
  });
  fireEvent.click(within(listbox).getByRole("option", { name: option, hidden: true }));
}

/** A filter's input (its hidden listbox carries the same name). */
function filterInput(name: string): HTMLElement {
  const input = screen.getAllByLabelText(name).find((el) => el.tagName === "INPUT");
  if (!input) throw new Error(`No filter named ${name}.`);
  return input;
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

describe("member list queries", () => {
  it("map every filter to its query parameter and leave paging out of the export", () => {
    const query = memberFilterQuery({
      page: 3,
      page_size: 50,
      search: "ama",
      ordering: "-last_name",
      filters: {
        category: "Women",
        home_cell_fellowship: "Osu Cell",
        home_cell_pastor: null,
        is_active: "false",
        gender: "FEMALE",
        age_band: "20-35",
      },
    });
    expect(query).toEqual({
      search: "ama",
      ordering: "-last_name",
      category: "Women",
      home_cell_fellowship: "Osu Cell",
      is_active: "false",
      gender: "FEMALE",
      age_band: "20-35",
    });
  });

  it("send a bulk action to its named path with the ids and value", () => {
    expect(
      bulkActionRequest({ action: "bulk_change_pastor", ids: [4, 9], home_cell_pastor: "Pastor Esi" }),
    ).toEqual({
      path: "/churches/members/bulk_change_pastor/",
      body: { ids: [4, 9], home_cell_pastor: "Pastor Esi" },
    });
  });
});

// The whole table with its six filters renders slowly on a busy machine.
describe("MembersTable", () => {
  it("asks the server again with the chosen filters", async () => {
    const calls = mockApi();
    renderWithProviders(<MembersTable church={1} canWrite heading="Members" />);
    await screen.findByText("Ama Mensah");
    await choose(filterInput("Status"), "Inactive");
    await choose(filterInput("Age"), "20 to 35 years");
    await vi.waitFor(() => {
      const last = calls.filter((c) => c.url.startsWith("/api/churches/members/?")).at(-1);
      const params = new URL(last?.url ?? "", "http://x").searchParams;
      expect(params.get("is_active")).toBe("false");
      expect(params.get("age_band")).toBe("20-35");
      expect(params.get("page")).toBe("1");
    });
  });

  it("changes the home cell of the selected members only", async () => {
    const calls = mockApi();
    const success = vi.spyOn(notify, "success");
    renderWithProviders(<MembersTable church={1} canWrite heading="Members" />);
    await screen.findByText("Ama Mensah");
    const table = screen.getByRole("table", { name: "Members" });
    const rowOf = (name: string) => within(table).getByText(name).closest("tr") as HTMLElement;
    fireEvent.click(within(rowOf("Ama Mensah")).getByRole("checkbox", { name: "Select row" }));
    fireEvent.click(within(rowOf("Esi Owusu")).getByRole("checkbox", { name: "Select row" }));
    expect(screen.getByText("2 selected")).toBeTruthy();

    fireEvent.click(await screen.findByRole("button", { name: "With selected" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Change home cell" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Home cell"), {
      target: { value: "Osu Cell" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Change home cell" }));

    await vi.waitFor(() => expect(success).toHaveBeenCalledWith("Home cell changed for 2 members."));
    const sent = calls.find((c) => c.url === "/api/churches/members/bulk_change_home_cell/");
    expect(sent?.method).toBe("POST");
    expect(sent?.body).toEqual({ ids: [1, 3], home_cell_fellowship: "Osu Cell" });
    // The selection is cleared afterwards.
    await vi.waitFor(() => expect(screen.queryByText("2 selected")).toBeNull());
  });

  it("shows the server's refusal of a new pastor under the field, and keeps the dialog open", async () => {
    const calls = mockApi((call) =>
      call.url === "/api/churches/members/bulk_change_pastor/"
        ? jsonResponse(400, { home_cell_pastor: ["Use at most 100 characters."] })
        : undefined,
    );
    const failure = vi.spyOn(notify, "error");
    renderWithProviders(<MembersTable church={1} canWrite heading="Members" />);
    await screen.findByText("Ama Mensah");
    fireEvent.click(screen.getByRole("checkbox", { name: "Select all rows on this page" }));
    fireEvent.click(await screen.findByRole("button", { name: "With selected" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Change pastor" }));
    const dialog = await screen.findByRole("dialog");
    const input = within(dialog).getByLabelText("Home-cell pastor");
    fireEvent.change(input, { target: { value: "  Pastor Esi  " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Change pastor" }));

    const message = await within(dialog).findByText("Use at most 100 characters.");
    expect(calls.find((c) => c.url === "/api/churches/members/bulk_change_pastor/")?.body).toEqual({
      ids: [1, 2, 3],
      home_cell_pastor: "Pastor Esi",
    });
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")?.split(" ")).toContain(message.id);
    expect(within(dialog).queryByRole("alert")).toBeNull();
    expect(failure).toHaveBeenCalledWith(expect.objectContaining({ title: "Nothing was changed" }));
    expect(screen.getByText("3 selected")).toBeTruthy();
  });

  it("asks before deleting the selected members", async () => {
    const calls = mockApi();
    renderWithProviders(<MembersTable church={1} canWrite heading="Members" />);
    await screen.findByText("Kojo Asante");
    fireEvent.click(screen.getByRole("checkbox", { name: "Select all rows on this page" }));
    fireEvent.click(await screen.findByRole("button", { name: "With selected" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Delete" }));
    expect(await screen.findByText(/cannot be undone/)).toBeTruthy();
    expect(calls.some((c) => c.url.includes("bulk_delete"))).toBe(false);

    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
    await vi.waitFor(() => {
      const sent = calls.find((c) => c.url === "/api/churches/members/bulk_delete/");
      expect(sent?.body).toEqual({ ids: [1, 2, 3] });
    });
  });

  it("offers no selection or changes to a read-only role", async () => {
    mockApi();
    renderWithProviders(<MembersTable church={1} canWrite={false} heading="Members" />);
    await screen.findByText("Ama Mensah");
    expect(screen.queryByRole("checkbox", { name: "Select row" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Add member" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Import" })).toBeNull();
  });

  it("puts the server's messages under the form's fields", async () => {
    mockApi((call) =>
      call.method === "POST" && call.url === "/api/churches/members/"
        ? jsonResponse(400, { phone: ["This phone number is already used by another member."] })
        : undefined,
    );
    renderWithProviders(<MembersTable church={1} canWrite heading="Members" />);
    fireEvent.click(await screen.findByRole("button", { name: "Add member" }));
    const form = await screen.findByRole("form", { name: "New member" });
    fireEvent.change(within(form).getByLabelText(/first name/i), { target: { value: "Yaw" } });
    fireEvent.change(within(form).getByLabelText(/last name/i), { target: { value: "Boateng" } });
    fireEvent.change(within(form).getByLabelText("Phone"), { target: { value: "024 000 001" } });
    fireEvent.click(within(form).getByRole("button", { name: "Add member" }));
    expect(
      await within(form).findByText("This phone number is already used by another member."),
    ).toBeTruthy();
  });
});

/** An XMLHttpRequest that reports half the upload, then the whole, then answers. */
function fakeUpload(status: number, body: unknown) {
  const sent: { url: string; form: FormData | null; headers: Record<string, string> } = {
    url: "",
    form: null,
    headers: {},
  };
  class FakeRequest {
    status = 0;
    responseText = "";
    upload: { onprogress?: (e: unknown) => void; onload?: () => void } = {};
    onload?: () => void;
    onerror?: () => void;
    open(_method: string, url: string) {
      sent.url = url;
    }
    setRequestHeader(name: string, value: string) {
      sent.headers[name] = value;
    }
    getResponseHeader() {
      return null;
    }
    send(form: FormData) {
      sent.form = form;
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        this.upload.onload?.();
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      }, 10);
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeRequest);
  return sent;
}

function chooseFile(name: string) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(["first_name,last_name"], name)] } });
}

describe("ImportMembersDialog", () => {
  it("shows each problem of the file by row and column", async () => {
    mockApi();
    const sent = fakeUpload(400, {
      detail: "No members were imported: 2 rows need fixing.",
      code: "invalid_rows",
      imported: 0,
      errors: [
        { row: 3, field: "email", column: "E-mail", message: "Enter a valid e-mail address." },
        {
          row: 7,
          field: "phone",
          column: "Phone",
          message: "This phone number is already used in the church.",
        },
      ],
    });
    renderWithProviders(<ImportMembersDialog opened church={1} onClose={() => {}} />);
    chooseFile("members.csv");
    fireEvent.click(await screen.findByRole("button", { name: "Import" }));

    const report = await screen.findByRole("table", { name: "Problems found in the file" });
    expect(screen.getByText("No members were imported")).toBeTruthy();
    const rows = within(report).getAllByRole("row").slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      "3E-mailEnter a valid e-mail address.",
      "7PhoneThis phone number is already used in the church.",
    ]);
    expect(sent.url).toBe("/api/churches/members/import/");
    expect(sent.form?.get("church")).toBe("1");
    expect((sent.form?.get("file") as File | undefined)?.name).toBe("members.csv");
    expect(sent.headers.Authorization).toMatch(/^Bearer /);
  });

  it("says how many members were imported", async () => {
    mockApi();
    fakeUpload(201, { imported: 50, errors: [] });
    const success = vi.spyOn(notify, "success");
    renderWithProviders(<ImportMembersDialog opened church={1} onClose={() => {}} />);
    chooseFile("members.xlsx");
    fireEvent.click(await screen.findByRole("button", { name: "Import" }));
    expect(await screen.findByText("50 members imported.")).toBeTruthy();
    expect(success).toHaveBeenCalledWith("50 members imported.");
  });

  it("shows a refused file in plain words and lets the user choose another", async () => {
    mockApi();
    fakeUpload(413, { detail: "The file is larger than 10 MB.", code: "file_too_large" });
    renderWithProviders(<ImportMembersDialog opened church={1} onClose={() => {}} />);
    chooseFile("huge.xlsx");
    fireEvent.click(await screen.findByRole("button", { name: "Import" }));
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", "The file is larger than 10 MB.");
    expect(screen.queryByText("file_too_large")).toBeNull();
    expect(screen.getByRole("button", { name: "Import" })).toBeTruthy();
  });
});

describe("MemberDetail", () => {
  it("shows the member, the events attended, and a history that is not there yet in plain words", async () => {
    mockApi((call) => {
      if (call.url === "/api/churches/members/1/") return jsonResponse(200, ama);
      if (call.url.startsWith("/api/churches/events/member-history/?"))
        return jsonResponse(
          200,
          page([
            {
              event: 9,
              title: "Sunday Service",
              event_type: "SERVICE",
              starts_at: "2026-03-01T09:00:00.000Z",
              location: "Main hall",
            },
          ]),
        );
      if (call.url.startsWith("/api/churches/sunday-school-attendance/member-history/"))
        return jsonResponse(404, { detail: "Not found.", code: "not_found" });
      return undefined;
    });
    renderWithProviders(<MemberDetail id={1} church={1} canWrite />);
    expect(await screen.findByRole("heading", { name: "Ama Mensah" })).toBeTruthy();
    expect(screen.getByText("Dansoman Cell")).toBeTruthy();
    const events = await screen.findByRole("table", { name: "Events attended" });
    expect(within(events).getByText("Sunday Service")).toBeTruthy();
    fireEvent.click(screen.getByRole("tab", { name: "Sunday school" }));
    expect(await screen.findByText("The Sunday school history is not available yet.")).toBeTruthy();
  });

  it("asks before deleting the member", async () => {
    const calls = mockApi((call) => {
      if (call.url === "/api/churches/members/1/" && call.method === "GET") return jsonResponse(200, ama);
      if (call.url === "/api/churches/members/1/" && call.method === "DELETE")
        return jsonResponse(204, undefined);
      if (call.url.includes("member-history")) return jsonResponse(200, page([]));
      return undefined;
    });
    renderWithProviders(<MemberDetail id={1} church={1} canWrite />, { route: "/church/members/1" });
    fireEvent.click(await screen.findByRole("button", { name: "Delete" }));
    expect(await screen.findByText(/cannot be undone/)).toBeTruthy();
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
    await vi.waitFor(() => expect(calls.some((c) => c.method === "DELETE")).toBe(true));
  });
});

describe("a member's page in French", () => {
  afterEach(async () => {
    await i18n.changeLanguage("en");
  });

  it("names the fields as a church secretary does", async () => {
    await i18n.changeLanguage("fr");
    await i18n.loadNamespaces("members");
    mockApi((call) => {
      if (call.url === "/api/churches/members/1/")
        return jsonResponse(200, { ...ama, marital_status: "MARRIED" });
      if (call.url.includes("member-history")) return jsonResponse(200, page([]));
      return undefined;
    });
    renderWithProviders(<MemberDetail id={1} church={1} canWrite />);
    expect(await screen.findByRole("heading", { name: "Ama Mensah" })).toBeTruthy();
    expect(screen.getByText("Vie dans l’Église")).toBeTruthy();
    expect(screen.getByText("Cellule")).toBeTruthy();
    expect(screen.getByText("Pasteur de cellule")).toBeTruthy();
    expect(screen.getByText("Situation matrimoniale")).toBeTruthy();
    expect(screen.getByText("Marié(e)")).toBeTruthy();
    expect(screen.getByText("Femme")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Supprimer" })).toBeTruthy();
    expect(await screen.findByText("Aucun événement suivi pour l’instant.")).toBeTruthy();
  });
});
