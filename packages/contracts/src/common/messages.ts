import { z } from "zod";

// Validation messages are read by church office workers, so they are written in plain words.
z.config({
  customError: (issue) => {
    if (issue.code === "invalid_type") {
      if (issue.input === undefined) return "This field is required.";
      if (issue.input === null) return "This field may not be null.";
      const expected = issue.expected === "int" ? "a whole number" : `a ${issue.expected}`;
      return `Expected ${expected}.`;
    }
    if (issue.code === "too_small" && issue.origin === "string") {
      return issue.minimum === 1
        ? "This field may not be blank."
        : `Ensure this field has at least ${issue.minimum} characters.`;
    }
    if (issue.code === "too_big" && issue.origin === "string") {
      return `Ensure this field has no more than ${issue.maximum} characters.`;
    }
    if (issue.code === "too_small") return `Ensure this value is at least ${issue.minimum}.`;
    if (issue.code === "too_big") return `Ensure this value is at most ${issue.maximum}.`;
    if (issue.code === "invalid_value") return `Choose one of: ${issue.values.join(", ")}.`;
    if (issue.code === "unrecognized_keys") return "This field is not allowed.";
    return undefined;
  },
});
