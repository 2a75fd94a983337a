import type { AffiliateReferral } from "@cm/contracts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubApi } from "../../../test/api-stub";
import { jsonResponse } from "../../../test/fixtures";
import { renderWithProviders } from "../../../test/render";
import { signInForEachTest } from "../../../test/session";
import AffiliateProfilePage from "./profile";
import AffiliateReferralsPage from "./referrals";

const referral: AffiliateReferral = {
  id: 4,
  affiliate: 1,
  affiliate_user: 2,
  referral_code: "GRACE10",
  referred_user: 9,
  referred_username: "ama",
  church: 3,
  church_name: "Grace Chapel",
  status: "CONVERTED",
  registered_at: "2026-03-01T10:00:00Z",
  converted_at: "2026-04-01T10:00:00Z",
  created_at: "2026-02-01T10:00:00Z",
};

describe("an affiliate's own pages", () => {
  signInForEachTest();

  it("offer the programme to someone who has not applied", async () => {
    stubApi(({ url }) => (url.includes("my_profile") ? jsonResponse(200, null) : undefined));
    renderWithProviders(<AffiliateProfilePage />, { route: "/affiliates/profile" });
    expect(await screen.findByText(/You are not an affiliate yet\./)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Apply to the programme" }).getAttribute("href")).toBe(
      "/affiliates",
    );
  });

  it("list the referrals with their state, or say there are none yet", async () => {
    stubApi(({ url }) => (url.includes("my_referrals") ? jsonResponse(200, [referral]) : undefined));
    const { unmount } = renderWithProviders(<AffiliateReferralsPage />, { route: "/affiliates/referrals" });
    const table = await screen.findByRole("table", { name: "Your referrals" });
    const [, row] = within(table).getAllByRole("row");
    expect(within(row as HTMLElement).getByText("Grace Chapel")).toBeTruthy();
    expect(within(row as HTMLElement).getByText("Church paying")).toBeTruthy();
    unmount();

    stubApi(({ url }) => (url.includes("my_referrals") ? jsonResponse(200, []) : undefined));
    renderWithProviders(<AffiliateReferralsPage />, { route: "/affiliates/referrals" });
    expect(
      await screen.findByText("No referrals yet. Share your referral link to bring churches."),
    ).toBeTruthy();
  });
});
