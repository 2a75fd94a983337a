import type { Campaign } from "@cm/contracts";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../lib/i18n";
import { stubApi } from "../../test/api-stub";
import { jsonResponse } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { CampaignCards } from "./components/campaign-cards";
import { CampaignForm } from "./components/campaign-form";
import { CampaignImages, moved } from "./components/campaign-images";
import { ReceivedForm } from "./components/payments-table";

const image = (id: number) => ({
  id,
  url: `/api/marketing/campaign-images/0000000${id}-0000-4000-8000-000000000000.webp`,
  thumb_url: `/api/marketing/campaign-images/1000000${id}-0000-4000-8000-000000000000.webp`,
  width: 1600,
  height: 900,
});

const campaign = (over: Partial<Campaign> = {}): Campaign => ({
  id: 7,
  church: 1,
  church_name: "Grace Cathedral",
  plan: 2,
  plan_name: "Standard month",
  placement: "STANDARD",
  title: "Harvest Convention",
  slug: "harvest-convention",
  summary: "Three nights",
  description: "",
  event_start: "2031-03-12",
  event_end: "2031-03-14",
  location: "Accra",
  cta_label: "Register",
  cta_url: "https://example.org",
  status: "DRAFT",
  rejection_reason: "",
  starts_at: null,
  ends_at: null,
  images: [],
  created_at: "2031-01-01T00:00:00Z",
  updated_at: "2031-01-01T00:00:00Z",
  ...over,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("campaign pictures", () => {
  it("moves a picture one place and leaves the ends where they are", () => {
    expect(moved([1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
    expect(moved([1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
    expect(moved([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    expect(moved([1, 2, 3], 3, 1)).toEqual([1, 2, 3]);
  });

  it("shows the cover thumbnail on a public card", () => {
    const { container } = renderWithProviders(
      <CampaignCards campaigns={[{ ...campaign({ images: [image(1), image(2)] }) }]} />,
    );
    expect(container.querySelector("img")?.getAttribute("src")).toBe(image(1).thumb_url);
  });

  it("offers to add pictures up to the plan's number, and not on a campaign that cannot change", () => {
    const full = renderWithProviders(
      <CampaignImages campaign={campaign({ images: [image(1), image(2)] })} editable maxImages={2} />,
    );
    expect(screen.getByText(/2 of 2 pictures allowed by the plan/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Add a picture" }).hasAttribute("disabled")).toBe(true);
    full.unmount();
    renderWithProviders(
      <CampaignImages
        campaign={campaign({ status: "ACTIVE", images: [image(1)] })}
        editable={false}
        maxImages={3}
      />,
    );
    expect(screen.queryByRole("button", { name: "Add a picture" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Delete picture/ })).toBeNull();
    expect(screen.getByRole("img", { name: "Harvest Convention, 1 of 1" })).toBeTruthy();
  });

  it("asks before deleting a picture, and sends the new order when one moves", async () => {
    const calls = stubApi((call) =>
      call.method === "POST" && call.url.endsWith("/marketing/images/order/") ? Response.json([]) : undefined,
    );
    renderWithProviders(
      <CampaignImages campaign={campaign({ images: [image(1), image(2)] })} editable maxImages={3} />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Delete picture 2" }));
    expect(await screen.findByText("Delete this picture?")).toBeTruthy();
    expect(calls).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    fireEvent.click(screen.getByRole("button", { name: "Move picture 2 earlier" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ campaign: 7, images: [2, 1] });
  });
});

describe("a campaign's pictures in French", () => {
  afterEach(async () => {
    await i18n.changeLanguage("en");
  });

  it("says how many pictures the plan allows and names the buttons in French", async () => {
    await i18n.changeLanguage("fr");
    renderWithProviders(
      <CampaignImages campaign={campaign({ images: [image(1), image(2)] })} editable maxImages={3} />,
    );
    expect(
      screen.getByText("2 sur 3 images autorisées par la formule. La première sert de couverture."),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Ajouter une image" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Supprimer l’image 2" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "Harvest Convention, 1 sur 2" })).toBeTruthy();
  });

  it("shows the public cards' empty state in French", async () => {
    await i18n.changeLanguage("fr");
    renderWithProviders(<CampaignCards campaigns={[]} />);
    expect(screen.getByText(/Aucun événement n’est mis en avant/)).toBeTruthy();
  });
});

describe("editing a campaign", () => {
  it("lets a running campaign change only its texts, and says it goes back to review", async () => {
    const calls = stubApi((call) => {
      if (call.url.includes("/marketing/plans/active_plans/")) return Response.json([]);
      if (call.method === "PATCH")
        return Response.json(campaign({ status: "PENDING_REVIEW", title: "Harvest 2031" }));
      return undefined;
    });
    const onDone = vi.fn();
    renderWithProviders(
      <CampaignForm
        church={1}
        campaign={campaign({ status: "ACTIVE" })}
        onDone={onDone}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByText(/only its texts can change/)).toBeTruthy();
    expect(screen.getByLabelText("First day of the event").hasAttribute("disabled")).toBe(true);
    fireEvent.change(screen.getByLabelText(/Title/), { target: { value: "Harvest 2031" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const patch = calls.find((c) => c.method === "PATCH");
    expect(patch?.url).toContain("/marketing/campaigns/7/");
    expect(patch?.body).toMatchObject({ title: "Harvest 2031" });
    expect(Object.keys(patch?.body as object)).not.toContain("plan");
    expect(Object.keys(patch?.body as object)).not.toContain("event_start");
  });
});

describe("recording a bank transfer as received", () => {
  it("puts the server's message under the bank reference, not only in a toast", async () => {
    const calls = stubApi((call) =>
      call.url === "/api/marketing/payments/4/complete_manually/"
        ? jsonResponse(400, { reference: ["This field is required."] })
        : undefined,
    );
    renderWithProviders(
      <ReceivedForm
        payment={{
          id: 4,
          church: 1,
          campaign: 7,
          campaign_title: "Harvest Convention",
          plan: 2,
          plan_name: "Standard month",
          amount: "150.00",
          currency: "GHS",
          gateway: "manual",
          reference: "CMP-4",
          status: "PENDING",
          is_test: false,
          refund_due: false,
          manual_reference: "",
          paid_at: null,
          created_at: "2031-01-01T00:00:00Z",
          updated_at: "2031-01-01T00:00:00Z",
        }}
        onDone={() => {}}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Record as received" }));
    const message = await screen.findByText("This field is required.");
    const input = screen.getByLabelText(/Bank reference/);
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ reference: "" });
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")?.split(" ")).toContain(message.id);
  });
});
