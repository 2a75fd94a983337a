import { EVENT_TYPES, type EventType } from "@cm/contracts";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../lib/i18n";
import { page, stubApi } from "../../test/api-stub";
import { jsonResponse } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { signInForEachTest } from "../../test/session";
import { AttendanceTrendsView, rangeProblem } from "./components/attendance-trends";
import { ClassAttendanceDetail, ClassAttendanceTable } from "./components/class-attendance";

// The charts need a real layout engine; their data is checked through the figures and tables.
vi.mock("./components/lazy-charts", () => ({
  WeeklyChart: () => <div data-testid="weekly-chart" />,
  TypeChart: () => <div data-testid="type-chart" />,
  RateChart: () => <div data-testid="rate-chart" />,
}));

const figures = (members_present: number, visitors: number, events = 1) => ({
  events,
  members_present,
  visitors,
  total: members_present + visitors,
});

// The API names every event type in every week, with zeros where nothing happened.
const byType = (some: Partial<Record<EventType, ReturnType<typeof figures>>>) => ({
  ...Object.fromEntries(EVENT_TYPES.map((type) => [type, figures(0, 0, 0)])),
  ...some,
});

const trends = {
  from: "2026-02-23",
  to: "2026-03-08",
  weeks: [
    { week_start: "2026-02-23", ...figures(40, 5), by_type: byType({ SERVICE: figures(40, 5) }) },
    {
      week_start: "2026-03-02",
      ...figures(50, 10, 2),
      by_type: byType({ SERVICE: figures(45, 8), PRAYER: figures(5, 2) }),
    },
  ],
  totals: figures(90, 15, 3),
};

const juniors = {
  id: 3,
  church: 1,
  name: "Juniors",
  description: "",
  min_age: 6,
  max_age: 9,
  teacher: null,
  teacher_name: "Mrs Addo",
  room: "",
  is_active: true,
  enrolled_count: 2,
  session_count: 2,
  average_rate: 75,
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
};

const overview = {
  sunday_school: 3,
  name: "Juniors",
  enrolled: 2,
  average_rate: 75,
  sessions: [
    { session: 40, date: "2026-03-01", topic: "Noah", present: 2, absent: 0, rate: 100, visitors: 1 },
    { session: 41, date: "2026-03-08", topic: "", present: 1, absent: 1, rate: 50, visitors: 0 },
  ],
  members: [
    {
      member: 21,
      member_name: "Ama Owusu",
      is_enrolled: true,
      sessions: 2,
      present: 2,
      absent: 0,
      rate: 100,
    },
    {
      member: 22,
      member_name: "Kofi Boateng",
      is_enrolled: false,
      sessions: 2,
      present: 1,
      absent: 1,
      rate: 50,
    },
  ],
};

function mockApi() {
  return stubApi(({ url }) => {
    if (url.startsWith("/api/churches/events/attendance_trends/")) return jsonResponse(200, trends);
    if (url.startsWith("/api/churches/sunday-schools/3/attendance-overview/"))
      return jsonResponse(200, overview);
    if (url === "/api/churches/sunday-schools/3/") return jsonResponse(200, juniors);
    if (url.startsWith("/api/churches/sunday-schools/")) return jsonResponse(200, page([juniors]));
  });
}

describe("attendance", () => {
  signInForEachTest();

  it("checks the date range before asking", () => {
    expect(rangeProblem("2026-03-01", "2026-03-31")).toBeNull();
    expect(rangeProblem("2026-03-31", "2026-03-01")).toBe("The last day cannot be before the first day.");
    expect(rangeProblem("2020-01-01", "2026-01-01")).toMatch(/at most 106 weeks/);
  });

  it("shows the totals and the figures per event type for the range", async () => {
    const calls = mockApi();
    renderWithProviders(<AttendanceTrendsView />);
    const table = await screen.findByRole("table", { name: "Attendance by event type" });
    const service = within(table).getByText("Church service").closest("tr") as HTMLElement;
    expect(
      within(service)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["Church service", "2", "85", "13", "49"]);
    expect(screen.getByText("105")).toBeTruthy();
    expect(screen.getByTestId("weekly-chart")).toBeTruthy();
    expect(calls[0]?.url).toMatch(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
  });

  it("lists the classes with their average rate, from the class list alone", async () => {
    const calls = mockApi();
    renderWithProviders(<ClassAttendanceTable />);
    expect(await screen.findByLabelText("Attendance rate of Juniors")).toBeTruthy();
    expect(screen.getByText("75%")).toBeTruthy();
    expect(calls.some(({ url }) => url.includes("attendance-overview"))).toBe(false);
  });

  it("shows a class's rates per session and per member", async () => {
    mockApi();
    renderWithProviders(<ClassAttendanceDetail classId={3} />);
    const members = await screen.findByRole("table", { name: "Members" });
    const kofi = within(members).getByText("Kofi Boateng").closest("tr") as HTMLElement;
    expect(within(kofi).getByText("Left the class")).toBeTruthy();
    expect(within(kofi).getByText("50%")).toBeTruthy();
    const sessions = screen.getByRole("table", { name: "Sessions" });
    expect(within(sessions).getAllByRole("row")).toHaveLength(3);
  });
});

describe("attendance trends in French", () => {
  signInForEachTest();
  afterEach(async () => {
    await i18n.changeLanguage("en");
  });

  it("shows the range, the totals and their checks in French", async () => {
    await i18n.changeLanguage("fr");
    await i18n.loadNamespaces("attendance");
    mockApi();
    renderWithProviders(<AttendanceTrendsView />);
    expect(await screen.findByRole("table", { name: "Présence par type d’événement" })).toBeTruthy();
    expect(screen.getAllByText("Membres présents").length).toBeGreaterThan(0);
    expect(screen.getByRole("button", { name: "12 dernières semaines" })).toBeTruthy();
    expect(rangeProblem("2026-03-31", "2026-03-01")).toBe("Le dernier jour ne peut pas précéder le premier.");
  });
});
