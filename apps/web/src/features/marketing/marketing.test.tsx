import type { PublicCampaign } from "@cm/contracts";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render";
import { CampaignCards, eventDates } from "./components/campaign-cards";

const campaign = (over: Partial<PublicCampaign> = {}): PublicCampaign => ({
  id: 4,
  church: 1,
  church_name: "Grace Cathedral",
  placement: "STANDARD",
  title: "Harvest Convention",
  slug: "harvest-convention",
  summary: "Three nights of worship",
  description: "",
  event_start: "2031-03-12",
  event_end: "2031-03-14",
  location: "Accra",
  cta_label: "Register",
  cta_url: "https://example.org",
  images: [],
  starts_at: "2031-03-01",
  ends_at: "2031-03-30",
  ...over,
});

afterEach(cleanup);

describe("public campaign cards", () => {
  it("shows each campaign with its church, dates and place, linking to its page; featured ones are marked", () => {
    renderWithProviders(
      <CampaignCards
        campaigns={[campaign({ id: 9, placement: "FEATURED", title: "Crusade" }), campaign()]}
      />,
    );
    const links = screen.getAllByRole("link");
    expect(links.map((l) => l.getAttribute("href"))).toEqual(["/campaigns/9", "/campaigns/4"]);
    expect(screen.getAllByText("Featured")).toHaveLength(1);
    expect(screen.getAllByText("Grace Cathedral")).toHaveLength(2);
    expect(screen.getAllByText("Accra")).toHaveLength(2);
  });

  it("says so when nothing is running", () => {
    renderWithProviders(<CampaignCards campaigns={[]} />);
    expect(screen.getByText("No events are being promoted right now. Come back soon.")).toBeTruthy();
  });

  it("reads one date for a one-day event and none without a date", () => {
    expect(eventDates({ event_start: null, event_end: null })).toBe("");
    expect(eventDates({ event_start: "2031-03-12", event_end: "2031-03-12" })).not.toContain("–");
    expect(eventDates({ event_start: "2031-03-12", event_end: "2031-03-14" })).toContain("–");
  });
});
