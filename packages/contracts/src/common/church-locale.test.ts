import { describe, expect, it } from "vitest";
import { countryDefaults, currencyCodes, firstDayOfWeek, isCurrency } from "./church-locale";
import { bookCurrency } from "./money";

describe("a church's country", () => {
  it("gives its currency and time zone; a country not in the table gets the installation's", () => {
    expect(countryDefaults("GH")).toEqual({ currency: "GHS", time_zone: "Africa/Accra" });
    expect(countryDefaults("ng")).toEqual({ currency: "NGN", time_zone: "Africa/Lagos" });
    expect(countryDefaults("KE")).toEqual({ currency: "KES", time_zone: "Africa/Nairobi" });
    expect(countryDefaults("ZA")).toEqual({ currency: "ZAR", time_zone: "Africa/Johannesburg" });
    expect(countryDefaults("CI")).toEqual({ currency: "XOF", time_zone: "Africa/Abidjan" });
    expect(countryDefaults("QQ")).toEqual({ currency: "GHS", time_zone: "Africa/Accra" });
    expect(countryDefaults(null)).toEqual({ currency: "GHS", time_zone: "Africa/Accra" });
  });
});

describe("a church's currency", () => {
  it("is an ISO 4217 code in use, in capitals", () => {
    for (const code of ["GHS", "NGN", "KES", "ZAR", "XOF", "USD"]) expect(isCurrency(code)).toBe(true);
    for (const code of ["ABC", "CEDI", "ghs", "", "XTS"]) expect(isCurrency(code)).toBe(false);
    expect(currencyCodes()).toContain("NGN");
    expect(bookCurrency.parse(" ngn ")).toBe("NGN");
    expect(bookCurrency.safeParse("ABC").error?.issues[0]?.message).toBe(
      "Choose a currency code in use, such as GHS, NGN or XOF.",
    );
  });
});

describe("the first day of the week", () => {
  it("is Monday for the app's French, Portuguese, Swahili and Yoruba, Sunday for English without a region", () => {
    expect(firstDayOfWeek("fr")).toBe(1);
    expect(firstDayOfWeek("pt")).toBe(1);
    expect(firstDayOfWeek("sw")).toBe(1);
    expect(firstDayOfWeek("yo")).toBe(1);
    expect(firstDayOfWeek("en")).toBe(0);
  });

  it("follows the locale's region where it names one", () => {
    expect(firstDayOfWeek("en-US")).toBe(0);
    expect(firstDayOfWeek("en-GB")).toBe(1);
    expect(firstDayOfWeek("en-GH")).toBe(1);
    expect(firstDayOfWeek("not a locale!")).toBe(1);
  });
});
