import { setDisplayLocale } from "@cm/contracts/rules";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { stubApi } from "../test/api-stub";
import { jsonResponse, localAdmin, localAdminMe, makeChurch } from "../test/fixtures";
import { renderWithProviders } from "../test/render";
import { signInForEachTest } from "../test/session";
import { useChurchClock } from "./church-clock";
import { displayZone, formatDate, formatDateTime, setDisplayZone } from "./format-date";
import { fromLocalInput, localToday, toLocalInput } from "./local-date-time";
import { sessionStore } from "./session";
import { churchChoice } from "./working-church";

// 23:30 UTC on 31 December is already New Year's Day in Nairobi (UTC+3).
const NEW_YEAR_NAIROBI = "2026-12-31T23:30:00.000Z";

afterEach(() => {
  setDisplayZone(undefined);
  churchChoice.clear();
});

describe("dates in the reader's language", () => {
  afterEach(() => setDisplayLocale(undefined));

  it("name the month in every language, Yoruba's too", () => {
    setDisplayLocale("fr");
    expect(formatDate("2026-03-12")).toBe("12 mars 2026");
    // Yoruba's own medium style is all figures ("12 03 2026, 14:5"): the month is named instead.
    setDisplayLocale("yo");
    expect(formatDate("2026-03-12")).toMatch(/^12 Oṣù .+ 2026$/);
    setDisplayZone("UTC");
    expect(formatDateTime("2026-03-12T14:05:00Z")).toMatch(/^12 Oṣù .+ 2026.* 14:05$/);
  });
});

describe("dates at the church's clock", () => {
  it("shows instants, today and form times at the church's zone once it is set", () => {
    setDisplayZone("Africa/Nairobi");
    expect(formatDateTime(NEW_YEAR_NAIROBI)).toMatch(/Jan 1, 2027.*2:30/);
    expect(formatDate(NEW_YEAR_NAIROBI)).toMatch(/Jan 1, 2027/);
    // A calendar date is the same day wherever it is read.
    expect(formatDate("2026-12-31")).toMatch(/Dec 31, 2026/);
    expect(localToday(new Date(NEW_YEAR_NAIROBI))).toBe("2027-01-01");
    expect(toLocalInput(NEW_YEAR_NAIROBI)).toBe("2027-01-01T02:30");
    expect(fromLocalInput("2027-01-01T02:30")).toBe(NEW_YEAR_NAIROBI);
    // A zone named by the caller (an event's church) still wins.
    expect(toLocalInput(NEW_YEAR_NAIROBI, "UTC")).toBe("2026-12-31T23:30");
  });
});

function Clock({ zone }: { zone: string | null }) {
  const shown = useChurchClock({ ...localAdminMe, church_time_zone: zone });
  return (
    <p>
      {shown || "browser"} · {formatDateTime(NEW_YEAR_NAIROBI)}
    </p>
  );
}

describe("the signed-in user's clock", () => {
  describe("for a church user", () => {
    signInForEachTest(localAdmin);

    it("is their church's zone, from their own record", async () => {
      renderWithProviders(<Clock zone="Africa/Nairobi" />);
      expect(await screen.findByText(/^Africa\/Nairobi · Jan 1, 2027/)).toBeTruthy();
      expect(displayZone()).toBe("Africa/Nairobi");
      // Signed out, dates are at the browser's clock again, though the shell is still drawn.
      sessionStore.clear();
      expect(displayZone()).toBeUndefined();
      expect(await screen.findByText(/^browser · /)).toBeTruthy();
      expect(displayZone()).toBeUndefined();
    });

    it("is the browser's own when the church keeps the same clock", async () => {
      const browser = new Intl.DateTimeFormat().resolvedOptions().timeZone;
      renderWithProviders(<Clock zone={browser} />);
      expect(await screen.findByText(/^browser · /)).toBeTruthy();
      expect(displayZone()).toBeUndefined();
    });
  });

  describe("for an officer", () => {
    signInForEachTest({ ...localAdmin, role: "NATIONAL_SECRETARY", church: null, is_church_admin: false });

    it("is the chosen church's zone, and the browser's before a church is chosen", async () => {
      const calls = stubApi(({ url }) =>
        url.includes("/churches/churches/4/")
          ? jsonResponse(200, makeChurch({ id: 4, time_zone: "Pacific/Kiritimati" }))
          : undefined,
      );
      const { rerender } = renderWithProviders(<Clock zone={null} />);
      expect(await screen.findByText(/^browser · /)).toBeTruthy();
      expect(calls).toHaveLength(0);
      churchChoice.select({ id: 4, name: "Bethel" });
      rerender(<Clock zone={null} />);
      // 23:30 UTC is 13:30 the next day at UTC+14.
      expect(await screen.findByText(/^Pacific\/Kiritimati · Jan 1, 2027.*1:30/)).toBeTruthy();
    });
  });
});
