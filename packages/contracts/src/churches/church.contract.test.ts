import { describe, expect, it } from "vitest";
import { roundDownMembers } from "./church.contract";

describe("roundDownMembers", () => {
  it("keeps two significant digits, never rounding up", () => {
    expect(roundDownMembers(0)).toBe(0);
    expect(roundDownMembers(7)).toBe(7);
    expect(roundDownMembers(87)).toBe(80);
    expect(roundDownMembers(99)).toBe(90);
    expect(roundDownMembers(1234)).toBe(1200);
    expect(roundDownMembers(12_480)).toBe(12_000);
    expect(roundDownMembers(100_000)).toBe(100_000);
  });
});
