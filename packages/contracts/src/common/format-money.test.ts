import { describe, expect, it } from "vitest";
import "./messages";
import { formatMoney } from "./money";

const plain = (s: string) => s.replace(/\s/g, " ");

describe("formatMoney", () => {
  it("writes the API's decimal string as money in the given locale", () => {
    expect(plain(formatMoney("1250.00", "USD", "en-US"))).toBe("$1,250.00");
    expect(plain(formatMoney("-12.5", "USD", "en-US"))).toBe("-$12.50");
    expect(plain(formatMoney("1250.00", "GHS", "en-US"))).toBe("GHS 1,250.00");
  });

  it("shows the amount as given when it cannot be formatted", () => {
    expect(formatMoney("12.00", "not-a-currency")).toBe("not-a-currency 12.00");
    expect(formatMoney("lots", "GHS")).toBe("GHS lots");
  });
});
