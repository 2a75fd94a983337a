import { describe, expect, it } from "vitest";
import "./messages";
import { addDays, addMonths } from "./dates";
import { currencyCode, divideCents, fromCents, moneyInput, toCents } from "./money";

describe("money", () => {
  it("converts between decimal strings and integer cents without floats", () => {
    expect(toCents("1250")).toBe(125000n);
    expect(toCents("1250.5")).toBe(125050n);
    expect(toCents("0.07")).toBe(7n);
    expect(fromCents(125050n)).toBe("1250.50");
    expect(fromCents(7n)).toBe("0.07");
    expect(fromCents(-5n)).toBe("-0.05");
    // 0.1 + 0.2 is exact in cents
    expect(fromCents(toCents("0.10") + toCents("0.20"))).toBe("0.30");
  });

  it("divides cents rounding half away from zero", () => {
    expect(divideCents(10000n, 3n)).toBe(3333n);
    expect(divideCents(10001n, 2n)).toBe(5001n);
    expect(divideCents(120000n, 12n)).toBe(10000n);
  });

  it("accepts amounts as strings with up to two places and stores two", () => {
    expect(moneyInput.parse("1250")).toBe("1250.00");
    expect(moneyInput.parse(" 99.9 ")).toBe("99.90");
    for (const bad of ["12.345", "-1.00", "1e3", "", "abc"])
      expect(moneyInput.safeParse(bad).success).toBe(false);
    expect(moneyInput.safeParse(12.5).success).toBe(false);
  });

  it("takes three-letter currency codes in capitals", () => {
    expect(currencyCode.parse("ghs")).toBe("GHS");
    expect(currencyCode.safeParse("CEDI").success).toBe(false);
  });
});

describe("calendar dates", () => {
  it("add days and months, keeping month ends inside the month", () => {
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonths("2026-11-15", 3)).toBe("2027-02-15");
    expect(addMonths("2026-05-01", 12)).toBe("2027-05-01");
  });
});
