import { FEATURES } from "@cm/contracts";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../lib/i18n";
import { toSiteInfo } from "../../lib/site-info";
import { page, stubApi } from "../../test/api-stub";
import { jsonResponse, makePlan } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { readPlans } from "./api/site-api";
import { AnnouncementFeed } from "./components/announcement-feed";
import { broadcastTiming, formatBroadcastSchedule } from "./components/broadcast-schedule";
import { BroadcastView } from "./components/broadcast-view";
import { FEATURE_GROUPS } from "./components/feature-catalogue";
import { LegalDocument } from "./components/legal/legal-document";
import { privacyPolicy } from "./components/legal/privacy-policy";
import { formatPlanPrice, PlanComparison } from "./components/plan-comparison";
import { streamEmbed } from "./components/stream-embed";

/** Answers every call by its address; returns the addresses asked for, in order. */
function stubFetch(answer: (url: string) => Response | undefined) {
  const calls = stubApi(({ url }) => answer(url));
  return { urls: () => calls.map((c) => c.url) };
}

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage("en");
});

describe("streamEmbed", () => {
  it("turns YouTube pages into the player's embed address", () => {
    const embed = (url: string) => streamEmbed(url);
    const expected = {
      kind: "iframe",
      src: "https://www.youtube.com/embed/dQw4w9WgXcQ",
      provider: "YouTube",
    };
    expect(embed("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s")).toEqual(expected);
    expect(embed("https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ")).toEqual(expected);
    expect(embed("https://m.youtube.com/watch?v=dQw4w9WgXcQ")).toEqual(expected);
    expect(embed("https://youtu.be/dQw4w9WgXcQ?si=abc")).toEqual(expected);
    expect(embed("https://www.youtube.com/live/dQw4w9WgXcQ")).toEqual(expected);
    expect(embed("https://www.youtube.com/shorts/dQw4w9WgXcQ")).toEqual(expected);
    expect(embed("https://www.youtube.com/embed/dQw4w9WgXcQ")).toEqual(expected);
  });

  it("turns Vimeo pages into the Vimeo player", () => {
    expect(streamEmbed("https://vimeo.com/123456")).toEqual({
      kind: "iframe",
      src: "https://player.vimeo.com/video/123456",
      provider: "Vimeo",
    });
    expect(streamEmbed("https://vimeo.com/channels/staffpicks/987")).toMatchObject({
      src: "https://player.vimeo.com/video/987",
    });
    expect(streamEmbed("https://vimeo.com/event/555")).toMatchObject({
      src: "https://vimeo.com/event/555/embed",
    });
  });

  it("keeps other addresses as links and ignores what is not a web address", () => {
    expect(streamEmbed("https://stream.example.org/live")).toEqual({
      kind: "link",
      href: "https://stream.example.org/live",
    });
    // A YouTube page that is not a video (a channel) cannot be embedded.
    expect(streamEmbed("https://www.youtube.com/@gracechurch")).toEqual({
      kind: "link",
      href: "https://www.youtube.com/@gracechurch",
    });
    expect(streamEmbed("")).toEqual({ kind: "none" });
    expect(streamEmbed("not a url")).toEqual({ kind: "none" });
    expect(streamEmbed("javascript:alert(1)")).toEqual({ kind: "none" });
  });
});

describe("broadcast schedule", () => {
  it("is written in the viewer's zone, with the zone named, and the end time alone on the same day", () => {
    // The exact punctuation depends on the browser's locale data; the parts do not.
    const sameDay = formatBroadcastSchedule(
      "2026-04-12T09:00:00Z",
      "2026-04-12T11:30:00Z",
      "en-GB",
      "Europe/London",
    );
    expect(sameDay).toMatch(/^Sunday,? 12 April 2026,? (at )?10:00 – 12:30 BST$/);
    expect(formatBroadcastSchedule("2026-04-12T09:00:00Z", null, "en-GB", "UTC")).toMatch(/09:00 UTC$/);
    const overnight = formatBroadcastSchedule("2026-04-12T22:00:00Z", "2026-04-13T01:00:00Z", "en-GB", "UTC");
    expect(overnight).toMatch(
      /^Sunday,? 12 April 2026,? (at )?22:00 – Monday,? 13 April 2026,? (at )?01:00 UTC$/,
    );
  });

  it("knows whether a broadcast is coming, live or over", () => {
    const now = new Date("2026-04-12T10:00:00Z");
    expect(broadcastTiming("2026-04-12T11:00:00Z", null, now)).toBe("upcoming");
    expect(broadcastTiming("2026-04-12T09:00:00Z", "2026-04-12T11:00:00Z", now)).toBe("live");
    expect(broadcastTiming("2026-04-12T09:00:00Z", null, now)).toBe("live");
    expect(broadcastTiming("2026-04-12T08:00:00Z", "2026-04-12T09:00:00Z", now)).toBe("ended");
  });
});

describe("BroadcastView", () => {
  it("says plainly when no broadcast is scheduled (the API answers null)", async () => {
    stubFetch(() => jsonResponse(200, null));
    renderWithProviders(<BroadcastView />);
    expect(await screen.findByText("No broadcast is scheduled at the moment.")).toBeTruthy();
  });

  it("shows the broadcast with a YouTube player and a way out if the player cannot load", async () => {
    const api = stubFetch(() =>
      jsonResponse(200, {
        id: 1,
        title: "Easter Sunday Service",
        description: "Live from the national chapel.",
        stream_url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
        scheduled_start: "2026-04-05T09:00:00Z",
        scheduled_end: "2026-04-05T11:00:00Z",
        is_active: true,
        created_at: "2026-03-01T00:00:00Z",
        updated_at: "2026-03-01T00:00:00Z",
      }),
    );
    renderWithProviders(<BroadcastView />);
    expect(await screen.findByRole("heading", { name: "Easter Sunday Service" })).toBeTruthy();
    expect(api.urls()[0]).toBe("/api/broadcast/broadcasts/current/");
    const frame = screen.getByTitle("Easter Sunday Service (YouTube player)");
    expect(frame.getAttribute("src")).toBe("https://www.youtube.com/embed/dQw4w9WgXcQ");
    expect(screen.getByRole("link", { name: "Open the broadcast on YouTube" })).toBeTruthy();
    expect(screen.getByText("Live from the national chapel.")).toBeTruthy();
  });
});

describe("AnnouncementFeed", () => {
  it("asks for published announcements, newest first, and shows them", async () => {
    const api = stubFetch(() =>
      jsonResponse(
        200,
        page([
          {
            id: 3,
            title: "Conference registration is open",
            content: "Register through your church secretary.",
            status: "published",
            published_at: "2026-03-01T10:00:00Z",
            created_by: 1,
            created_at: "2026-03-01T10:00:00Z",
            updated_at: "2026-03-01T10:00:00Z",
          },
        ]),
      ),
    );
    renderWithProviders(<AnnouncementFeed />);
    expect(await screen.findByRole("heading", { name: "Conference registration is open" })).toBeTruthy();
    expect(api.urls()[0]).toBe(
      "/api/announcements/?page=1&page_size=10&ordering=-published_at&status=published",
    );
  });

  it("has an empty state", async () => {
    stubFetch(() => jsonResponse(200, page([])));
    renderWithProviders(<AnnouncementFeed />);
    expect(await screen.findByText("There are no announcements at the moment.")).toBeTruthy();
  });
});

describe("features and plans", () => {
  it("group every feature exactly once", () => {
    const grouped = FEATURE_GROUPS.flatMap((g) => g.features);
    expect([...grouped].sort()).toEqual([...FEATURES].sort());
    expect(new Set(grouped).size).toBe(FEATURES.length);
  });

  it("read the plans answer as a list or a page, and anything else as no plans", () => {
    const plan = {
      name: "Basic",
      price: "10.00",
      currency: "USD",
      billing_interval: "MONTHLY",
      features: {},
    };
    expect(readPlans([plan])).toHaveLength(1);
    expect(readPlans({ count: 1, results: [plan] })).toHaveLength(1);
    expect(readPlans({ detail: "Not found." })).toEqual([]);
    expect(readPlans("<html>")).toEqual([]);
  });

  it("write prices for people", () => {
    const plan = {
      name: "Basic",
      price: "10.00",
      currency: "USD",
      billing_interval: "MONTHLY",
      features: {},
      trial_days: 0,
    };
    expect(formatPlanPrice(plan, "en-US")).toBe("$10.00 per month");
    expect(formatPlanPrice({ ...plan, price: 0 }, "en-US")).toBe("Free");
    expect(formatPlanPrice({ ...plan, billing_interval: "YEARLY" }, "en-US")).toBe("$10.00 per year");
  });

  it("show no comparison when the plans endpoint is missing", async () => {
    const api = stubFetch(() => jsonResponse(404, { detail: "Not found.", code: "not_found" }));
    renderWithProviders(<PlanComparison />);
    await vi.waitFor(() => expect(api.urls()).toContain("/api/subscriptions/plans/active_plans/"));
    await new Promise((r) => setTimeout(r, 0));
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByText("Compare the plans")).toBeNull();
  });

  it("compare the plans feature by feature when they are on sale", async () => {
    stubFetch(() =>
      jsonResponse(200, [
        makePlan(1, "Basic", "10.00", { MEMBER_MANAGEMENT: true }),
        makePlan(2, "Premium", "30.00", { MEMBER_MANAGEMENT: true, FINANCE_MANAGEMENT: true }),
      ]),
    );
    renderWithProviders(<PlanComparison />);
    const table = await screen.findByRole("table", { name: "Plan comparison" });
    const finance = [...table.querySelectorAll("tr")].find((tr) => tr.textContent?.startsWith("Finance"));
    expect(finance?.querySelectorAll('[aria-label="Included"]')).toHaveLength(1);
    expect(finance?.querySelectorAll('[aria-label="Not included"]')).toHaveLength(1);
  });
});

describe("site contact details", () => {
  it("fall back where the settings are blank", () => {
    const info = toSiteInfo({
      organisation_name: "Grace Fellowship",
      contact_email: "",
      contact_phone: "",
      location: "",
      reporting_currency: "GHS",
    });
    expect(info.organisationName).toBe("Grace Fellowship");
    expect(info.email).toBe("contact@example.org");
    expect(info.phone).toBe("");
  });

  it("are the ones the legal pages give", async () => {
    stubFetch(() =>
      jsonResponse(200, {
        organisation_name: "Grace Fellowship International",
        contact_email: "privacy@grace.example",
        contact_phone: "+233 30 000 0000",
        location: "Accra",
        reporting_currency: "GHS",
      }),
    );
    renderWithProviders(<LegalDocument text={privacyPolicy} />);
    const mail = await screen.findByRole("link", { name: "privacy@grace.example" });
    expect(mail.getAttribute("href")).toBe("mailto:privacy@grace.example");
    expect(screen.getAllByText(/Grace Fellowship International/).length).toBeGreaterThan(0);
  });
});

describe("the public pages in French", () => {
  const settings = () =>
    jsonResponse(200, {
      organisation_name: "Grace Fellowship International",
      contact_email: "privacy@grace.example",
      contact_phone: "",
      location: "Accra",
      reporting_currency: "GHS",
    });

  it("keep a legal page's links inside its sentences, in English as in French", async () => {
    stubFetch(settings);
    renderWithProviders(<LegalDocument text={privacyPolicy} />);
    const english = await screen.findAllByRole("link", { name: "data protection page" });
    expect(english[0]?.getAttribute("href")).toBe("/data-protection");
    expect(screen.getByText("Your account:").tagName).toBe("STRONG");
    cleanup();

    await i18n.changeLanguage("fr");
    stubFetch(settings);
    renderWithProviders(<LegalDocument text={privacyPolicy} />);
    expect(await screen.findByRole("heading", { name: "1. Qui est responsable" })).toBeTruthy();
    expect(await screen.findByRole("link", { name: "privacy@grace.example" })).toBeTruthy();
    expect(screen.getByText("Dernière mise à jour : 1er mai 2026")).toBeTruthy();
    expect(screen.getByText("Votre compte :").tagName).toBe("STRONG");
    const contact = screen.getByRole("link", { name: "formulaire de contact" });
    expect(contact.getAttribute("href")).toBe("/contact");
    expect(screen.getAllByText(/Grace Fellowship International/).length).toBeGreaterThan(0);
  });

  it("compare the plans with French prices and words", async () => {
    await i18n.changeLanguage("fr");
    stubFetch(() => jsonResponse(200, [makePlan(1, "Basic", "0.00", { MEMBER_MANAGEMENT: true })]));
    renderWithProviders(<PlanComparison />);
    expect(await screen.findByRole("heading", { name: "Comparer les formules" })).toBeTruthy();
    expect(screen.getByRole("table", { name: "Comparaison des formules" })).toBeTruthy();
    expect(screen.getByText("Gratuit")).toBeTruthy();
    expect(screen.getByText("Registre des membres")).toBeTruthy();
  });
});
