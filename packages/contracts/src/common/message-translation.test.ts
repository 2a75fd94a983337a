// The validation messages are keys with values, put in words by the translator an app installs
// (the web app's language, the API's request's), and in English until one is.
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { inEnglish, installPlainMessages, plainMessageOf } from "./messages";

afterEach(() => installPlainMessages(inEnglish));

const issuesOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe("validation messages", () => {
  it("are English with grouped figures until a translator is installed", () => {
    expect(issuesOf(z.string().max(1000), "x".repeat(1001))).toEqual(["Use at most 1,000 characters."]);
    expect(inEnglish("Enter {count, number} or more.", { count: 2500 })).toBe("Enter 2,500 or more.");
    expect(inEnglish('Start with "{text}".', { text: "GH" })).toBe('Start with "GH".');
  });

  it("are put in words by the installed translator, from their key and values", () => {
    const said: [string, unknown][] = [];
    installPlainMessages((key, values) => {
      said.push([key, values]);
      return `fr:${key}`;
    });
    expect(issuesOf(z.object({ name: z.string().max(120) }), { name: "x".repeat(121) })).toEqual([
      "fr:Use at most {count, number} characters.",
    ]);
    expect(said).toEqual([["Use at most {count, number} characters.", { count: 120 }]]);
    expect(issuesOf(z.string().min(1, "Choose a category."), "")).toEqual(["Choose a category."]);
  });

  it("say a missing value is required, whatever was expected", () => {
    const issue = { code: "invalid_type", expected: "number", input: undefined, path: [] } as const;
    expect(plainMessageOf(issue as never)).toEqual(["This field is required."]);
  });
});
