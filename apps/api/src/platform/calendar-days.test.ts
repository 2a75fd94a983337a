import { describe, expect, it } from "vitest";
import { dayAt, dayText, documentLocale } from "./calendar-days";

describe("days in documents", () => {
  it("are written the language's way, with the month in words", () => {
    expect(dayText("2025-03-02", "en")).toBe("2 Mar 2025");
    expect(dayText("2025-03-02", "fr")).toBe("2 mars 2025");
    // Yoruba's own medium style is all figures ("2 03 2025"): the month is named.
    expect(dayText("2025-03-02", "yo")).toMatch(/^2 Oṣù .+ 2025$/);
    expect(dayText("not a day", "fr")).toBe("not a day");
    expect(documentLocale(undefined)).toBe("en-GB");
  });

  it("fall on the church's calendar: late on 31 December in UTC is New Year's Day in Nairobi", () => {
    const late = new Date("2026-12-31T23:30:00Z");
    expect(dayAt(late, "Africa/Nairobi")).toBe("2027-01-01");
    expect(dayAt(late, "Africa/Accra")).toBe("2026-12-31");
    expect(dayAt(late, "Not/AZone")).toBe("2026-12-31");
  });
});
