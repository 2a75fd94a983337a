import type { Donation, Fund, GiftPayment, GivingBatch } from "@cm/contracts";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "../../lib/i18n";
import { page, stubApi } from "../../test/api-stub";
import { jsonResponse, localAdmin } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { signInForEachTest } from "../../test/session";
import { BatchCount } from "./components/batch-count";
import { OnlineGiftsTable } from "./components/online-gifts-table";

const batch: GivingBatch = {
  id: 12,
  church: 1,
  service_date: "2026-11-22",
  expected_total: "500.00",
  currency: "GHS",
  total: "300.00",
  donation_count: 1,
  status: "OPEN",
  note: "",
  created_by: 5,
  created_by_name: "Kofi Boateng",
  submitted_by: null,
  submitted_by_name: "",
  submitted_at: null,
  confirmed_by: null,
  confirmed_by_name: "",
  confirmed_at: null,
  created_at: "2026-11-22T12:00:00Z",
  updated_at: "2026-11-22T12:00:00Z",
};
const tithe: Fund = {
  id: 1,
  church: null,
  name: "Tithe",
  description: "",
  income_category: 1,
  income_category_name: "Tithe",
  is_active: true,
  code: "TITHE",
  created_at: "2026-01-01T00:00:00Z",
  updated_at: "2026-01-01T00:00:00Z",
};
const gift: Donation = {
  id: 40,
  church: 1,
  batch: 12,
  fund: 1,
  fund_name: "Tithe",
  amount: "300.00",
  currency: "GHS",
  given_on: "2026-11-22",
  method: "CASH",
  member: null,
  household: null,
  donor_name: "",
  reference: "",
  note: "",
  is_final: false,
  reverses: null,
  reversed: false,
  recorded_by: 5,
  created_at: "2026-11-22T12:00:00Z",
  updated_at: "2026-11-22T12:00:00Z",
};

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage("en");
});

describe("a count's page", () => {
  signInForEachTest();

  it("shows what is left to enter, adds a gift and keeps the fund for the next one", async () => {
    let current = batch;
    const posted: unknown[] = [];
    stubApi(({ method, url, body }) => {
      if (method === "POST" && url === "/api/giving/donations/") {
        posted.push(body);
        current = { ...current, total: "500.00", donation_count: 2 };
        return jsonResponse(201, { ...gift, id: 41, amount: "200.00" });
      }
      if (url.startsWith("/api/giving/batches/12/")) return jsonResponse(200, current);
      if (url.startsWith("/api/giving/funds/")) return jsonResponse(200, page([tithe]));
      if (url.startsWith("/api/giving/donations/givers/")) return jsonResponse(200, { results: [] });
      if (url.startsWith("/api/giving/donations/")) return jsonResponse(200, page([gift]));
    });
    renderWithProviders(<BatchCount id={12} canWrite canConfirm />);
    expect(await screen.findByRole("heading", { name: /Count of/ })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId("count-difference").textContent).toMatch(/200\.00 still to enter/),
    );
    const fund = screen.getAllByLabelText(/^Fund/).find((e) => e.tagName === "INPUT") as HTMLElement;
    fireEvent.click(fund);
    fireEvent.click(await screen.findByRole("option", { name: "Tithe", hidden: true }));
    const amount = screen.getByLabelText(/^Amount/) as HTMLInputElement;
    fireEvent.change(amount, { target: { value: "200" } });
    fireEvent.click(screen.getByRole("button", { name: "Add gift" }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ batch: 12, fund: 1, amount: "200.00", method: "CASH" });
    await waitFor(() =>
      expect(screen.getByTestId("count-difference").textContent).toBe("The gifts match the expected total."),
    );
    expect(amount.value).toBe("");
  });

  it("enters a household's gift, the household found by what is typed, not among the first few", async () => {
    const posted: unknown[] = [];
    const asked: string[] = [];
    stubApi(({ method, url, body }) => {
      if (method === "POST" && url === "/api/giving/donations/") {
        posted.push(body);
        return jsonResponse(201, { ...gift, id: 42, household: 77, donor_name: "Ofori household" });
      }
      if (url.startsWith("/api/giving/batches/12/")) return jsonResponse(200, batch);
      if (url.startsWith("/api/giving/funds/")) return jsonResponse(200, page([tithe]));
      if (url.startsWith("/api/giving/donations/givers/")) {
        asked.push(url);
        return jsonResponse(200, {
          results: url.includes("search=Ofo")
            ? [{ id: 77, name: "Ofori household", detail: "3 Lake Road" }]
            : [],
        });
      }
      if (url.startsWith("/api/giving/donations/")) return jsonResponse(200, page([gift]));
    });
    renderWithProviders(<BatchCount id={12} canWrite canConfirm />);
    const fund = (await screen.findAllByLabelText(/^Fund/)).find((e) => e.tagName === "INPUT") as HTMLElement;
    fireEvent.click(fund);
    fireEvent.click(await screen.findByRole("option", { name: "Tithe", hidden: true }));
    fireEvent.change(screen.getByLabelText(/^Amount/), { target: { value: "80" } });
    fireEvent.click(screen.getByRole("radio", { name: "Household" }));
    const household = screen
      .getAllByLabelText(/^Household/)
      .find((e) => e.tagName === "INPUT" && e.getAttribute("type") !== "radio") as HTMLElement;
    household.focus();
    fireEvent.change(household, { target: { value: "Ofo" } });
    fireEvent.click(await screen.findByRole("option", { name: "Ofori household", hidden: true }));
    fireEvent.click(screen.getByRole("button", { name: "Add gift" }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ household: 77, member: null, amount: "80.00" });
    expect(asked.some((url) => url.includes("kind=household") && url.includes("search=Ofo"))).toBe(true);
  });

  it("does not offer the person who submitted a count to confirm it", async () => {
    stubApi(({ url }) => {
      if (url.startsWith("/api/giving/batches/12/"))
        return jsonResponse(200, {
          ...batch,
          status: "SUBMITTED",
          total: "500.00",
          submitted_by: localAdmin.id,
        });
      if (url.startsWith("/api/giving/donations/givers/")) return jsonResponse(200, { results: [] });
      if (url.startsWith("/api/giving/donations/")) return jsonResponse(200, page([gift]));
    });
    renderWithProviders(<BatchCount id={12} canWrite canConfirm />);
    expect(
      await screen.findByText("You submitted this count, so someone else must confirm it."),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Confirm count" })).toBeNull();
    expect(screen.getByRole("button", { name: "Send back" })).toBeTruthy();
  });
});

describe("the online gifts", () => {
  signInForEachTest();

  const received: GiftPayment = {
    id: 3,
    church: 1,
    fund: 1,
    fund_name: "Tithe",
    amount: "120.00",
    currency: "GHS",
    gateway: "paystack",
    channel: "mobile_money",
    reference: "GIFT-AB12",
    status: "SUCCEEDED",
    is_test: false,
    donor_name: "Ama Mensah",
    donor_email: "ama@example.org",
    member: null,
    donation: 41,
    recurring_gift: null,
    paid_at: "2026-11-22T10:00:00Z",
    created_at: "2026-11-22T09:58:00Z",
    updated_at: "2026-11-22T10:00:00Z",
  };
  const sandbox: GiftPayment = {
    ...received,
    id: 4,
    gateway: "sandbox",
    reference: "GIFT-CD34",
    status: "PENDING",
    is_test: true,
    donor_name: "Kofi Guest",
    donation: null,
    paid_at: null,
  };

  it("lists each gift with its giver, gateway and state, a sandbox gift marked as a test, and filters by state", async () => {
    const calls = stubApi(({ url }) => {
      if (url.startsWith("/api/giving/funds/")) return jsonResponse(200, page([tithe]));
      if (url.startsWith("/api/giving/online-gifts/"))
        return jsonResponse(200, page(url.includes("status=PENDING") ? [sandbox] : [received, sandbox]));
    });
    renderWithProviders(<OnlineGiftsTable heading={null} />);
    const table = await screen.findByRole("table", { name: "Online gifts" });
    await waitFor(() => expect(table.querySelectorAll("tbody tr")).toHaveLength(2));
    const [first, second] = [...table.querySelectorAll("tbody tr")].map((row) => row.textContent ?? "");
    expect(first).toMatch(/Ama Mensah/);
    expect(first).toMatch(/Paystack/);
    expect(first).toMatch(/Received/);
    expect(first).not.toMatch(/Test/);
    expect(second).toMatch(/Kofi Guest/);
    expect(second).toMatch(/Sandbox \(test\)/);
    expect(second).toMatch(/Waiting for the gateway/);
    expect(second).toMatch(/Test/);

    const state = screen.getAllByLabelText(/^State/).find((e) => e.tagName === "INPUT") as HTMLElement;
    fireEvent.click(state);
    fireEvent.click(await screen.findByRole("option", { name: "Waiting for the gateway", hidden: true }));
    await waitFor(() => expect(table.querySelectorAll("tbody tr")).toHaveLength(1));
    expect(
      calls.some((c) => c.url.startsWith("/api/giving/online-gifts/") && c.url.includes("status=PENDING")),
    ).toBe(true);
  });

  it("says when no gift has been given online yet", async () => {
    stubApi(({ url }) => {
      if (url.startsWith("/api/giving/funds/")) return jsonResponse(200, page([tithe]));
      if (url.startsWith("/api/giving/online-gifts/")) return jsonResponse(200, page([]));
    });
    renderWithProviders(<OnlineGiftsTable heading={null} />);
    expect(await screen.findByText("No gifts given online yet.")).toBeTruthy();
  });
});
