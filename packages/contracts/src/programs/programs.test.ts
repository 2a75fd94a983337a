import { describe, expect, it } from "vitest";
import { isTimeZone } from "../churches/church.contract";
import { minutesInWords } from "./program-extras.contract";
import { describeRecurrence, ONCE, programRecurrence, weekdayOf } from "./recurrence";

describe("program schedules in words", () => {
  const rule = (values: Record<string, unknown>) => programRecurrence.parse(values);

  it("names once, weekly days, monthly positions, counts and end dates", () => {
    expect(describeRecurrence(ONCE, "2026-03-01")).toBe("Once");
    expect(describeRecurrence(rule({ frequency: "WEEKLY" }), "2026-03-01")).toBe("Every week on Sunday");
    expect(
      describeRecurrence(
        rule({ frequency: "WEEKLY", interval: 2, weekdays: ["WE", "MO"], count: 6 }),
        "2026-03-01",
      ),
    ).toBe("Every 2 weeks on Monday and Wednesday, 6 times");
    expect(describeRecurrence(rule({ frequency: "MONTHLY" }), "2026-03-14")).toBe("Every month on day 14");
    expect(
      describeRecurrence(rule({ frequency: "MONTHLY", monthly_mode: "LAST_WEEKDAY_OF_MONTH" }), "2026-03-27"),
    ).toBe("Every month on the last Friday");
    expect(describeRecurrence(rule({ frequency: "YEARLY", until: "2030-12-31" }), "2026-08-15")).toBe(
      "Every year, until 2030-12-31",
    );
  });

  it("refuses an interval of 0 and more than 1,000 times", () => {
    expect(programRecurrence.safeParse({ frequency: "DAILY", interval: 0 }).success).toBe(false);
    expect(programRecurrence.safeParse({ frequency: "DAILY", count: 1001 }).success).toBe(false);
    expect(programRecurrence.safeParse({ frequency: "FORTNIGHTLY" }).success).toBe(false);
  });

  it("knows weekdays, lead times and time zones", () => {
    expect(weekdayOf("2026-03-01")).toBe("SU");
    expect(weekdayOf("2024-02-29")).toBe("TH");
    expect([minutesInWords(120), minutesInWords(1440), minutesInWords(90), minutesInWords(2880)]).toEqual([
      "2 hours",
      "1 day",
      "90 minutes",
      "2 days",
    ]);
    expect(isTimeZone("Africa/Accra")).toBe(true);
    expect(isTimeZone("Europe/London")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
    expect(isTimeZone("../etc")).toBe(false);
  });
});
