import { describe, expect, it } from "vitest";
import { ApiError, toApiError } from "./api-client";
import { splitServerErrors } from "./server-errors";

describe("splitServerErrors", () => {
  const refused = toApiError(400, {
    amount: ["Enter an amount more than zero."],
    "recurrence.interval": ["Enter 1 or more."],
    received_on: ["The date received cannot be in the future."],
    non_field_errors: ["The financial year is closed."],
  });

  it("puts each message under the field it names, or the shown field it lies inside", () => {
    const split = splitServerErrors(refused, ["amount", "recurrence", "received_on"]);
    expect(split.fields).toEqual({
      amount: "Enter an amount more than zero.",
      recurrence: "Enter 1 or more.",
      received_on: "The date received cannot be in the future.",
    });
    expect(split.alert).toBe("The financial year is closed.");
  });

  it("names in words the fields the form does not show, after the messages for the whole form", () => {
    const split = splitServerErrors(refused, ["amount"]);
    expect(split.alert).toBe(
      "The financial year is closed. Recurrence interval: Enter 1 or more. Received on: The date received cannot be in the future.",
    );
  });

  it("leaves the alert empty when every message found its field", () => {
    const split = splitServerErrors(toApiError(400, { amount: ["Enter 0 or more."] }), ["amount"]);
    expect(split).toEqual({ fields: { amount: "Enter 0 or more." }, alert: null });
  });

  it("gives any other failure to the alert in the server's words", () => {
    const conflict = new ApiError({ status: 409, code: "conflict", detail: "This year is closed." });
    expect(splitServerErrors(conflict, ["amount"])).toEqual({ fields: {}, alert: "This year is closed." });
  });
});

describe("a refused request shown alone (a toast)", () => {
  it("says what was refused in words, never pointing at fields it cannot see", () => {
    expect(toApiError(400, { reference: ["This field is required."] }).detail).toBe(
      "Reference: This field is required.",
    );
  });
});
