import type { Household, HouseholdMember } from "@cm/contracts";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "../../lib/i18n";
import { page, stubApi } from "../../test/api-stub";
import { jsonResponse, makeMember } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { signInForEachTest } from "../../test/session";
import { HouseholdDetail } from "./components/household-detail";
import { HouseholdsTable } from "./components/households-table";

const household: Household = {
  id: 7,
  church: 1,
  name: "Kwame Mensah's household",
  address: "12 Ring Road, Accra",
  phone: "+233 24 412 3456",
  head: 31,
  head_name: "Kwame Mensah",
  member_count: 2,
  created_at: "2026-01-05T09:00:00Z",
};
const kwame: HouseholdMember = {
  member: 31,
  name: "Kwame Mensah",
  role: "head",
  phone: "+233 24 412 3456",
  date_of_birth: "1980-03-02",
  is_active: true,
  attended_last_90_days: 9,
  sunday_school_classes: [],
};
const esi: HouseholdMember = {
  ...kwame,
  member: 32,
  name: "Esi Mensah",
  role: "child",
  attended_last_90_days: 1,
  sunday_school_classes: ["Juniors"],
};

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage("en");
});

describe("the households list", () => {
  signInForEachTest();

  it("shows each household with its head and size, and adds one", async () => {
    const calls = stubApi(({ method, url }) => {
      if (method === "POST" && url === "/api/churches/households/")
        return jsonResponse(201, { ...household, id: 8, name: "Ama Owusu's household", member_count: 0 });
      if (url.startsWith("/api/churches/households/")) return jsonResponse(200, page([household]));
    });
    renderWithProviders(<HouseholdsTable canWrite heading={<h1>Households</h1>} />);
    const table = await screen.findByRole("table", { name: "Households" });
    expect(await within(table).findByText("Kwame Mensah's household")).toBeTruthy();
    expect(within(table).getByText("2 people")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add a household" }));
    const form = await screen.findByRole("form", { name: "Add a household" });
    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: "Ama Owusu's household" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({ name: "Ama Owusu's household" });
  });

  it("asks for a name before sending anything", async () => {
    const calls = stubApi(() => jsonResponse(200, page([])));
    renderWithProviders(<HouseholdsTable canWrite heading={<h1>Households</h1>} />);
    expect(await screen.findByText("No households yet. Add one to keep a family together.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add a household" }));
    const form = await screen.findByRole("form", { name: "Add a household" });
    fireEvent.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(within(form).getAllByText("This field is required.").length).toBeGreaterThan(0),
    );
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });
});

describe("a household's page", () => {
  signInForEachTest();

  const answer = (start: HouseholdMember[]) => {
    let people = start;
    return stubApi(({ method, url }) => {
      if (method === "POST" && url === "/api/churches/households/7/remove_member/") {
        people = people.filter((p) => p.member !== 32);
        return jsonResponse(200, people);
      }
      if (url === "/api/churches/households/7/members/") return jsonResponse(200, people);
      if (url === "/api/churches/households/7/") return jsonResponse(200, household);
    });
  };

  it("shows its people head first with their attendance and classes", async () => {
    answer([kwame, esi]);
    renderWithProviders(<HouseholdDetail id={7} canWrite />);
    expect(await screen.findByRole("heading", { name: "Kwame Mensah's household" })).toBeTruthy();
    expect(await screen.findByText("Attended 9 times in the last 90 days")).toBeTruthy();
    expect(screen.getByText("Attended once in the last 90 days")).toBeTruthy();
    expect(screen.getByText("Sunday school: Juniors")).toBeTruthy();
  });

  it("asks before taking someone out, then shows who is left", async () => {
    const calls = answer([kwame, esi]);
    renderWithProviders(<HouseholdDetail id={7} canWrite />);
    const buttons = await screen.findAllByRole("button", { name: "Take out of the household" });
    fireEvent.click(buttons[1] as HTMLElement);
    const dialog = await screen.findByRole("dialog", { name: "Take Esi Mensah out of the household?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Take out" }));
    await waitFor(() => expect(screen.queryByText("Esi Mensah")).toBeNull());
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ member: 32 });
  });

  it("adds a member found by name, moving them from any other household, with their role", async () => {
    const kofi = makeMember(33, "Kofi", "Mensah");
    let people = [kwame];
    const calls = stubApi(({ method, url }) => {
      if (method === "POST" && url === "/api/churches/households/7/add_member/") {
        people = [...people, { ...kwame, member: 33, name: "Kofi Mensah", role: "spouse" }];
        return jsonResponse(200, people);
      }
      if (url.startsWith("/api/churches/members/"))
        return jsonResponse(200, page(url.includes("search=Kof") ? [kofi] : []));
      if (url === "/api/churches/households/7/members/") return jsonResponse(200, people);
      if (url === "/api/churches/households/7/") return jsonResponse(200, household);
    });
    renderWithProviders(<HouseholdDetail id={7} canWrite />);
    fireEvent.click(await screen.findByRole("button", { name: "Add a person" }));
    const drawer = await screen.findByRole("dialog", { name: "Add a person" });
    expect(within(drawer).getByText("Someone already in another household moves to this one.")).toBeTruthy();
    const member = within(drawer)
      .getAllByLabelText(/^Member/)
      .find((e) => e.tagName === "INPUT") as HTMLElement;
    member.focus();
    fireEvent.change(member, { target: { value: "Kof" } });
    fireEvent.click(await screen.findByRole("option", { name: "Kofi Mensah", hidden: true }));
    const role = within(drawer)
      .getAllByLabelText(/^Role in the household/)
      .find((e) => e.tagName === "INPUT") as HTMLElement;
    fireEvent.click(role);
    fireEvent.click(await screen.findByRole("option", { name: "Spouse", hidden: true }));
    fireEvent.click(within(drawer).getByRole("button", { name: "Add" }));
    expect(await screen.findByText("Kofi Mensah")).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ member: 33, role: "spouse" });
  });

  it("reads in French", async () => {
    answer([kwame]);
    await i18n.changeLanguage("fr");
    renderWithProviders(<HouseholdDetail id={7} canWrite />);
    expect(await screen.findByRole("button", { name: "Ajouter une personne" })).toBeTruthy();
    expect(await screen.findByText("Chef de famille")).toBeTruthy();
  });
});
