import {
  type ProgramCalendar as Calendar,
  describeRecurrence,
  type Occurrence,
  ONCE,
  type Program,
  type Recurrence,
} from "@cm/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../lib/i18n";
import { notify } from "../../lib/notify";
import { page, stubApi } from "../../test/api-stub";
import { jsonResponse, localAdmin } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { signInForEachTest } from "../../test/session";
import { OccurrenceDetail } from "./components/occurrence-detail";
import { PendingView } from "./components/pending-view";
import { ProgramCalendar, weeksOf } from "./components/program-calendar";
import { ProgramForm } from "./components/program-form";
import { reasonText } from "./components/program-parts";
import { scheduleInWords } from "./components/schedule-words";

const NOW = "2026-03-01T10:00:00.000Z";
const occurrence = (id: number, overrides: Partial<Occurrence> = {}): Occurrence => ({
  id,
  church: 1,
  program: 4,
  program_title: "Wednesday prayer meeting",
  program_status: "APPROVED",
  category: 2,
  category_name: "Prayer",
  category_color: "#7048e8",
  location: "Prayer hall",
  starts_at: "2026-03-04T18:30:00.000Z",
  ends_at: "2026-03-04T20:00:00.000Z",
  local_date: "2026-03-04",
  local_time: "18:30",
  time_zone: "Africa/Accra",
  status: "SCHEDULED",
  attendance: null,
  notes: "",
  reason: "",
  recorded_by: null,
  recorded_by_name: "",
  recorded_at: null,
  created_at: NOW,
  updated_at: NOW,
  ...overrides,
});
const program = (overrides: Partial<Program> = {}): Program => ({
  id: 4,
  church: 1,
  title: "Choir workshop",
  category: 2,
  category_name: "Prayer",
  category_color: "#7048e8",
  description: "",
  location: "",
  start_date: "2026-03-20",
  start_time: "15:00",
  duration_minutes: 120,
  time_zone: "Africa/Accra",
  recurrence: {
    frequency: "NONE",
    interval: 1,
    weekdays: [],
    monthly_mode: "DAY_OF_MONTH",
    until: null,
    count: null,
  },
  rrule: "",
  recurrence_text: "Once",
  coordinator: null,
  coordinator_name: "",
  expected_attendance: null,
  status: "PENDING",
  submitted_by: 9,
  submitted_by_name: "Esi Secretary",
  reviewed_by: null,
  reviewed_by_name: "",
  reviewed_at: null,
  review_note: "",
  next_occurrence: null,
  created_at: NOW,
  updated_at: NOW,
  ...overrides,
});

function march(): Calendar {
  const days = Array.from({ length: 31 }, (_, i) => {
    const date = `2026-03-${String(i + 1).padStart(2, "0")}`;
    return { date, occurrences: date === "2026-03-04" ? [occurrence(11)] : [] };
  });
  return { year: 2026, month: 3, time_zone: "Africa/Accra", days };
}

signInForEachTest(localAdmin);

describe("the calendar", () => {
  it("lays a month out in weeks from Monday", () => {
    const weeks = weeksOf(march().days);
    // 1 March 2026 is a Sunday: six empty cells before it.
    expect(weeks[0]?.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(weeks[0]?.[6]?.date).toBe("2026-03-01");
    expect(weeks.every((w) => w.length === 7)).toBe(true);
  });

  it("lays a month out from Sunday where the week starts on Sunday", () => {
    const weeks = weeksOf(march().days, 0);
    // 1 March 2026 is a Sunday: the first cell.
    expect(weeks[0]?.[0]?.date).toBe("2026-03-01");
    expect(weeks[0]?.[6]?.date).toBe("2026-03-07");
  });

  it("shows each date as a link in its category's colour and moves between months", async () => {
    const calls = stubApi((call) =>
      call.url.startsWith("/api/programs/programs/calendar/") ? jsonResponse(200, march()) : undefined,
    );
    const onMonth = vi.fn();
    renderWithProviders(<ProgramCalendar year={2026} month={3} onMonth={onMonth} />);
    const link = await screen.findByRole("link", { name: "18:30 Wednesday prayer meeting, Prayer" });
    expect(link.getAttribute("href")).toBe("/programs/occurrences/11");
    expect(link.getAttribute("style")).toContain("--category-color: #7048e8");
    expect(screen.getByText("Times are in Africa/Accra.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Next month" }));
    expect(onMonth).toHaveBeenCalledWith(2026, 4);
    expect(new URL(calls[0]?.url ?? "", "http://x").searchParams.get("month")).toBe("3");
  });

  describe("in French", () => {
    afterEach(async () => {
      await i18n.changeLanguage("en");
    });

    it("shows the calendar's own words in French", async () => {
      await i18n.changeLanguage("fr");
      stubApi((call) =>
        call.url.startsWith("/api/programs/programs/calendar/") ? jsonResponse(200, march()) : undefined,
      );
      const onMonth = vi.fn();
      renderWithProviders(<ProgramCalendar year={2026} month={3} onMonth={onMonth} />);
      expect(await screen.findByText("Heures en Africa/Accra.")).toBeTruthy();
      // The week starts on Monday in French, and the days are named in French.
      const days = screen
        .getAllByRole("columnheader")
        .map((th) => th.querySelector("abbr")?.getAttribute("title"));
      expect(days[0]).toBe("lundi");
      expect(days[6]).toBe("dimanche");
      expect(screen.getByRole("button", { name: "Ce mois-ci" })).toBeTruthy();
      fireEvent.click(screen.getByRole("button", { name: "Mois précédent" }));
      expect(onMonth).toHaveBeenCalledWith(2026, 2);
    });
  });
});

describe("planning a program", () => {
  it("shows the next five dates from the server and sends the schedule; its messages land on the fields", async () => {
    const calls = stubApi((call) => {
      const path = call.url.split("?")[0];
      if (path === "/api/programs/categories/choices/") return jsonResponse(200, []);
      if (path === "/api/churches/members/") return jsonResponse(200, page([]));
      if (path === "/api/programs/programs/preview/")
        return jsonResponse(200, {
          time_zone: "Europe/London",
          rrule: "",
          recurrence_text: "Once",
          dates: ["2026-03-29T09:00:00.000Z"],
          local: ["2026-03-29 10:00"],
        });
      if (path === "/api/programs/programs/" && call.method === "POST")
        return jsonResponse(400, {
          "recurrence.until": ["The end date is before the first date. Choose a later one."],
        });
      return undefined;
    });
    const error = vi.spyOn(notify, "error");
    renderWithProviders(<ProgramForm program={null} onDone={() => {}} onCancel={() => {}} />);
    expect(await screen.findByRole("list", { name: "The next five dates" })).toBeTruthy();
    expect(screen.getByText(/times in Europe\/London/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: "Prayer" } });
    // Without a category the form asks for one before anything is sent.
    fireEvent.click(screen.getByRole("button", { name: "Save program" }));
    expect(await screen.findByText("Choose a category.")).toBeTruthy();
    expect(calls.some((c) => c.method === "POST" && c.url === "/api/programs/programs/")).toBe(false);
    expect(error).not.toHaveBeenCalled();
  });
});

describe("what waits", () => {
  it("lists programs to approve and dates to fill in, each with its action", async () => {
    const calls = stubApi((call) => {
      const path = call.url.split("?")[0];
      if (path === "/api/programs/programs/" && call.method === "GET")
        return jsonResponse(200, page([program()]));
      if (path === "/api/programs/occurrences/pending_update/") return jsonResponse(200, [occurrence(11)]);
      if (path === "/api/programs/programs/4/approve/")
        return jsonResponse(200, program({ status: "APPROVED" }));
      return undefined;
    });
    const success = vi.spyOn(notify, "success");
    renderWithProviders(<PendingView canApprove canWrite />);
    const record = await screen.findByRole("link", {
      name: /Record the outcome of Wednesday prayer meeting/,
    });
    expect(record.getAttribute("href")).toBe("/programs/occurrences/11");
    fireEvent.click(await screen.findByRole("button", { name: "Approve Choir workshop" }));
    const dialog = await screen.findByRole("dialog", { name: "Approve this program?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Approve" }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith("Choir workshop is on the calendar."));
    expect(calls.find((c) => c.url === "/api/programs/programs/4/approve/")?.method).toBe("POST");
  });
});

describe("recording an outcome", () => {
  it("marks a past date accomplished with its attendance", async () => {
    const past = occurrence(11, { starts_at: "2020-01-01T10:00:00.000Z" });
    const calls = stubApi((call) => {
      const path = call.url.split("?")[0];
      if (path === "/api/programs/occurrences/11/") return jsonResponse(200, past);
      if (path === "/api/programs/occurrences/11/mark_accomplished/")
        return jsonResponse(200, { ...past, status: "ACCOMPLISHED", attendance: 42 });
      if (path === "/api/programs/participants/" || path === "/api/programs/attachments/")
        return jsonResponse(200, page([]));
      return undefined;
    });
    renderWithProviders(<OccurrenceDetail id={11} permissions={{ canWrite: true, canApprove: false }} />);
    const form = await screen.findByRole("form", { name: "Record the outcome" });
    fireEvent.change(within(form).getByLabelText(/^Attendance/), { target: { value: "42" } });
    fireEvent.change(within(form).getByLabelText("Notes"), { target: { value: "Good turnout" } });
    fireEvent.click(within(form).getByRole("button", { name: "Mark accomplished" }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.url.endsWith("/mark_accomplished/"))?.body).toEqual({
        attendance: 42,
        notes: "Good turnout",
      }),
    );
  });

  it("keeps an attendance of -4 as typed when the field loses focus, and refuses it without sending", async () => {
    const past = occurrence(11, { starts_at: "2020-01-01T10:00:00.000Z" });
    const calls = stubApi((call) => {
      const path = call.url.split("?")[0];
      if (path === "/api/programs/occurrences/11/") return jsonResponse(200, past);
      if (path === "/api/programs/participants/" || path === "/api/programs/attachments/")
        return jsonResponse(200, page([]));
      return undefined;
    });
    renderWithProviders(<OccurrenceDetail id={11} permissions={{ canWrite: true, canApprove: false }} />);
    const form = await screen.findByRole("form", { name: "Record the outcome" });
    const attendance = within(form).getByLabelText(/^Attendance/) as HTMLInputElement;
    fireEvent.change(attendance, { target: { value: "-4" } });
    fireEvent.blur(attendance);
    expect(attendance.value).toBe("-4");
    expect(await within(form).findByText("Enter 0 or more.")).toBeTruthy();
    fireEvent.click(within(form).getByRole("button", { name: "Mark accomplished" }));
    fireEvent.change(attendance, { target: { value: "100000000000000000000" } });
    fireEvent.blur(attendance);
    expect(await within(form).findByText("Enter at most 1,000,000.")).toBeTruthy();
    fireEvent.click(within(form).getByRole("button", { name: "Mark accomplished" }));
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("says a date still to come is recorded once it has started", async () => {
    const future = occurrence(12, { starts_at: "2999-01-01T10:00:00.000Z" });
    stubApi((call) => {
      const path = call.url.split("?")[0];
      if (path === "/api/programs/occurrences/12/") return jsonResponse(200, future);
      if (path === "/api/programs/participants/" || path === "/api/programs/attachments/")
        return jsonResponse(200, page([]));
      return undefined;
    });
    renderWithProviders(<OccurrenceDetail id={12} permissions={{ canWrite: true, canApprove: true }} />);
    expect(await screen.findByText(/has not come yet/)).toBeTruthy();
    expect(screen.queryByRole("form", { name: "Record the outcome" })).toBeNull();
  });
});

describe("a schedule in words", () => {
  const rule = (r: Partial<Recurrence>): Recurrence => ({ ...ONCE, ...r });
  const rules = [
    rule({}),
    rule({ frequency: "DAILY" }),
    rule({ frequency: "DAILY", interval: 3, count: 1 }),
    rule({ frequency: "WEEKLY" }),
    rule({ frequency: "WEEKLY", interval: 2, weekdays: ["WE", "SU"], count: 12 }),
    rule({ frequency: "WEEKLY", weekdays: ["MO", "TU", "FR"], until: "2026-06-30" }),
    rule({ frequency: "MONTHLY", monthly_mode: "DAY_OF_MONTH", until: "2026-12-31" }),
    rule({ frequency: "MONTHLY", interval: 2, monthly_mode: "WEEKDAY_OF_MONTH" }),
    rule({ frequency: "MONTHLY", monthly_mode: "LAST_WEEKDAY_OF_MONTH" }),
    rule({ frequency: "YEARLY" }),
    rule({ frequency: "YEARLY", interval: 5, count: 1000 }),
  ];

  afterEach(async () => {
    await i18n.changeLanguage("en");
  });

  it("says in English word for word what the server says", () => {
    // 18 March 2026 is the third Wednesday of its month.
    for (const r of rules) expect(scheduleInWords(r, "2026-03-18")).toBe(describeRecurrence(r, "2026-03-18"));
  });

  it("says it in French, with the weekdays' French names", async () => {
    await i18n.changeLanguage("fr");
    await i18n.loadNamespaces("programs");
    expect(scheduleInWords(rules[4] as Recurrence, "2026-03-18")).toBe(
      "Toutes les 2 semaines (mercredi et dimanche), 12 fois",
    );
    expect(scheduleInWords(rules[7] as Recurrence, "2026-03-18")).toBe(
      "Tous les 2 mois le troisième mercredi",
    );
  });
});

describe("a called-off date's reason", () => {
  afterEach(async () => {
    await i18n.changeLanguage("en");
  });

  it("is in the reader's words when the app wrote it, and as typed when a person did", async () => {
    await i18n.changeLanguage("fr");
    await i18n.loadNamespaces(["programs", "common"]);
    expect(reasonText("No longer on the program's schedule.")).toBe("N’est plus au calendrier du programme.");
    expect(reasonText("Pastor travelling")).toBe("Pastor travelling");
  });
});
