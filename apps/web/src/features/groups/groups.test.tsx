import type { Group, GroupMeeting, GroupMeetingPerson } from "@cm/contracts";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { page, stubApi } from "../../test/api-stub";
import { jsonResponse } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { signInForEachTest } from "../../test/session";
import { FollowUps } from "./components/follow-ups";
import { MyGroups } from "./components/my-groups";

const cell: Group = {
  id: 4,
  church: 1,
  name: "Osu Cell",
  kind: "home_cell",
  description: "",
  meeting_day: "WE",
  meeting_time: "18:30",
  place: "Ama's home",
  open_to_join: true,
  is_active: true,
  leader_names: ["Ama Owusu"],
  member_count: 3,
  you_lead: true,
  last_meeting: "2026-11-25",
  created_at: "2026-01-05T09:00:00Z",
};
const meeting: GroupMeeting = {
  id: 40,
  church: 1,
  group: 4,
  group_name: "Osu Cell",
  date: "2026-11-25",
  topic: "Prayer",
  headcount: 12,
  visitors: 2,
  present: 0,
  marked: false,
  created_at: "2026-11-25T19:00:00Z",
};
const people: GroupMeetingPerson[] = [
  { member: 1, name: "Ama Owusu", role: "leader", present: false },
  { member: 2, name: "Kojo Asare", role: "member", present: false },
  { member: 3, name: "Efua Mensah", role: "member", present: false },
];

afterEach(() => cleanup());

describe("my groups", () => {
  signInForEachTest();

  it("lets a leader tick who came to a meeting and sends exactly those people", async () => {
    const calls = stubApi(({ method, url }) => {
      if (url.startsWith("/api/churches/groups/mine/")) return jsonResponse(200, [cell]);
      if (method === "POST" && url === "/api/churches/group-meetings/40/mark_attendance/")
        return jsonResponse(
          200,
          people.map((p) => ({ ...p, present: p.member !== 3 })),
        );
      if (url.startsWith("/api/churches/group-meetings/40/attendance/")) return jsonResponse(200, people);
      if (url.startsWith("/api/churches/group-meetings/")) return jsonResponse(200, page([meeting]));
    });
    renderWithProviders(<MyGroups />);
    expect(await screen.findByText("You lead it")).toBeTruthy();
    expect(screen.getByText("Wednesdays at 18:30 · Ama's home · Led by Ama Owusu")).toBeTruthy();
    fireEvent.click(await screen.findByRole("button", { name: "Mark attendance" }));
    const sheet = await screen.findByRole("dialog", { name: "Who came?" });
    fireEvent.click(await within(sheet).findByRole("checkbox", { name: "Ama Owusu" }));
    fireEvent.click(within(sheet).getByRole("checkbox", { name: "Kojo Asare" }));
    expect(within(sheet).getByText("2 of 3 present")).toBeTruthy();
    fireEvent.click(within(sheet).getByRole("button", { name: "Save attendance" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ present: [1, 2] });
  });

  it("refuses a negative headcount in words before sending a meeting", async () => {
    const calls = stubApi(({ url }) => {
      if (url.startsWith("/api/churches/groups/mine/")) return jsonResponse(200, [cell]);
      if (url.startsWith("/api/churches/group-meetings/")) return jsonResponse(200, page([]));
    });
    renderWithProviders(<MyGroups />);
    expect(await screen.findByText("No meetings recorded yet.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Record a meeting" }));
    const form = await screen.findByRole("form", { name: "Record a meeting" });
    fireEvent.change(within(form).getByLabelText("Headcount"), { target: { value: "-4" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save" }));
    expect((await within(form).findAllByText("The headcount cannot be below 0.")).length).toBeGreaterThan(0);
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("shows a member who does not lead the meetings but no way to mark them", async () => {
    stubApi(({ url }) => {
      if (url.startsWith("/api/churches/groups/mine/"))
        return jsonResponse(200, [{ ...cell, you_lead: false }]);
      if (url.startsWith("/api/churches/group-meetings/"))
        return jsonResponse(200, page([{ ...meeting, marked: true, present: 9 }]));
    });
    renderWithProviders(<MyGroups />);
    expect(await screen.findByText("9 present · Headcount 12 · 2 visitors")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Record a meeting" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Change attendance" })).toBeNull();
  });

  it("says what to do when the person is in no group", async () => {
    stubApi(({ url }) => {
      if (url.startsWith("/api/churches/groups/mine/")) return jsonResponse(200, []);
    });
    renderWithProviders(<MyGroups />);
    expect(
      await screen.findByText(
        "You are not in any group yet. Your church office can add you to your home cell or a ministry.",
      ),
    ).toBeTruthy();
  });
});

describe("people to follow up", () => {
  signInForEachTest();

  it("lists who stopped coming to which group, with their phone to call", async () => {
    stubApi(({ url }) => {
      if (url.startsWith("/api/churches/groups/follow_up/"))
        return jsonResponse(200, [
          {
            group: 4,
            group_name: "Osu Cell",
            member: 2,
            name: "Kojo Asare",
            phone: "+233 24 100 1001",
            missed_in_a_row: 4,
            last_attended: null,
          },
        ]);
    });
    renderWithProviders(<FollowUps />);
    const table = await screen.findByRole("table", { name: "People to follow up" });
    const row = within(table).getByRole("row", { name: /Kojo Asare/ });
    expect(within(row).getByRole("link", { name: "Osu Cell" }).getAttribute("href")).toBe("/church/groups/4");
    expect(within(row).getByText("4")).toBeTruthy();
    expect(within(row).getByText("Not in six months")).toBeTruthy();
    expect(within(row).getByText("+233 24 100 1001")).toBeTruthy();
  });
});
