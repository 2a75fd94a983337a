import { describeRecurrence } from "@cm/contracts";
import { describe, expect, it } from "vitest";
import { rule } from "./programs.test-support";
import {
  checkSchedule,
  firstSlots,
  localParts,
  rruleText,
  type Schedule,
  slotsBetween,
} from "./recurrence.service";

const base = (values: Partial<Schedule>): Schedule => ({
  start_date: "2025-03-02",
  start_time: "10:00",
  duration_minutes: 90,
  time_zone: "Europe/London",
  recurrence: rule({ frequency: "WEEKLY" }),
  ...values,
});
const starts = (s: Schedule, n: number) => firstSlots(s, n).map((x) => x.starts_at.toISOString());
const local = (s: Schedule, n: number) =>
  firstSlots(s, n).map((x) => {
    const p = localParts(x.starts_at, s.time_zone);
    return `${p.date} ${p.time}`;
  });

describe("expanding a schedule (RFC 5545 rules through rrule)", () => {
  it("keeps a weekly 10:00 service at 10:00 local time when the clocks go forward", () => {
    const s = base({});
    // British Summer Time starts on 30 March 2025: 10:00 is then 09:00 UTC.
    expect(starts(s, 6)).toEqual([
      "2025-03-02T10:00:00.000Z",
      "2025-03-09T10:00:00.000Z",
      "2025-03-16T10:00:00.000Z",
      "2025-03-23T10:00:00.000Z",
      "2025-03-30T09:00:00.000Z",
      "2025-04-06T09:00:00.000Z",
    ]);
    expect(local(s, 6).every((d) => d.endsWith(" 10:00"))).toBe(true);
  });

  it("and when they go back, in a zone south of the equator too", () => {
    const london = base({ start_date: "2025-10-19" });
    expect(starts(london, 3)).toEqual([
      "2025-10-19T09:00:00.000Z",
      "2025-10-26T10:00:00.000Z",
      "2025-11-02T10:00:00.000Z",
    ]);
    // Sydney leaves daylight saving on 6 April 2025.
    const sydney = base({ start_date: "2025-03-30", start_time: "19:30", time_zone: "Australia/Sydney" });
    expect(local(sydney, 3)).toEqual(["2025-03-30 19:30", "2025-04-06 19:30", "2025-04-13 19:30"]);
    expect(starts(sydney, 2)).toEqual(["2025-03-30T08:30:00.000Z", "2025-04-06T09:30:00.000Z"]);
  });

  it("repeats on chosen weekdays, every other week, a set number of times", () => {
    const s = base({
      start_date: "2025-01-05",
      time_zone: "Africa/Accra",
      recurrence: rule({ frequency: "WEEKLY", interval: 2, weekdays: ["SU", "WE"], count: 5 }),
    });
    expect(local(s, 10).map((d) => d.slice(0, 10))).toEqual([
      "2025-01-05",
      "2025-01-15",
      "2025-01-19",
      "2025-01-29",
      "2025-02-02",
    ]);
  });

  it("monthly on a day, on the Nth weekday and on the last weekday", () => {
    const day = base({ start_date: "2025-01-31", recurrence: rule({ frequency: "MONTHLY" }) });
    // Months without a 31st are skipped, as RFC 5545 says.
    expect(local(day, 3).map((d) => d.slice(0, 10))).toEqual(["2025-01-31", "2025-03-31", "2025-05-31"]);
    const second = base({
      start_date: "2025-01-12",
      recurrence: rule({ frequency: "MONTHLY", monthly_mode: "WEEKDAY_OF_MONTH" }),
    });
    expect(local(second, 3).map((d) => d.slice(0, 10))).toEqual(["2025-01-12", "2025-02-09", "2025-03-09"]);
    const last = base({
      start_date: "2025-01-31",
      recurrence: rule({ frequency: "MONTHLY", monthly_mode: "LAST_WEEKDAY_OF_MONTH" }),
    });
    expect(local(last, 3).map((d) => d.slice(0, 10))).toEqual(["2025-01-31", "2025-02-28", "2025-03-28"]);
    expect(describeRecurrence(second.recurrence, second.start_date)).toBe("Every month on the second Sunday");
  });

  it("yearly and daily rules stop at their end date, which counts as a whole local day", () => {
    const yearly = base({
      start_date: "2025-08-15",
      recurrence: rule({ frequency: "YEARLY", until: "2027-08-15" }),
    });
    expect(local(yearly, 10).map((d) => d.slice(0, 10))).toEqual(["2025-08-15", "2026-08-15", "2027-08-15"]);
    const daily = base({
      start_date: "2025-06-01",
      start_time: "23:30",
      recurrence: rule({ frequency: "DAILY", interval: 3, until: "2025-06-07" }),
    });
    expect(local(daily, 10)).toEqual(["2025-06-01 23:30", "2025-06-04 23:30", "2025-06-07 23:30"]);
  });

  it("writes the schedule as RFC 5545 text with the church's zone", () => {
    const s = base({ recurrence: rule({ frequency: "WEEKLY", weekdays: ["SU"], until: "2025-12-31" }) });
    expect(rruleText(s)).toBe(
      "DTSTART;TZID=Europe/London:20250302T100000\nRRULE:FREQ=WEEKLY;INTERVAL=1;WKST=MO;BYDAY=SU;UNTIL=20251231T235900Z",
    );
    expect(rruleText(base({ recurrence: rule({ frequency: "NONE" }) }))).toBe("");
  });

  it("gives a window's dates by their instants, and refuses a window of more than 1,000", () => {
    const s = base({ recurrence: rule({ frequency: "DAILY" }) });
    const window = slotsBetween(s, new Date("2025-03-29T00:00:00Z"), new Date("2025-04-01T00:00:00Z"));
    expect(window.map((w) => w.local_date)).toEqual(["2025-03-29", "2025-03-30", "2025-03-31"]);
    expect(window[1]?.ends_at.toISOString()).toBe("2025-03-30T10:30:00.000Z");
    expect(() => slotsBetween(s, new Date("2025-03-01T00:00:00Z"), new Date("2028-03-01T00:00:00Z"))).toThrow(
      expect.objectContaining({ fields: { to: [expect.stringMatching(/more than 1,000 dates/)] } }),
    );
  });
});

describe("refusing schedules", () => {
  const refusal = (s: Schedule) => {
    try {
      checkSchedule(s);
      return null;
    } catch (e) {
      return (e as { fields: Record<string, string[]> }).fields;
    }
  };

  it("that end before they start, that have both an end date and a count, or that give nothing", () => {
    expect(refusal(base({ recurrence: rule({ frequency: "WEEKLY", until: "2025-03-01" }) }))).toHaveProperty([
      "recurrence.until",
    ]);
    expect(
      refusal(base({ recurrence: rule({ frequency: "WEEKLY", until: "2025-05-01", count: 3 }) })),
    ).toHaveProperty(["recurrence.count"]);
    // Mondays only, from a Sunday, ending that same Sunday: not one date.
    expect(
      refusal(base({ recurrence: rule({ frequency: "WEEKLY", weekdays: ["MO"], until: "2025-03-02" }) })),
    ).toHaveProperty(["recurrence"]);
    expect(refusal(base({ recurrence: rule({ frequency: "DAILY", weekdays: ["MO"] }) }))).toHaveProperty([
      "recurrence.weekdays",
    ]);
    expect(refusal(base({}))).toBeNull();
  });
});
