import { allFeatures } from "@cm/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../lib/i18n";
import { toLocalInput } from "../../lib/local-date-time";
import { notify } from "../../lib/notify";
import { page, stubApi } from "../../test/api-stub";
import { jsonResponse, makeChurch, makeCurrentSubscription, makeMember } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { signInForEachTest } from "../../test/session";
import type { ChurchEvent } from "./api/events-api";
import { eventFormSchema, toEventInput } from "./components/event-form";
import { EventsTable } from "./components/events-table";

const sunday: ChurchEvent = {
  id: 5,
  church: 1,
  title: "Sunday worship",
  event_type: "SERVICE",
  starts_at: "2026-03-01T09:00:00.000Z",
  ends_at: "2026-03-01T11:00:00.000Z",
  location: "Main hall",
  description: "",
  recurrence: "NONE",
  recurrence_until: null,
  visitor_count: 2,
  attendance_count: 1,
  total_attendance: 3,
  created_at: "2026-02-01T00:00:00.000Z",
  updated_at: "2026-02-01T00:00:00.000Z",
};

const members = [
  makeMember(11, "Ama", "Owusu", { phone: "0241" }),
  makeMember(12, "Kofi", "Boateng", { gender: "MALE", phone: "" }),
  makeMember(13, "Esi", "Mensah", { phone: "" }),
];

function mockApi(features = { ATTENDANCE_TRACKING: true }, church?: ReturnType<typeof makeChurch>) {
  return stubApi(({ url, method }) => {
    if (church && url === "/api/churches/churches/1/") return jsonResponse(200, church);
    if (url.startsWith("/api/subscriptions/subscriptions/current/"))
      return jsonResponse(
        200,
        makeCurrentSubscription({ has_feature: { ...allFeatures(true), ...features } }),
      );
    if (url === "/api/churches/events/5/attendance/")
      return jsonResponse(200, [{ member: 11, member_name: "Ama Owusu", marked_at: "2026-03-01T10:00:00Z" }]);
    if (method === "POST" && url === "/api/churches/events/5/mark-attendance/")
      return jsonResponse(200, { ...sunday, attendance_count: 2 });
    if (url.startsWith("/api/churches/members/")) return jsonResponse(200, page(members));
    if (url.startsWith("/api/churches/events/")) return jsonResponse(200, page([sunday]));
  });
}

describe("EventsTable", () => {
  signInForEachTest();

  it("lists events with their type, place and attendance", async () => {
    mockApi();
    renderWithProviders(<EventsTable />);
    const row = (await screen.findByText("Sunday worship")).closest("tr") as HTMLElement;
    expect(within(row).getByText("Church service")).toBeTruthy();
    expect(within(row).getByText("Main hall")).toBeTruthy();
    expect(within(row).getByText("1 member, 2 visitors")).toBeTruthy();
  });

  it("shows the times at the church's clock, in its time zone", async () => {
    mockApi(undefined, makeChurch({ id: 1, time_zone: "Africa/Lagos", currency: "NGN" }));
    renderWithProviders(<EventsTable />);
    expect(await screen.findByText("Times are in Africa/Lagos.")).toBeTruthy();
    const row = (await screen.findByText("Sunday worship")).closest("tr") as HTMLElement;
    // 09:00 UTC is 10:00 in Lagos; the service ends at 12:00 there, the same day.
    expect(within(row).getByText(/10:00.*12:00/)).toBeTruthy();
  });

  it("marks attendance with the ticked members and the visitor count", async () => {
    const calls = mockApi();
    const success = vi.spyOn(notify, "success");
    renderWithProviders(<EventsTable />);
    fireEvent.click(await screen.findByRole("button", { name: "Mark attendance for Sunday worship" }));

    const dialog = await screen.findByRole("dialog");
    // Those already marked present start ticked.
    const ama = await within(dialog).findByRole("checkbox", { name: /Ama Owusu/ });
    expect((ama as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole("checkbox", { name: /Esi Mensah/ }));
    expect(within(dialog).getByText("2 members present")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Visitors/), { target: { value: "7" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save attendance" }));

    await vi.waitFor(() =>
      expect(success).toHaveBeenCalledWith("Attendance for Sunday worship has been saved."),
    );
    const sent = calls.find((c) => c.method === "POST" && c.url.endsWith("/mark-attendance/"));
    expect(sent?.body).toEqual({ members: [11, 13], visitor_count: 7 });
  });

  it("hides attendance marking when the plan lacks attendance tracking", async () => {
    mockApi({ ATTENDANCE_TRACKING: false });
    renderWithProviders(<EventsTable />);
    await screen.findByText("Sunday worship");
    expect(screen.queryByRole("button", { name: /Mark attendance/ })).toBeNull();
  });

  it("asks before deleting an event", async () => {
    const calls = mockApi();
    renderWithProviders(<EventsTable />);
    fireEvent.click(await screen.findByRole("button", { name: "Actions for Sunday worship" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/cannot be undone/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
  });
});

describe("the event form's rules", () => {
  const base = {
    title: "Prayer night",
    event_type: "PRAYER" as const,
    starts_at: "2026-03-06T19:00",
    ends_at: "2026-03-06T21:00",
    location: "",
    description: "",
    recurrence: "NONE" as const,
    recurrence_until: "",
  };

  it("asks until when a repeating event repeats", () => {
    const result = eventFormSchema.safeParse({ ...base, recurrence: "WEEKLY" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["recurrence_until"]);
  });

  it("refuses an end before the start", () => {
    const result = eventFormSchema.safeParse({ ...base, ends_at: "2026-03-06T18:00" });
    expect(result.error?.issues[0]?.path).toEqual(["ends_at"]);
  });

  it("sends instants and drops the until-date of a one-off event", () => {
    const input = toEventInput({ ...base, recurrence_until: "2026-06-01" });
    expect(input.starts_at).toBe(new Date("2026-03-06T19:00").toISOString());
    expect(input.recurrence_until).toBeNull();
    expect(
      toEventInput({ ...base, recurrence: "WEEKLY", recurrence_until: "2026-06-01" }).recurrence_until,
    ).toBe("2026-06-01");
  });

  it("reads and writes the times at the church's clock when its zone is known", () => {
    expect(toEventInput(base, "Africa/Lagos").starts_at).toBe("2026-03-06T18:00:00.000Z");
    // London's clocks go forward at 01:00 UTC on 29 March 2026: 10:00 that day is 09:00 UTC.
    expect(
      toEventInput({ ...base, starts_at: "2026-03-29T10:00", ends_at: "" }, "Europe/London").starts_at,
    ).toBe("2026-03-29T09:00:00.000Z");
    expect(toLocalInput("2026-03-29T09:00:00.000Z", "Europe/London")).toBe("2026-03-29T10:00");
    expect(toLocalInput("2026-03-06T18:00:00.000Z", "Africa/Lagos")).toBe("2026-03-06T19:00");
  });

  describe("in French", () => {
    afterEach(async () => {
      await i18n.changeLanguage("en");
    });

    it("lists the events and asks before deleting, in French", async () => {
      await i18n.changeLanguage("fr");
      mockApi();
      renderWithProviders(<EventsTable />);
      const table = await screen.findByRole("table", { name: "Événements" });
      const row = (await within(table).findByText("Sunday worship")).closest("tr") as HTMLElement;
      expect(within(row).getByText("1 membre, 2 visiteurs")).toBeTruthy();
      fireEvent.click(within(row).getByRole("button", { name: "Actions pour Sunday worship" }));
      fireEvent.click(await screen.findByRole("menuitem", { name: "Supprimer" }));
      const dialog = await screen.findByRole("dialog", { name: "Supprimer cet événement\u00a0?" });
      expect(within(dialog).getByText("Sunday worship").tagName).toBe("B");
      expect(dialog.textContent).toContain("Sunday worship et la présence notée seront supprimés.");
    });
  });
});
