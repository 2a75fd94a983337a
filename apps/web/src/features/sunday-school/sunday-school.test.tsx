import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../lib/i18n";
import { notify } from "../../lib/notify";
import { stubApi } from "../../test/api-stub";
import { jsonResponse } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { signInForEachTest } from "../../test/session";
import type { SessionRoster, SessionSummary, SundaySchool } from "./api/sunday-school-api";
import { SessionAttendance } from "./components/session-attendance";
import { countWeekdays, SessionsDialog, severalSessionsSchema } from "./components/sessions-dialog";

const juniors: SundaySchool = {
  id: 3,
  church: 1,
  name: "Juniors",
  description: "",
  min_age: 6,
  max_age: 9,
  teacher: null,
  teacher_name: "",
  room: "B2",
  is_active: true,
  enrolled_count: 3,
  session_count: 1,
  average_rate: 33.3,
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
};

const session = {
  id: 40,
  church: 1,
  sunday_school: 3,
  sunday_school_name: "Juniors",
  date: "2026-03-01",
  topic: "Noah's ark",
  notes: "",
  visitor_count: 1,
  present_count: 1,
  absent_count: 2,
  created_at: "2026-02-01T00:00:00.000Z",
};

// Ordered by name, as the server answers; Ama was marked present, Esi absent, Kofi not yet.
const roster: SessionRoster = [
  { member: 21, member_name: "Ama Owusu", present: true },
  { member: 23, member_name: "Esi Mensah", present: false },
  { member: 22, member_name: "Kofi Boateng", present: null },
];

const summary: SessionSummary = {
  session: 40,
  date: "2026-03-01",
  topic: "Noah's ark",
  class: 3,
  class_name: "Juniors",
  enrolled: 3,
  present: 1,
  absent: 2,
  rate: 33.3,
  visitors: 1,
  records: [{ member: 21, member_name: "Ama Owusu", present: true }],
};

function mockApi() {
  return stubApi(({ url, method }) => {
    if (url === "/api/churches/sunday-school-sessions/40/") return jsonResponse(200, session);
    if (method === "POST" && url === "/api/churches/sunday-school-sessions/40/mark-attendance/")
      return jsonResponse(200, summary);
    if (url === "/api/churches/sunday-school-sessions/40/roster/") return jsonResponse(200, roster);
    if (url.startsWith("/api/churches/sunday-school-attendance/session-summary/"))
      return jsonResponse(200, summary);
    if (method === "POST" && url === "/api/churches/sunday-schools/3/create-multiple-sessions/")
      return jsonResponse(200, {
        created_count: 4,
        skipped_count: 1,
        skipped_dates: ["2026-03-01"],
        sessions: [],
      });
  });
}

describe("a Sunday-school session", () => {
  signInForEachTest();

  it("shows the summary: present, absent and rate", async () => {
    mockApi();
    renderWithProviders(<SessionAttendance classId={3} sessionId={40} />);
    const card = await screen.findByRole("region", { name: "Session summary" });
    expect(within(card).getByTestId("summary-present").textContent).toBe("1");
    expect(within(card).getByTestId("summary-absent").textContent).toBe("2");
    expect(within(card).getByTestId("summary-attendance-rate").textContent).toBe("33.3%");
    expect(within(card).getByTestId("summary-visitors").textContent).toBe("1");
  });

  it("sends who was present, who was absent and the visitors", async () => {
    const calls = mockApi();
    const success = vi.spyOn(notify, "success");
    renderWithProviders(<SessionAttendance classId={3} sessionId={40} />);
    const table = await screen.findByRole("table", { name: "Class attendance" });
    // Ama was marked present before; Esi was absent and Kofi, not marked yet, starts absent.
    expect(await screen.findByText("1 of 3 present")).toBeTruthy();
    const esi = within(table).getByText("Esi Mensah").closest("tr") as HTMLElement;
    fireEvent.click(within(esi).getByLabelText("Present"));
    expect(screen.getByText("2 of 3 present")).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Visitors/), { target: { value: "4" } });
    fireEvent.click(screen.getByRole("button", { name: "Save attendance" }));

    await vi.waitFor(() => expect(success).toHaveBeenCalledWith("The attendance has been saved."));
    const sent = calls.find((c) => c.method === "POST" && c.url.endsWith("/mark-attendance/"));
    expect(sent?.body).toEqual({ present: [21, 23], absent: [22], visitor_count: 4 });
    // The whole roster comes from the session, not from a page of enrollments.
    expect(calls.some((c) => c.url.includes("sunday-school-enrollments"))).toBe(false);
  });
});

describe("a session with nobody enrolled", () => {
  signInForEachTest();
  afterEach(async () => {
    await i18n.changeLanguage("en");
  });

  function emptyRoster() {
    return stubApi(({ url }) => {
      if (url === "/api/churches/sunday-school-sessions/40/") return jsonResponse(200, session);
      if (url === "/api/churches/sunday-school-sessions/40/roster/") return jsonResponse(200, []);
      if (url.startsWith("/api/churches/sunday-school-attendance/session-summary/"))
        return jsonResponse(200, { ...summary, enrolled: 0, present: 0, absent: 0, rate: 0, records: [] });
    });
  }

  it("points to the class page, inside the sentence, in English and in Portuguese", async () => {
    emptyRoster();
    const { unmount } = renderWithProviders(<SessionAttendance classId={3} sessionId={40} />);
    const link = await screen.findByRole("link", { name: "class page" });
    expect(link.getAttribute("href")).toBe("/church/sunday-school/3");
    expect(link.parentElement?.textContent).toBe(
      "Nobody is enrolled in this class yet. Enroll members on the class page.",
    );
    unmount();

    await i18n.changeLanguage("pt");
    await i18n.loadNamespaces("sunday-school");
    renderWithProviders(<SessionAttendance classId={3} sessionId={40} />);
    const translated = await screen.findByRole("link", { name: "página da turma" });
    expect(translated.getAttribute("href")).toBe("/church/sunday-school/3");
  });
});

describe("adding several sessions", () => {
  signInForEachTest();

  it("counts the weekdays in a range", () => {
    // March 2026: Sundays on the 1st, 8th, 15th, 22nd and 29th.
    expect(countWeekdays("2026-03-01", "2026-03-31", 0)).toBe(5);
    expect(countWeekdays("2026-03-02", "2026-03-07", 0)).toBe(0);
    expect(countWeekdays("2026-03-02", "2026-03-02", 1)).toBe(1);
    expect(countWeekdays("2026-03-10", "2026-03-01", 0)).toBe(0);
  });

  it("checks the range and the weekday", () => {
    const ok = { start_date: "2026-03-01", end_date: "2026-03-31", weekday: "0", topic: "" };
    expect(severalSessionsSchema.safeParse(ok).success).toBe(true);
    const issue = (v: object) => severalSessionsSchema.safeParse({ ...ok, ...v }).error?.issues[0];
    expect(issue({ end_date: "2026-02-01" })?.path).toEqual(["end_date"]);
    expect(issue({ end_date: "2027-06-01" })?.message).toMatch(/at most a year/);
    expect(issue({ start_date: "" })?.message).toBe("Choose the first date.");
    expect(issue({ start_date: "2026-03-02", end_date: "2026-03-07" })?.message).toBe(
      "There is no Sunday between these dates.",
    );
  });

  it("shows the form's errors and sends nothing until they are fixed", async () => {
    const calls = mockApi();
    const success = vi.spyOn(notify, "success");
    renderWithProviders(<SessionsDialog target={juniors} onClose={() => {}} />);
    fireEvent.click(await screen.findByText("Several sessions"));
    const form = await screen.findByRole("form", { name: "New sessions" });
    fireEvent.click(within(form).getByRole("button", { name: "Add sessions" }));
    expect(await within(form).findByText("Choose the first date.")).toBeTruthy();
    expect(within(form).getByText("Choose the last date.")).toBeTruthy();
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    fireEvent.change(within(form).getByLabelText(/From/), { target: { value: "2026-03-01" } });
    fireEvent.change(within(form).getByLabelText(/Until/), { target: { value: "2026-03-29" } });
    expect(await within(form).findByText(/up to 5 sessions/)).toBeTruthy();
    fireEvent.click(within(form).getByRole("button", { name: "Add sessions" }));
    await vi.waitFor(() =>
      expect(success).toHaveBeenCalledWith("4 sessions added to Juniors. 1 date already had a session."),
    );
    const sent = calls.find((c) => c.method === "POST");
    expect(sent?.body).toEqual({ start_date: "2026-03-01", end_date: "2026-03-29", weekday: 0, topic: "" });
  });

  it("puts the server's refusal of a date under the date and focuses it", async () => {
    const calls = stubApi(({ url, method }) =>
      method === "POST" && url === "/api/churches/sunday-schools/3/create-session/"
        ? jsonResponse(400, { date: ["There is already a session on this date."] })
        : undefined,
    );
    const failed = vi.spyOn(notify, "error");
    renderWithProviders(<SessionsDialog target={juniors} onClose={() => {}} />);
    const form = await screen.findByRole("form", { name: "New session" });
    const date = within(form).getByLabelText(/Date/);
    fireEvent.change(date, { target: { value: "2026-03-01" } });
    fireEvent.click(within(form).getByRole("button", { name: "Add session" }));
    const message = await within(form).findByText("There is already a session on this date.");
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      date: "2026-03-01",
      topic: "",
      notes: "",
    });
    expect(date.getAttribute("aria-invalid")).toBe("true");
    expect(date.getAttribute("aria-describedby")?.split(" ")).toContain(message.id);
    await vi.waitFor(() => expect(document.activeElement).toBe(date));
    expect(within(form).queryByRole("alert")).toBeNull();
    expect(failed).toHaveBeenCalledWith(expect.objectContaining({ title: "The session was not added" }));
  });
});

describe("adding sessions in French", () => {
  signInForEachTest();
  afterEach(async () => {
    await i18n.changeLanguage("en");
  });

  it("shows the dialog and its checks in French", async () => {
    await i18n.changeLanguage("fr");
    await i18n.loadNamespaces("sunday-school");
    mockApi();
    renderWithProviders(<SessionsDialog target={juniors} onClose={() => {}} />);
    expect(await screen.findByText("Ajouter des séances à Juniors")).toBeTruthy();
    fireEvent.click(screen.getByText("Plusieurs séances"));
    const form = await screen.findByRole("form", { name: "Nouvelles séances" });
    fireEvent.click(within(form).getByRole("button", { name: "Ajouter des séances" }));
    expect(await within(form).findByText("Choisissez la première date.")).toBeTruthy();
    const checked = severalSessionsSchema.safeParse({
      start_date: "2026-03-02",
      end_date: "2026-03-07",
      weekday: "0",
      topic: "",
    });
    expect(checked.error?.issues[0]?.message).toBe("Il n’y a aucun dimanche entre ces dates.");
  });
});
