import type { Fund, Giver, GivingReport, Pledge } from "@cm/contracts";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../lib/i18n";
import { sessionStore } from "../../lib/session";
import { churchChoice } from "../../lib/working-church";
import { page, stubApi } from "../../test/api-stub";
import { jsonResponse, localAdmin, makeRegion, tokenExpiringIn } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { signInForEachTest } from "../../test/session";
import { GivingReportView } from "./components/giving-report-view";
import { MyPledges } from "./components/my-pledges";
import { PledgeForm } from "./components/pledge-form";

const building: Fund = {
  id: 3,
  church: null,
  name: "Building fund",
  description: "",
  income_category: 4,
  income_category_name: "Fundraising",
  is_active: true,
  code: "BUILDING",
  created_at: "2026-01-01T00:00:00Z",
  updated_at: "2026-01-01T00:00:00Z",
};
const mensah: Giver = { id: 9, name: "Mensah household", detail: "" };
const pledge: Pledge = {
  id: 5,
  church: 1,
  fund: 3,
  fund_name: "Building fund",
  member: null,
  household: 9,
  donor_name: "Mensah household",
  amount: "3000.00",
  currency: "GHS",
  starts_on: "2026-09-01",
  ends_on: "2027-08-31",
  note: "",
  given: "750.00",
  remaining: "2250.00",
  percent: 25,
  created_by: 1,
  created_at: "2026-09-01T00:00:00Z",
  updated_at: "2026-09-01T00:00:00Z",
};

afterEach(async () => {
  cleanup();
  // A chosen church outlives the test otherwise, and the next file's calls would name it.
  churchChoice.clear();
  await i18n.changeLanguage("en");
});

function answers(posted: unknown[], reply?: () => Response) {
  return stubApi(({ method, url, body }) => {
    if (method === "POST" && url === "/api/giving/pledges/") {
      posted.push(body);
      return reply ? reply() : jsonResponse(201, pledge);
    }
    if (url.startsWith("/api/giving/funds/")) return jsonResponse(200, page([building]));
    if (url.startsWith("/api/giving/donations/givers/"))
      return jsonResponse(200, { results: url.includes("kind=household") ? [mensah] : [] });
  });
}

async function choose(label: RegExp, option: string) {
  const input = screen.getAllByLabelText(label).find((e) => e.tagName === "INPUT") as HTMLElement;
  fireEvent.click(input);
  fireEvent.click(await screen.findByRole("option", { name: option, hidden: true }));
}

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("the pledge form", () => {
  signInForEachTest();

  it("says what is wrong on each field and sends nothing until it is right", async () => {
    const posted: unknown[] = [];
    answers(posted);
    renderWithProviders(<PledgeForm pledge={null} onDone={() => {}} />);
    await choose(/^Fund/, "Building fund");
    type(/^Target amount/, "10.005");
    type(/^From/, "2026-09-01");
    type(/^To/, "2026-08-01");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Enter the amount with at most two decimal places.")).toBeTruthy();
    type(/^Target amount/, "0");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("The amount must be more than zero.")).toBeTruthy();
    type(/^Target amount/, "3000");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Choose the member or the household who pledges.")).toBeTruthy();
    expect(screen.getByText("The end must be after the start.")).toBeTruthy();
    expect(posted).toEqual([]);

    await choose(/^Or a household/, "Mensah household");
    type(/^To/, "2027-08-31");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      fund: 3,
      household: 9,
      member: null,
      amount: "3000.00",
      starts_on: "2026-09-01",
      ends_on: "2027-08-31",
    });
  });

  it("puts the server's refusal under its field", async () => {
    const posted: unknown[] = [];
    answers(posted, () => jsonResponse(400, { amount: ["The amount cannot be more than 1000000000.00."] }));
    renderWithProviders(<PledgeForm pledge={null} onDone={() => {}} />);
    await choose(/^Fund/, "Building fund");
    await choose(/^Or a household/, "Mensah household");
    type(/^Target amount/, "3000");
    type(/^From/, "2026-09-01");
    type(/^To/, "2027-08-31");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("The amount cannot be more than 1000000000.00.")).toBeTruthy();
    expect(posted).toHaveLength(1);
  });
});

describe("a member's own pledges", () => {
  signInForEachTest();

  it("shows each pledge with what has been given toward it", async () => {
    stubApi(({ url }) => {
      if (url.startsWith("/api/giving/pledges/mine/"))
        return jsonResponse(200, { linked: true, pledges: [pledge] });
    });
    renderWithProviders(<MyPledges />);
    const item = await screen.findByTestId("my-pledge");
    expect(item.textContent).toContain("Building fund");
    expect(item.textContent).toMatch(/750\.00 of .*3,000\.00 \(25 %\)/);
    expect(screen.getByRole("progressbar", { name: "Progress of the pledge" })).toBeTruthy();
  });
});

describe("the giving report's choices", () => {
  signInForEachTest();

  const report: GivingReport = {
    title: "Giving report",
    scope: "church",
    church: 1,
    church_name: "Grace Cathedral",
    region: null,
    region_name: "",
    date_from: "2026-01-01",
    date_to: "2026-12-31",
    previous_from: "2025-01-01",
    previous_to: "2025-12-31",
    generated_at: "2026-11-27T10:00:00Z",
    months: ["2026-01"],
    currencies: [],
    donors: 0,
    first_time_donors: [],
    lapsed_donors: [],
  };
  const year2026 = {
    id: 4,
    church: 1,
    name: "2026",
    start_date: "2026-01-01",
    end_date: "2026-12-31",
    is_current: true,
    is_closed: false,
    closed_at: null,
    closed_by: null,
    created_at: "2026-01-01T00:00:00Z",
    updated_at: "2026-01-01T00:00:00Z",
  };
  const reportAsked = (calls: { url: string }[]) =>
    Object.fromEntries(
      new URL(
        [...calls].reverse().find((c) => c.url.startsWith("/api/giving/donations/report/"))?.url ?? "",
        "http://x",
      ).searchParams,
    );

  it("reads the church's current financial year to start with", async () => {
    const calls = stubApi(({ url }) => {
      if (url.startsWith("/api/finance/financial-years/current/")) return jsonResponse(200, year2026);
      if (url.startsWith("/api/finance/financial-years/")) return jsonResponse(200, page([year2026]));
      if (url.startsWith("/api/giving/donations/report/")) return jsonResponse(200, report);
    });
    renderWithProviders(<GivingReportView userRole="LOCAL_TREASURER" />);
    await vi.waitFor(() =>
      expect(reportAsked(calls)).toEqual({ scope: "church", financial_year: "4", format: "json" }),
    );
    // A church's treasurer reads their own church's giving only.
    expect(screen.queryByText("Whose books")).toBeNull();
  });

  it("lets a national officer read one region's giving, not the church they work on", async () => {
    sessionStore.set({
      access: tokenExpiringIn(600),
      refresh: "r",
      user: { ...localAdmin, role: "NATIONAL_TREASURER", church: null, region: null },
    });
    churchChoice.select({ id: 1, name: "Grace Cathedral" });
    const calls = stubApi(({ url }) => {
      if (url.startsWith("/api/finance/financial-years/current/")) return jsonResponse(200, year2026);
      if (url.startsWith("/api/finance/financial-years/")) return jsonResponse(200, page([year2026]));
      if (url.startsWith("/api/regions/"))
        return jsonResponse(200, page([makeRegion({ id: 2, name: "Ashanti" })]));
      if (url.startsWith("/api/giving/donations/report/"))
        return jsonResponse(200, { ...report, scope: "region", church: null, church_name: "", region: 2 });
    });
    // A region's report covers the calendar year until other dates are chosen: the test's clock says which.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2026, 10, 27, 12));
    try {
      renderWithProviders(<GivingReportView userRole="NATIONAL_TREASURER" />);
      await choose(/^Whose books/, "A region");
      await choose(/^Region/, "Ashanti");
      await vi.waitFor(() =>
        expect(reportAsked(calls)).toEqual({
          scope: "region",
          region: "2",
          date_from: "2026-01-01",
          date_to: "2026-12-31",
          format: "json",
        }),
      );
    } finally {
      vi.useRealTimers();
    }
  });
});
