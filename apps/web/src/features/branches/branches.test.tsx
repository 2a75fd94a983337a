import type { Branch } from "@cm/contracts";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { page, stubApi } from "../../test/api-stub";
import { jsonResponse } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { signInForEachTest } from "../../test/session";
import { BranchesTable } from "./components/branches-table";

const branch: Branch = {
  id: 4,
  church: 1,
  name: "Kasoa branch",
  address: "",
  phone: "",
  capacity: 300,
  occupancy: 120,
  is_active: true,
  created_at: "2026-01-05T09:00:00Z",
};

afterEach(cleanup);

describe("updating a branch's occupancy", () => {
  signInForEachTest();

  const answer = (save: () => Response) =>
    stubApi(({ method, url }) => {
      if (method === "POST" && url === "/api/branches/4/update_occupancy/") return save();
      if (url.startsWith("/api/branches/")) return jsonResponse(200, page([branch]));
      if (url.startsWith("/api/churches/")) return jsonResponse(200, page([]));
    });

  async function openDialog() {
    renderWithProviders(<BranchesTable canUpdate />);
    fireEvent.click(await screen.findByRole("button", { name: "Update occupancy of Kasoa branch" }));
    return screen.findByRole("form", { name: "Update occupancy" });
  }

  it("starts from the branch's occupancy and sends the new figure as a number", async () => {
    const calls = answer(() => jsonResponse(200, { ...branch, occupancy: 150 }));
    await openDialog();
    const field = screen.getByLabelText(/Occupancy/) as HTMLInputElement;
    expect(field.value).toBe("120");
    fireEvent.change(field, { target: { value: "150" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("form", { name: "Update occupancy" })).toBeNull());
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ occupancy: 150 });
  });

  it("refuses a negative figure under the field, sending nothing", async () => {
    const calls = answer(() => jsonResponse(200, branch));
    await openDialog();
    fireEvent.change(screen.getByLabelText(/Occupancy/), { target: { value: "-3" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.getAllByText("Enter 0 or more.").length).toBeGreaterThan(0));
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("shows the server's message about the figure under the field", async () => {
    answer(() => jsonResponse(400, { occupancy: ["The occupancy cannot be more than the capacity."] }));
    await openDialog();
    const field = screen.getByLabelText(/Occupancy/);
    fireEvent.change(field, { target: { value: "400" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getAllByText("The occupancy cannot be more than the capacity.").length).toBeGreaterThan(0);
    expect(document.activeElement).toBe(field);
  });
});
