import type { Announcement } from "@cm/contracts";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../lib/i18n";
import { fromLocalInput, toLocalInput } from "../../lib/local-date-time";
import { notify } from "../../lib/notify";
import { sessionStore } from "../../lib/session";
import { type ApiCall, page, stubApi } from "../../test/api-stub";
import { jsonResponse, localAdmin, tokenExpiringIn } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { AnnouncementsTable } from "./components/announcements-table";
import { broadcastForm, toBroadcastInput } from "./components/broadcast-form";

// happy-dom has no FontFaceSet, which Mantine's growing text areas listen to.
if (!("fonts" in document)) Object.defineProperty(document, "fonts", { value: new EventTarget() });

describe("local date-time inputs", () => {
  it("round-trip an instant through the browser's own zone", () => {
    const iso = "2026-04-05T09:30:00.000Z";
    const local = toLocalInput(iso);
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(fromLocalInput(local)).toBe(iso);
    expect(toLocalInput(null)).toBe("");
    expect(fromLocalInput("")).toBeNull();
    expect(fromLocalInput("not a date")).toBeNull();
  });
});

describe("broadcast form", () => {
  const values = {
    title: "Easter service",
    description: "",
    stream_url: "https://youtu.be/dQw4w9WgXcQ",
    is_active: true,
    scheduled_start: "2026-04-05T10:00",
    scheduled_end: "2026-04-05T12:00",
  };

  it("needs a start and an end after it, and a web address for the stream", () => {
    expect(broadcastForm.safeParse(values).success).toBe(true);
    const noStart = broadcastForm.safeParse({ ...values, scheduled_start: "" });
    expect(noStart.error?.issues[0]).toMatchObject({
      path: ["scheduled_start"],
      message: "Choose when the broadcast starts.",
    });
    const backwards = broadcastForm.safeParse({ ...values, scheduled_end: "2026-04-05T09:00" });
    expect(backwards.error?.issues[0]).toMatchObject({
      path: ["scheduled_end"],
      message: "The end must be after the start.",
    });
    const badUrl = broadcastForm.safeParse({ ...values, stream_url: "youtube" });
    expect(badUrl.error?.issues[0]?.path).toEqual(["stream_url"]);
  });

  it("sends ISO instants, and no end when none is given", () => {
    const input = toBroadcastInput(broadcastForm.parse({ ...values, scheduled_end: "" }));
    expect(input.scheduled_start).toBe(new Date("2026-04-05T10:00").toISOString());
    expect(input.scheduled_end).toBeNull();
  });
});

const draft: Announcement = {
  id: 4,
  title: "Youth camp",
  content: "The youth camp is in August.",
  status: "draft",
  published_at: null,
  created_by: 1,
  created_at: "2026-03-01T10:00:00Z",
  updated_at: "2026-03-01T10:00:00Z",
};

describe("AnnouncementsTable", () => {
  let calls: ApiCall[];

  beforeEach(() => {
    localStorage.clear();
    sessionStore.set({
      access: tokenExpiringIn(600),
      refresh: "r",
      user: { ...localAdmin, role: "SUPER_ADMIN" },
    });
    calls = stubApi(({ method, body }) => {
      const sent = body as Partial<Announcement>;
      if (method === "POST") return jsonResponse(201, { ...draft, id: 9, ...sent });
      if (method === "PATCH") return jsonResponse(200, { ...draft, ...sent });
      if (method === "DELETE") return new Response(null, { status: 204 });
      return jsonResponse(200, page([draft]));
    });
  });
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    await i18n.changeLanguage("en");
  });

  it("writes a published announcement", async () => {
    const success = vi.spyOn(notify, "success");
    renderWithProviders(<AnnouncementsTable />);
    fireEvent.click(await screen.findByRole("button", { name: "New announcement" }));
    const form = await screen.findByRole("form", { name: "New announcement" });
    fireEvent.change(within(form).getByLabelText(/title/i), { target: { value: "Choir rehearsal moved" } });
    fireEvent.change(within(form).getByLabelText(/text/i), { target: { value: "Thursday at 18:00." } });
    fireEvent.click(within(form).getByText("Published"));
    fireEvent.click(within(form).getByRole("button", { name: "Save announcement" }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('"Choir rehearsal moved" is published.'));
    expect(calls.find((c) => c.method === "POST")).toEqual({
      url: "/api/announcements/",
      method: "POST",
      body: { title: "Choir rehearsal moved", content: "Thursday at 18:00.", status: "published" },
    });
  });

  it("publishes a draft from the row", async () => {
    const success = vi.spyOn(notify, "success");
    renderWithProviders(<AnnouncementsTable />);
    fireEvent.click(await screen.findByRole("button", { name: "Actions for Youth camp" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Publish" }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('"Youth camp" is published.'));
    expect(calls.find((c) => c.method === "PATCH")).toMatchObject({
      url: "/api/announcements/4/",
      body: { status: "published" },
    });
  });

  it("deletes only after confirmation", async () => {
    const success = vi.spyOn(notify, "success");
    renderWithProviders(<AnnouncementsTable />);
    fireEvent.click(await screen.findByRole("button", { name: "Actions for Youth camp" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Delete" }));
    expect(await screen.findByText(/will be removed for good/)).toBeTruthy();
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('"Youth camp" has been deleted.'));
    expect(calls.find((c) => c.method === "DELETE")?.url).toBe("/api/announcements/4/");
  });

  it("filters by status", async () => {
    renderWithProviders(<AnnouncementsTable />);
    await screen.findByText("Youth camp");
    const status = screen.getByRole("combobox", { name: "Status" });
    fireEvent.click(status);
    const listbox = await vi.waitFor(() => {
      const found = document.getElementById(status.getAttribute("aria-controls") ?? "");
      if (!found) throw new Error("The list did not open.");
      return found;
    });
    fireEvent.click(within(listbox).getByRole("option", { name: "Draft", hidden: true }));
    await vi.waitFor(() =>
      expect(calls.map((c) => c.url)).toContain(
        "/api/announcements/?page=1&page_size=20&ordering=-created_at&status=draft",
      ),
    );
  });

  it("publishes a draft in French, and says so in French", async () => {
    await i18n.changeLanguage("fr");
    const success = vi.spyOn(notify, "success");
    renderWithProviders(<AnnouncementsTable />);
    expect(await screen.findByRole("button", { name: "Nouvelle annonce" })).toBeTruthy();
    fireEvent.click(await screen.findByRole("button", { name: "Actions pour Youth camp" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Publier" }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith("«\u00a0Youth camp\u00a0» est publié."));
    expect(broadcastForm.safeParse({ scheduled_start: "" }).error?.issues).toContainEqual(
      expect.objectContaining({ message: "Choisissez quand la diffusion commence." }),
    );
  });
});
