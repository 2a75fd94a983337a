import { describe, expect, it } from "vitest";
import { z } from "zod";
import { patchOf } from "./fields";
import { futureDateProblems, pastDate, pastDateInForm, pastMonth } from "./past-dates";

const NOW = new Date("2030-05-10T23:30:00Z");
const form = z.strictObject({
  born: pastDate("The date of birth").nullable().default(null),
  paid: pastDate("The date paid").optional(),
  month: pastMonth("The month"),
  planned: z.iso.date(),
});

describe("dates that cannot be in the future", () => {
  it("are judged by the given time, through optional, nullable and default wrappers and PATCH forms", () => {
    const values = { born: "2030-05-11", paid: "2030-05-10", month: "2030-06", planned: "2031-01-01" };
    const expected = {
      born: ["The date of birth cannot be in the future."],
      month: ["The month cannot be in the future."],
    };
    expect(futureDateProblems(form, values, NOW)).toEqual(expected);
    expect(futureDateProblems(patchOf(form), values, NOW)).toEqual(expected);
    expect(futureDateProblems(form, { born: null, month: "2030-05" }, NOW)).toEqual({});
  });

  it("parse by their form only; a browser form adds the same check by its own day", () => {
    expect(form.safeParse({ born: "2999-01-01", month: "2999-01", planned: "2000-01-01" }).success).toBe(
      true,
    );
    const inForm = pastDateInForm("The purchase date");
    expect(inForm.safeParse("2999-01-01").error?.issues[0]?.message).toBe(
      "The purchase date cannot be in the future.",
    );
    expect(inForm.safeParse("2000-01-01").success).toBe(true);
  });
});
