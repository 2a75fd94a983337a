import type { AffiliateDashboard } from "@cm/contracts";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { i18n } from "../../lib/i18n";
import { forgetReferralCode, keepReferralCode, keptReferralCode } from "../../lib/referral-link";
import { stubApi } from "../../test/api-stub";
import { jsonResponse } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { signInForEachTest } from "../../test/session";
import { AffiliateDashboardView, lastTwelveMonths } from "./components/affiliate-dashboard";
import { ProgrammeAdmin } from "./components/programme-admin";
import { referralLink } from "./components/referral-link-card";
import { WithdrawalRequest } from "./components/withdrawal-request";

const settings = {
  reward_percentage: "10.00",
  reward_months: 12,
  hold_days: 14,
  minimum_withdrawal: "1000.00",
  updated_at: null,
};
const dashboard = (over: Partial<AffiliateDashboard> = {}): AffiliateDashboard => ({
  status: "ACTIVE",
  referral_code: "GRACE7KM",
  link_visits: 4,
  referrals: { total: 3, PENDING: 1, REGISTERED: 1, CONVERTED: 1 },
  balances: [
    {
      currency: "GHS",
      earned: "1900.00",
      on_hold: "400.00",
      available: "1500.00",
      requested: "0.00",
      paid: "0.00",
      this_month: "400.00",
    },
  ],
  rewards_by_month: [],
  settings,
  ...over,
});

afterEach(cleanup);

describe("a referral link's code", () => {
  beforeEach(forgetReferralCode);

  it("is kept in capitals until registration, and forgotten after sixty days", () => {
    const now = Date.parse("2031-01-10T00:00:00Z");
    expect(keepReferralCode("grace7km", now)).toBe(true);
    expect(keepReferralCode("GRACE7KM", now)).toBe(false);
    expect(keptReferralCode(now + 59 * 86_400_000)).toBe("GRACE7KM");
    expect(keptReferralCode(now + 61 * 86_400_000)).toBeNull();
  });

  it("ignores what cannot be a code", () => {
    expect(keepReferralCode("<script>", Date.parse("2031-01-10T00:00:00Z"))).toBe(false);
    expect(keptReferralCode()).toBeNull();
  });

  it("the link an affiliate shares opens registration with the code", () => {
    expect(referralLink("GRACE7KM", "https://church.example.org")).toBe(
      "https://church.example.org/register?ref=GRACE7KM",
    );
  });
});

describe("the affiliate dashboard", () => {
  signInForEachTest();

  it("shows the link, a QR code, the figures and a chart of the last twelve months", async () => {
    const month = lastTwelveMonths()[11] ?? "";
    renderWithProviders(
      <AffiliateDashboardView
        data={dashboard({ rewards_by_month: [{ month, currency: "GHS", amount: "400.00" }] })}
      />,
    );
    expect(screen.getByDisplayValue(/\/register\?ref=GRACE7KM$/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Copy link" })).toBeTruthy();
    await waitFor(() => expect(screen.getByAltText(/QR code of your referral link/)).toBeTruthy());
    expect(screen.getByText("Available")).toBeTruthy();
    expect(screen.getByText(/1,500\.00/)).toBeTruthy();
    expect(lastTwelveMonths(new Date("2031-03-15T00:00:00Z"))).toEqual([
      "2030-04",
      "2030-05",
      "2030-06",
      "2030-07",
      "2030-08",
      "2030-09",
      "2030-10",
      "2030-11",
      "2030-12",
      "2031-01",
      "2031-02",
      "2031-03",
    ]);
  });

  it("says plainly that there are no rewards yet", () => {
    renderWithProviders(<AffiliateDashboardView data={dashboard({ balances: [] })} />);
    expect(screen.getByText(/No rewards yet/)).toBeTruthy();
  });
});

describe("requesting a withdrawal", () => {
  signInForEachTest();

  it("shows the available balance and the server's reason under the amount", async () => {
    const calls = stubApi(({ method, url }) => {
      if (method === "POST" && url === "/api/affiliates/withdrawals/")
        return jsonResponse(400, { amount: ["This is more than your available balance of GH₵1,500.00."] });
    });
    renderWithProviders(<WithdrawalRequest dashboard={dashboard()} />);
    expect(screen.getByText(/GH₵1,500\.00|GHS\s?1,500\.00/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Amount \(GHS\)/), { target: { value: "2000" } });
    fireEvent.click(screen.getByRole("button", { name: "Request withdrawal" }));
    await waitFor(() => expect(screen.getByText(/more than your available balance/)).toBeTruthy());
    expect(calls[0]?.body).toEqual({ amount: "2000", currency: "GHS" });
  });
});

describe("the affiliate pages in other languages", () => {
  signInForEachTest();
  afterEach(async () => {
    await i18n.changeLanguage("en");
  });

  it("asks for a withdrawal in French, the available amount standing out in the sentence", async () => {
    await i18n.changeLanguage("fr");
    renderWithProviders(<WithdrawalRequest dashboard={dashboard()} />);
    expect(await screen.findByRole("heading", { name: "Demander un retrait" })).toBeTruthy();
    const amount = screen.getByText(/GH₵1,500\.00|GHS\s?1,500\.00/);
    expect(amount.tagName).toBe("STRONG");
    expect(amount.parentElement?.textContent).toMatch(
      /^Disponible maintenant\u00a0: .+ encore en attente\)\./,
    );
    expect(screen.getByLabelText(/Montant \(GHS\)/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Demander le retrait" })).toBeTruthy();
  });

  it("counts the link's visits in Yoruba", async () => {
    await i18n.changeLanguage("yo");
    renderWithProviders(<AffiliateDashboardView data={dashboard()} />);
    expect(await screen.findByText("ìbẹ̀wò 4 sí ìjápọ̀")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Da ìjápọ̀ kọ" })).toBeTruthy();
  });
});

describe("the programme's settings", () => {
  signInForEachTest();

  const stats = {
    affiliates: { PENDING: 1, ACTIVE: 2, SUSPENDED: 0, TERMINATED: 0, REJECTED: 0 },
    referrals: { total: 3, PENDING: 1, REGISTERED: 1, CONVERTED: 1 },
    totals: [],
    pending_withdrawals: 0,
    top_affiliates: [],
  };
  const answer = (save: (body: unknown) => Response) =>
    stubApi(({ method, url, body }) => {
      if (url.startsWith("/api/affiliates/profiles/stats/")) return jsonResponse(200, stats);
      if (url.startsWith("/api/affiliates/profiles/settings/")) return jsonResponse(200, settings);
      if (method === "POST" && url === "/api/affiliates/profiles/update_settings/") return save(body);
    });

  it("refuses months out of range under the field, sending nothing", async () => {
    const calls = answer(() => jsonResponse(200, settings));
    renderWithProviders(<ProgrammeAdmin />);
    const months = await screen.findByLabelText(/Months rewarded/);
    fireEvent.change(months, { target: { value: "0" } });
    fireEvent.click(screen.getByRole("button", { name: "Save settings" }));
    await waitFor(() => expect(screen.getAllByText("Enter 1 or more.").length).toBeGreaterThan(0));
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("sends the figures as numbers and shows the server's message under its field", async () => {
    const calls = answer(() =>
      jsonResponse(400, { reward_percentage: ["Enter a percentage from 0 to 100, such as 10."] }),
    );
    renderWithProviders(<ProgrammeAdmin />);
    const percentage = await screen.findByLabelText(/Reward percentage/);
    fireEvent.change(percentage, { target: { value: "150" } });
    fireEvent.click(screen.getByRole("button", { name: "Save settings" }));
    await waitFor(() => expect(percentage.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("Enter a percentage from 0 to 100, such as 10.")).toBeTruthy();
    expect(document.activeElement).toBe(percentage);
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      reward_percentage: "150",
      reward_months: 12,
      hold_days: 14,
      minimum_withdrawal: "1000.00",
    });
  });
});
