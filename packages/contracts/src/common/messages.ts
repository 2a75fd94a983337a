import { z } from "zod";

// Validation messages are read by church office workers under the field they typed in, so each
// says in plain words what to do; none names a type, a code or a pattern. A schema's own message
// (`z.string().min(1, "Choose a category.")`) still wins over these.

type Issue = z.core.$ZodRawIssue;
type SizeIssue = Extract<Issue, { code: "too_small" | "too_big" }>;

const count = (n: number | bigint) => Number(n).toLocaleString("en-US");
const REQUIRED = "This field is required.";

function invalidType(issue: Extract<Issue, { code: "invalid_type" }>): string {
  if (issue.input === undefined || issue.input === null || issue.input === "") return REQUIRED;
  switch (issue.expected) {
    case "number":
    case "bigint":
      return "Enter a number.";
    case "int":
      return "Enter a whole number.";
    case "boolean":
      return "Choose yes or no.";
    case "date":
      return "Enter a valid date.";
    case "array":
    case "set":
      return "Choose one or more.";
    case "string":
      return "Enter this as text.";
    default:
      return "Enter a valid value.";
  }
}

function tooSmall(issue: SizeIssue & { code: "too_small" }): string {
  const n = issue.minimum;
  switch (issue.origin) {
    case "string":
      if (issue.exact) return `Use exactly ${count(n)} characters.`;
      return Number(n) <= 1 ? REQUIRED : `Use at least ${count(n)} characters.`;
    case "array":
    case "set":
      return Number(n) <= 1 ? "Choose at least one." : `Choose at least ${count(n)}.`;
    case "number":
    case "int":
    case "bigint":
      if (n === Number.MIN_SAFE_INTEGER) return "Enter a larger number.";
      return issue.inclusive === false
        ? `Enter a number more than ${count(n)}.`
        : `Enter ${count(n)} or more.`;
    case "date":
      return "Choose a later date.";
    case "file":
      return "The file is empty.";
    default:
      return "This value is too small.";
  }
}

function tooBig(issue: SizeIssue & { code: "too_big" }): string {
  const n = issue.maximum;
  switch (issue.origin) {
    case "string":
      return issue.exact ? `Use exactly ${count(n)} characters.` : `Use at most ${count(n)} characters.`;
    case "array":
    case "set":
      return `Choose at most ${count(n)}.`;
    case "number":
    case "int":
    case "bigint":
      // The whole-number check's own bound: only a figure past any field's limit meets it.
      if (n === Number.MAX_SAFE_INTEGER) return "Enter a smaller number.";
      return issue.inclusive === false
        ? `Enter a number less than ${count(n)}.`
        : `Enter at most ${count(n)}.`;
    case "date":
      return "Choose an earlier date.";
    case "file":
      return "The file is too large.";
    default:
      return "This value is too large.";
  }
}

const FORMATS: Record<string, string> = {
  email: "Enter a valid e-mail address.",
  url: "Enter a valid web address, such as https://example.org.",
  date: "Enter a valid date.",
  datetime: "Enter a valid date and time.",
  time: "Enter a valid time.",
  duration: "Enter a valid length of time.",
};

function invalidFormat(issue: Extract<Issue, { code: "invalid_format" }>): string {
  const known = FORMATS[issue.format];
  if (known) return known;
  if (issue.format === "starts_with") return `Start with "${String(issue.prefix)}".`;
  if (issue.format === "ends_with") return `End with "${String(issue.suffix)}".`;
  if (issue.format === "includes") return `Include "${String(issue.includes)}".`;
  if (issue.format === "lowercase") return "Use small letters only.";
  if (issue.format === "uppercase") return "Use capital letters only.";
  return "This value is not in the right form.";
}

/** The plain message for a validation issue, by its kind; the one error map of the contracts. */
export function plainMessage(issue: Issue): string {
  switch (issue.code) {
    case "invalid_type":
      return invalidType(issue);
    case "too_small":
      return tooSmall(issue);
    case "too_big":
      return tooBig(issue);
    case "invalid_format":
      return invalidFormat(issue);
    case "not_multiple_of":
      return issue.divisor === 0.01
        ? "Use at most two decimal places."
        : Number.isInteger(issue.divisor)
          ? `Enter a multiple of ${count(issue.divisor)}.`
          : "Enter a number with fewer decimal places.";
    case "invalid_value":
      return issue.input === undefined || issue.input === null || issue.input === ""
        ? REQUIRED
        : "Choose one of the options offered.";
    case "unrecognized_keys":
      return "This field is not accepted here.";
    case "invalid_union":
      return issue.input === undefined || issue.input === null ? REQUIRED : "Enter a valid value.";
    case "invalid_key":
    case "invalid_element":
      return "One of the values is not valid.";
    default:
      return "This value is not valid.";
  }
}

/**
 * Makes every zod parse of this process answer in plainMessage's words. Each app calls it where
 * it parses, because a bundler may leave out a module imported only for its side effects.
 */
export function installPlainMessages(): void {
  z.config({ customError: plainMessage });
}

installPlainMessages();
