import type { PublicTestimony, Testimony, TestimonyType } from "@cm/contracts";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../lib/i18n";
import { page, stubApi } from "../../test/api-stub";
import { jsonResponse } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { signInForEachTest } from "../../test/session";
import { TestimonyStory } from "../site/components/testimony-story";
import { TestimonyForm } from "./components/testimony-form";
import { TestimonyReview } from "./components/testimony-review";
import { TypesTable } from "./components/types-table";

const NOW = "2026-03-01T10:00:00.000Z";
const healing: TestimonyType = {
  id: 3,
  name: "Healing",
  slug: "healing",
  description: "",
  is_active: true,
  created_at: NOW,
};
const testimony = (over: Partial<Testimony> = {}): Testimony => ({
  id: 7,
  church: 1,
  church_name: "Grace Cathedral",
  title: "Healed of malaria",
  slug: "healed-of-malaria",
  type: 3,
  type_name: "Healing",
  story: "I was sick.\n\nNow I am well.",
  testifier_user: 5,
  testifier_member: null,
  testifier_name: "Ama Mensah",
  event_date: "2026-02-01",
  is_anonymous: false,
  consent_to_publish: true,
  status: "PENDING",
  is_public: false,
  featured: false,
  photo_url: null,
  verification_note: "",
  rejection_reason: "",
  verified_at: null,
  shared_by: 5,
  medical_documents: [],
  created_at: NOW,
  updated_at: NOW,
  ...over,
});
const published = (over: Partial<PublicTestimony> = {}): PublicTestimony => ({
  id: 7,
  slug: "healed-of-malaria",
  title: "Healed of malaria",
  type: 3,
  type_name: "Healing",
  story: '<script>alert("x")</script>\n\nSecond <b>paragraph</b>',
  testifier_name: "A member of Grace Cathedral",
  church: 1,
  church_name: "Grace Cathedral",
  event_date: "2026-02-01",
  featured: false,
  photo_url: null,
  verified_at: NOW,
  ...over,
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage("en");
});

describe("a published testimony", () => {
  it("shows the story as text, paragraph by paragraph, with the church and share links", async () => {
    const calls = stubApi(({ url }) =>
      url.includes("/api/testimonies/public/by_slug/") ? jsonResponse(200, published()) : undefined,
    );
    const { container } = renderWithProviders(
      <TestimonyStory slug="healed-of-malaria" backTo="/testimonies" />,
    );
    expect(await screen.findByRole("heading", { name: "Healed of malaria", level: 1 })).toBeTruthy();
    expect(screen.getByText('<script>alert("x")</script>')).toBeTruthy();
    expect(screen.getByText("Second <b>paragraph</b>")).toBeTruthy();
    expect(container.querySelector("script, b")).toBeNull();
    expect(screen.getByText(/A member of Grace Cathedral · Grace Cathedral/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "WhatsApp" }).getAttribute("href")).toContain("wa.me");
    expect(calls[0]?.url).toContain("slug=healed-of-malaria");
  });

  it("says so when the testimony is not published", async () => {
    stubApi(() => jsonResponse(404, { detail: "This testimony was not found.", code: "not_found" }));
    renderWithProviders(<TestimonyStory slug="pending-one" backTo="/testimonies" />);
    expect(await screen.findByText("Testimony not found")).toBeTruthy();
  });
});

describe("sharing a testimony", () => {
  signInForEachTest();

  it("sends the member's testimony with their consent and shows a field's error under it", async () => {
    const onDone = vi.fn();
    let attempt = 0;
    const calls = stubApi(({ url, method }) => {
      if (url.includes("/api/testimonies/types/")) return jsonResponse(200, page([healing]));
      if (method === "POST" && url.endsWith("/api/testimonies/testimonies/")) {
        attempt++;
        return attempt === 1
          ? jsonResponse(400, { title: ["A title this long is not accepted."] })
          : jsonResponse(201, testimony());
      }
      return undefined;
    });
    renderWithProviders(<TestimonyForm forSomeoneElse={false} onDone={onDone} onCancel={() => {}} />);
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: "Healed of malaria" } });
    // The types arrive, then the choice opens and Healing is picked.
    await vi.waitFor(() => expect(calls.some((c) => c.url.includes("/api/testimonies/types/"))).toBe(true));
    const typeInput = screen.getAllByLabelText(/^Type/).find((e) => e.tagName === "INPUT") as HTMLElement;
    fireEvent.click(typeInput);
    fireEvent.click(await screen.findByRole("option", { name: "Healing", hidden: true }));
    fireEvent.change(screen.getByLabelText(/^Your story/), { target: { value: "I was sick." } });
    fireEvent.click(screen.getByLabelText(/I agree that my testimony may be published/));
    fireEvent.click(screen.getByRole("button", { name: "Share testimony" }));
    expect(await screen.findByText("A title this long is not accepted.")).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
    // Sent again once the form is no longer busy with the first answer (a busy button ignores a click).
    const share = screen.getByRole("button", { name: "Share testimony" });
    await vi.waitFor(() =>
      expect(share.hasAttribute("disabled") || share.hasAttribute("data-loading")).toBe(false),
    );
    fireEvent.click(share);
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled(), { timeout: 5_000 });
    const sent = calls.filter((c) => c.method === "POST").at(-1)?.body;
    expect(sent).toEqual({
      title: "Healed of malaria",
      type: 3,
      story: "I was sick.",
      event_date: null,
      is_anonymous: false,
      consent_to_publish: true,
    });
  });

  it("says what is missing under each field, the testifier included, and sends nothing", async () => {
    const calls = stubApi(({ url }) =>
      url.includes("/api/testimonies/types/") ? jsonResponse(200, page([healing])) : undefined,
    );
    renderWithProviders(<TestimonyForm forSomeoneElse onDone={() => {}} onCancel={() => {}} />);
    fireEvent.click(screen.getByRole("button", { name: "Save testimony" }));
    expect(await screen.findByText("Give your testimony a title.")).toBeTruthy();
    expect(screen.getByText("Choose the type of testimony.")).toBeTruthy();
    expect(screen.getByText("Tell the story.")).toBeTruthy();
    const name = screen.getByLabelText(/^Or the testifier's name/);
    const message = screen.getByText("Choose a member or enter the testifier's name.");
    expect(name.getAttribute("aria-describedby")?.split(" ")).toContain(message.id);
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("refuses a document over 10 MB under the documents field before anything is sent", async () => {
    const calls = stubApi(({ url }) =>
      url.includes("/api/testimonies/types/") ? jsonResponse(200, page([healing])) : undefined,
    );
    renderWithProviders(<TestimonyForm forSomeoneElse={false} onDone={() => {}} onCancel={() => {}} />);
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: "Healed of malaria" } });
    await vi.waitFor(() => expect(calls.some((c) => c.url.includes("/api/testimonies/types/"))).toBe(true));
    const typeInput = screen.getAllByLabelText(/^Type/).find((e) => e.tagName === "INPUT") as HTMLElement;
    fireEvent.click(typeInput);
    fireEvent.click(await screen.findByRole("option", { name: "Healing", hidden: true }));
    fireEvent.change(screen.getByLabelText(/^Your story/), { target: { value: "I was sick." } });
    const scan = new File(["x"], "scan.pdf", { type: "application/pdf" });
    Object.defineProperty(scan, "size", { value: 11 * 1024 * 1024 });
    const picker = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(picker, { target: { files: [scan] } });
    fireEvent.click(screen.getByRole("button", { name: "Share testimony" }));
    expect(await screen.findByText("scan.pdf is larger than 10 MB.")).toBeTruthy();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });
});

describe("reviewing a testimony", () => {
  signInForEachTest();

  it("verifies and publishes it, and lists its medical documents", async () => {
    const withReport = testimony({
      medical_documents: [
        {
          id: 4,
          church: 1,
          testimony: 7,
          file_name: "Lab report.pdf",
          content_type: "application/pdf",
          size: 2048,
          uploaded_by: 5,
          created_at: NOW,
        },
      ],
    });
    const calls = stubApi(({ url, method }) => {
      if (method === "GET" && url.includes("/api/testimonies/testimonies/?"))
        return jsonResponse(200, page([withReport]));
      if (url.endsWith("/api/testimonies/testimonies/7/verify/"))
        return jsonResponse(200, { ...withReport, status: "VERIFIED", is_public: true, verified_at: NOW });
      return undefined;
    });
    renderWithProviders(<TestimonyReview slug="healed-of-malaria" canVerify />);
    expect(await screen.findByText(/Lab report\.pdf/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Download Lab report.pdf" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Note (optional)"), {
      target: { value: "Saw the results." },
    });
    expect((within(dialog).getByLabelText("Publish it on the public site") as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Verify" }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.url.endsWith("/verify/"))?.body).toEqual({
        note: "Saw the results.",
        is_public: true,
      }),
    );
  });

  it("cannot publish without the testifier's consent", async () => {
    stubApi(({ method, url }) =>
      method === "GET" && url.includes("/api/testimonies/testimonies/?")
        ? jsonResponse(200, page([testimony({ consent_to_publish: false })]))
        : undefined,
    );
    renderWithProviders(<TestimonyReview slug="healed-of-malaria" canVerify />);
    fireEvent.click(await screen.findByRole("button", { name: "Verify" }));
    const dialog = await screen.findByRole("dialog");
    const publish = within(dialog).getByLabelText("Publish it on the public site") as HTMLInputElement;
    expect(publish.disabled).toBe(true);
    expect(publish.checked).toBe(false);
  });
});

describe("the testimony types", () => {
  signInForEachTest();

  it("asks for a name before sending, and puts the server's message about the description under it", async () => {
    const calls = stubApi(({ url, method }) => {
      if (method === "GET" && url.includes("/api/testimonies/types/"))
        return jsonResponse(200, page([healing]));
      if (method === "POST" && url.endsWith("/api/testimonies/types/"))
        return jsonResponse(400, { description: ["Use at most 500 characters."] });
      return undefined;
    });
    renderWithProviders(<TypesTable canWrite />);
    fireEvent.click(await screen.findByRole("button", { name: "New type" }));
    const form = await screen.findByRole("form", { name: "New type" });
    fireEvent.click(within(form).getByRole("button", { name: "Save" }));
    expect(await within(form).findByText("This field is required.")).toBeTruthy();
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: "Provision" } });
    const description = within(form).getByLabelText("Description");
    fireEvent.change(description, { target: { value: "Needs met." } });
    fireEvent.click(within(form).getByRole("button", { name: "Save" }));
    const message = await within(form).findByText("Use at most 500 characters.");
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      name: "Provision",
      description: "Needs met.",
      is_active: true,
    });
    expect(description.getAttribute("aria-describedby")?.split(" ")).toContain(message.id);
    expect(within(form).queryByRole("alert")).toBeNull();
  });
});

describe("testimonies in French", () => {
  signInForEachTest();

  it("ask for what is missing, and offer the decisions, in French", async () => {
    await i18n.changeLanguage("fr");
    const calls = stubApi(({ url, method }) => {
      if (url.includes("/api/testimonies/types/")) return jsonResponse(200, page([healing]));
      if (method === "GET" && url.includes("/api/testimonies/testimonies/?"))
        return jsonResponse(200, page([testimony()]));
      return undefined;
    });
    renderWithProviders(<TestimonyForm forSomeoneElse onDone={() => {}} onCancel={() => {}} />);
    fireEvent.click(await screen.findByRole("button", { name: "Enregistrer le témoignage" }));
    expect(await screen.findByText("Donnez un titre à votre témoignage.")).toBeTruthy();
    expect(
      screen.getByText("Choisissez un membre ou saisissez le nom de la personne qui témoigne."),
    ).toBeTruthy();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    cleanup();

    renderWithProviders(<TestimonyReview slug="healed-of-malaria" canVerify />);
    expect(await screen.findByText("En attente")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Vérifier" }));
    const dialog = await screen.findByRole("dialog", { name: "Vérifier ce témoignage" });
    expect(within(dialog).getByLabelText("Le publier sur le site public")).toBeTruthy();
  });
});
