import { setDisplayLocale } from "@cm/contracts/rules";
import { afterEach, describe, expect, it } from "vitest";
import { formatCalendar, formatTime, setDisplayZone } from "./format-date";
import { formatCount, formatRate } from "./labels";

describe("calendar days and months", () => {
  afterEach(() => {
    setDisplayLocale(undefined);
    setDisplayZone(undefined);
  });

  it("are named in the page's language, not the browser's", () => {
    setDisplayLocale("fr");
    expect(formatCalendar("2026-03", "shortMonth")).toBe("mars 26");
    expect(formatCalendar("2026-03-02", "dayMonth")).toBe("2 mars");
    expect(formatCalendar("2026-03", "month")).toBe("mars 2026");
    setDisplayLocale("pt");
    expect(formatCalendar("2026-03-14", "weekdayDate")).toMatch(/^sáb\.?, 14 de mar\.? de 2026$/);
  });

  it("are the day written, wherever the browser is", () => {
    setDisplayLocale("en-GB");
    expect(formatCalendar("2026-01-01", "dayMonth")).toBe("1 Jan");
    expect(formatCalendar("not a day", "dayMonth")).toBe("not a day");
  });

  it("give a moment's time the page's way at the church's clock", () => {
    setDisplayLocale("fr");
    setDisplayZone("Africa/Nairobi");
    expect(formatTime("2026-03-02T10:05:00Z")).toBe("13:05");
  });
});

describe("counts and rates", () => {
  afterEach(() => setDisplayLocale(undefined));

  it("are written the page's language's way", () => {
    setDisplayLocale("fr");
    expect(formatCount(1250)).toBe("1\u202f250");
    expect(formatRate(45.5)).toBe("45,5\u00a0%");
    setDisplayLocale("en-GB");
    expect(formatCount(1250)).toBe("1,250");
    expect(formatRate(33.333)).toBe("33.3%");
    expect(formatRate(40)).toBe("40%");
  });
});
