import type { MemberChange, MemberLink, OwnMembership } from "@cm/contracts";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "../../lib/i18n";
import { page, stubApi } from "../../test/api-stub";
import { jsonResponse, makeMember } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { signInForEachTest } from "../../test/session";
import { ChangesToConfirm } from "./components/changes-to-confirm";
import { MemberAccount } from "./components/member-account";
import { MyMembership } from "./components/my-membership";

const record: OwnMembership = {
  linked: true,
  link_pending: false,
  member: {
    id: 31,
    church: 1,
    church_name: "Grace Cathedral",
    full_name: "Ama Owusu",
    phone: "+233 24 100 0001",
    email: "ama@example.org",
    address: "1 Old Road, Kumasi",
    photo: "",
    date_of_birth: "1985-02-01",
    membership_date: "2015-06-07",
    baptism_date: null,
    category: "Women",
    home_cell_fellowship: "Airport cell",
    is_active: true,
  },
  household: {
    id: 7,
    name: "The Owusu household",
    role: "head",
    people: [
      { member: 31, name: "Ama Owusu", role: "head" },
      { member: 32, name: "Yaw Owusu", role: "child" },
    ],
  },
  attendance: { last_90_days: 9, last_year: 30, last_attended: "2026-11-22T09:00:00Z" },
  sunday_school_classes: ["Adults"],
  fields: [
    { label: "Ministry interest", type: "choice", value: "Choir" },
    { label: "Baptised in the sea", type: "yes_no", value: true },
  ],
  changes_apply_at_once: false,
};

const change: MemberChange = {
  id: 5,
  church: 1,
  member: 31,
  member_name: "Ama Owusu",
  user: 12,
  phone: null,
  address: "7 New Road, Kumasi",
  photo: null,
  current_phone: "+233 24 100 0001",
  current_address: "1 Old Road, Kumasi",
  current_photo: "",
  status: "PENDING",
  decided_by: null,
  decided_at: null,
  created_at: "2026-11-25T10:00:00Z",
};

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage("en");
});

describe("my membership", () => {
  signInForEachTest();

  it("shows the record, household, attendance and classes, and asks for a new address", async () => {
    const calls = stubApi(({ method, url }) => {
      if (url.startsWith("/api/user-profile/membership/record/")) return jsonResponse(200, record);
      if (method === "POST" && url === "/api/user-profile/membership/") return jsonResponse(201, change);
      if (url.startsWith("/api/user-profile/membership/")) return jsonResponse(200, page([]));
    });
    renderWithProviders(<MyMembership />);
    expect(await screen.findByText("Grace Cathedral")).toBeTruthy();
    expect(screen.getByText("Yaw Owusu (Child)")).toBeTruthy();
    expect(screen.getByText("9 services and meetings in the last 90 days")).toBeTruthy();
    expect(screen.getByText("Adults")).toBeTruthy();
    // The church's fields it shows its members, as words.
    expect(screen.getByText("Choir")).toBeTruthy();
    expect(screen.getByText("Baptised in the sea")).toBeTruthy();
    expect(screen.getByText("Yes")).toBeTruthy();
    expect(await screen.findByText("You have not asked for any change yet.")).toBeTruthy();

    const form = screen.getByRole("form", { name: "Ask for a change" });
    fireEvent.change(within(form).getByLabelText("Address"), { target: { value: "7 New Road, Kumasi" } });
    fireEvent.click(within(form).getByRole("button", { name: "Send the change" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    // Only what differs from the record is sent.
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ address: "7 New Road, Kumasi" });
  });

  it("explains that the church office can link an account with no member record", async () => {
    stubApi(({ url }) => {
      if (url.startsWith("/api/user-profile/membership/record/"))
        return jsonResponse(200, { ...record, linked: false, member: null, household: null });
    });
    renderWithProviders(<MyMembership />);
    expect(await screen.findByRole("heading", { name: "No member record yet" })).toBeTruthy();
    expect(
      screen.getByText(
        "Your account is not linked to a member record. Your church office can link it for you.",
      ),
    ).toBeTruthy();
  });
});

describe("changes to confirm", () => {
  signInForEachTest();

  it("lists a member's change and confirms it after asking", async () => {
    const calls = stubApi(({ method, url }) => {
      if (method === "POST" && url === "/api/churches/member-changes/5/confirm/")
        return jsonResponse(200, { ...change, status: "APPLIED" });
      if (url.startsWith("/api/churches/member-changes/settings/"))
        return jsonResponse(200, { church: 1, apply_without_confirmation: false });
      if (url.startsWith("/api/churches/member-changes/")) return jsonResponse(200, page([change]));
      if (url.startsWith("/api/churches/member-links/")) return jsonResponse(200, page([]));
    });
    renderWithProviders(<ChangesToConfirm heading={<h1>Changes to confirm</h1>} />);
    const table = await screen.findByRole("table", { name: "Changes to confirm" });
    expect(await within(table).findByText("Address: 7 New Road, Kumasi")).toBeTruthy();
    expect(within(table).getByText("Address: 1 Old Road, Kumasi")).toBeTruthy();
    fireEvent.click(within(table).getByRole("button", { name: "Actions for Ama Owusu's change" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Confirm" }));
    const dialog = await screen.findByRole("dialog", { name: "Apply this change?" });
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirm" }));
    await waitFor(() =>
      expect(
        calls.some((c) => c.method === "POST" && c.url === "/api/churches/member-changes/5/confirm/"),
      ).toBe(true),
    );
    expect(await screen.findByText("No account waits to be linked to a member.")).toBeTruthy();
    expect(await screen.findByText(/own changes without confirmation/)).toBeTruthy();
  });
});

describe("a member's account on the member page", () => {
  signInForEachTest();

  const proposal: MemberLink = {
    id: 3,
    church: 1,
    member: 31,
    member_name: "Ama Owusu",
    user: 12,
    username: "ama",
    user_name: "Ama Owusu",
    user_email: "ama@example.org",
    status: "PENDING",
    created_at: "2026-11-25T10:00:00Z",
  };

  it("offers the account that shares the member's e-mail and links it", async () => {
    const calls = stubApi(({ method, url }) => {
      if (method === "POST" && url === "/api/churches/member-links/3/confirm/")
        return jsonResponse(200, { member: 31, user: 12 });
      if (url.startsWith("/api/churches/member-links/")) return jsonResponse(200, page([proposal]));
      if (url.startsWith("/api/churches/members/31/"))
        return jsonResponse(200, makeMember(31, "Ama", "Owusu"));
      if (url.startsWith("/api/users/")) return jsonResponse(200, page([]));
    });
    renderWithProviders(<MemberAccount member={31} canWrite />);
    expect(await screen.findByText("Ama Owusu (ama@example.org) may be this member.")).toBeTruthy();
    fireEvent.click(screen.getAllByRole("button", { name: "Link" })[0] as HTMLElement);
    await waitFor(() =>
      expect(
        calls.some((c) => c.method === "POST" && c.url === "/api/churches/member-links/3/confirm/"),
      ).toBe(true),
    );
  });
});
