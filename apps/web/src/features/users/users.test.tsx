import { grantableRoles, type User } from "@cm/contracts";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { notify } from "../../lib/notify";
import { page, stubApi } from "../../test/api-stub";
import { jsonResponse, localAdmin, makeChurch, makeRegion } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { canManageUser, roleChoices } from "./components/role-choices";
import { UsersTable } from "./components/users-table";

const superAdmin: User = {
  ...localAdmin,
  id: 1,
  username: "super_admin",
  role: "SUPER_ADMIN",
  church: null,
  region: null,
};
const member: User = {
  ...localAdmin,
  id: 20,
  username: "ama",
  first_name: "Ama",
  last_name: "Owusu",
  role: "MEMBER",
  is_church_admin: false,
};
const regionalAdmin: User = { ...localAdmin, id: 21, username: "kofi", role: "REGIONAL_ADMIN", church: null };

function mockApi(users: User[]) {
  return stubApi(({ url, method }) => {
    if (url.startsWith("/api/churches/churches/"))
      return jsonResponse(200, page([makeChurch({ id: 1, name: "Grace Cathedral" })]));
    if (url.startsWith("/api/regions/"))
      return jsonResponse(200, page([makeRegion({ id: 1, name: "Greater Accra" })]));
    if (method === "POST" && url.endsWith("/deactivate/"))
      return jsonResponse(200, { ...member, is_active: false });
    if (method === "POST" && url === "/api/users/")
      return jsonResponse(201, { ...member, id: 30, username: "esi" });
    if (url.startsWith("/api/users/")) return jsonResponse(200, page(users));
  });
}

describe("role choices", () => {
  it("offer exactly the roles the administrator may grant", () => {
    for (const actor of [superAdmin, localAdmin, regionalAdmin]) {
      const offered = roleChoices(actor).flatMap((g) => g.items.map((i) => i.value));
      expect(offered).toEqual([...grantableRoles(actor)]);
    }
    const local = roleChoices(localAdmin).flatMap((g) => g.items.map((i) => i.value));
    expect(local).not.toContain("SUPER_ADMIN");
    expect(local).not.toContain("REGIONAL_ADMIN");
    expect(local).toContain("MEMBER");
    expect(roleChoices({ ...localAdmin, role: "NATIONAL_TREASURER", is_church_admin: false })).toEqual([]);
  });

  it("group the roles by tier, in plain words", () => {
    expect(roleChoices(superAdmin).map((g) => g.group)).toEqual([
      "National",
      "Regional",
      "Local church",
      "Finance",
      "Members and viewers",
    ]);
    expect(roleChoices(localAdmin)[0]?.items[0]).toEqual({ value: "LOCAL_ADMIN", label: "Local Admin" });
  });

  it("let an administrator manage only others whose role it could give", () => {
    expect(canManageUser(localAdmin, member)).toBe(true);
    expect(canManageUser(localAdmin, localAdmin)).toBe(false);
    expect(canManageUser(localAdmin, regionalAdmin)).toBe(false);
    expect(canManageUser(superAdmin, regionalAdmin)).toBe(true);
  });
});

describe("UsersTable", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("lists users with their role in title case and the church by name", async () => {
    mockApi([member, regionalAdmin]);
    renderWithProviders(<UsersTable actor={localAdmin} />);
    const row = (await screen.findByText("@ama")).closest("tr") as HTMLElement;
    expect(within(row).getByText("Member")).toBeTruthy();
    expect(await within(row).findByText("Grace Cathedral")).toBeTruthy();
    // A regional admin is out of a local admin's reach: no actions on that row.
    const other = screen.getByText("@kofi").closest("tr") as HTMLElement;
    expect(within(other).queryByRole("button", { name: /actions for/i })).toBeNull();
  });

  it("shows the empty state", async () => {
    mockApi([]);
    renderWithProviders(<UsersTable actor={localAdmin} />);
    expect(await screen.findByText("No users yet.")).toBeTruthy();
  });

  it("offers a local admin only church roles and creates the user in its church", async () => {
    const calls = mockApi([member]);
    const success = vi.spyOn(notify, "success");
    renderWithProviders(<UsersTable actor={localAdmin} />);
    fireEvent.click(await screen.findByRole("button", { name: "Add user" }));

    const form = await screen.findByRole("form", { name: "New user" });
    const roleInput = within(form).getByLabelText("Role");
    fireEvent.click(roleInput);
    // Mantine keeps the options in a portal; the input names its listbox.
    const listbox = await vi.waitFor(() => {
      const found = document.getElementById(roleInput.getAttribute("aria-controls") ?? "");
      if (!found) throw new Error("The role list did not open.");
      return found;
    });
    const options = within(listbox)
      .getAllByRole("option", { hidden: true })
      .map((o) => o.textContent);
    expect(options).toContain("Local Treasurer");
    expect(options).toContain("Member");
    expect(options).not.toContain("Super Admin");
    expect(options).not.toContain("Regional Admin");
    fireEvent.click(within(listbox).getByRole("option", { name: "Local Treasurer", hidden: true }));

    fireEvent.change(within(form).getByLabelText("Username"), { target: { value: "esi" } });
    fireEvent.change(within(form).getByLabelText("E-mail"), { target: { value: "esi@example.org" } });
    fireEvent.change(within(form).getByLabelText(/first password/i), {
      target: { value: "a-long-password" },
    });
    fireEvent.click(within(form).getByRole("button", { name: "Create user" }));

    await vi.waitFor(() => expect(success).toHaveBeenCalledWith("esi can now sign in."));
    const created = calls.find((c) => c.method === "POST" && c.url === "/api/users/");
    expect(created?.body).toMatchObject({
      username: "esi",
      role: "LOCAL_TREASURER",
      church: 1,
      region: null,
    });
  });

  it("asks before deactivating, then reports it", async () => {
    const calls = mockApi([member]);
    const success = vi.spyOn(notify, "success");
    renderWithProviders(<UsersTable actor={localAdmin} />);
    fireEvent.click(await screen.findByRole("button", { name: "Actions for ama" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Deactivate" }));
    expect(await screen.findByText(/will be signed out everywhere/)).toBeTruthy();
    expect(calls.some((c) => c.url.endsWith("/deactivate/"))).toBe(false);

    fireEvent.click(screen.getByRole("button", { name: "Deactivate" }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith("ama has been deactivated."));
    expect(calls.some((c) => c.method === "POST" && c.url === "/api/users/20/deactivate/")).toBe(true);
  });
});
