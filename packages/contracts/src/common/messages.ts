import { z } from "zod";
import { type MessageValues, msg } from "../i18n/languages";

// Validation messages are read by church office workers under the field they typed in, so each
// says in plain words what to do; none names a type, a code or a pattern. A schema's own message
// (`z.string().min(1, "Choose a category.")`) still wins over these.
//
// Each message is written as its English text in ICU message format (the key of the "common"
// catalogs), with its values apart: `["Use at most {count, number} characters.", { count: 120 }]`.
// It is put in words by the translator installed (the web app's current language, the API's
// request's), in English until one is.

type Issue = z.core.$ZodRawIssue;
type SizeIssue = Extract<Issue, { code: "too_small" | "too_big" }>;

export type { MessageValues };
/** A message before it is put in words: its key (English, ICU) and its values. */
export type PlainMessage = [key: string, values?: MessageValues];
/** Puts a message in words in some language. */
export type MessageTranslator = (key: string, values?: MessageValues) => string;

/**
 * A message in English, the source language: `{name, number}` with grouped digits ("1,000"),
 * `{name}` as it is. The messages here use no other ICU form.
 */
export const inEnglish: MessageTranslator = (key, values = {}) =>
  key.replace(/\{(\w+)(, number)?\}/g, (whole, name: string, number: string | undefined) => {
    const value = values[name];
    if (value === undefined) return whole;
    return number ? Number(value).toLocaleString("en-US") : String(value);
  });

const n = (value: number | bigint) => ({ count: Number(value) });
const REQUIRED = msg("This field is required.");

function invalidType(issue: Extract<Issue, { code: "invalid_type" }>): PlainMessage {
  if (issue.input === undefined || issue.input === null || issue.input === "") return [REQUIRED];
  switch (issue.expected) {
    case "number":
    case "bigint":
      return [msg("Enter a number.")];
    case "int":
      return [msg("Enter a whole number.")];
    case "boolean":
      return [msg("Choose yes or no.")];
    case "date":
      return [msg("Enter a valid date.")];
    case "array":
    case "set":
      return [msg("Choose one or more.")];
    case "string":
      return [msg("Enter this as text.")];
    default:
      return [msg("Enter a valid value.")];
  }
}

function tooSmall(issue: SizeIssue & { code: "too_small" }): PlainMessage {
  const min = issue.minimum;
  switch (issue.origin) {
    case "string":
      if (issue.exact) return [msg("Use exactly {count, number} characters."), n(min)];
      return Number(min) <= 1 ? [REQUIRED] : [msg("Use at least {count, number} characters."), n(min)];
    case "array":
    case "set":
      return Number(min) <= 1
        ? [msg("Choose at least one.")]
        : [msg("Choose at least {count, number}."), n(min)];
    case "number":
    case "int":
    case "bigint":
      if (min === Number.MIN_SAFE_INTEGER) return [msg("Enter a larger number.")];
      return issue.inclusive === false
        ? [msg("Enter a number more than {count, number}."), n(min)]
        : [msg("Enter {count, number} or more."), n(min)];
    case "date":
      return [msg("Choose a later date.")];
    case "file":
      return [msg("The file is empty.")];
    default:
      return [msg("This value is too small.")];
  }
}

function tooBig(issue: SizeIssue & { code: "too_big" }): PlainMessage {
  const max = issue.maximum;
  switch (issue.origin) {
    case "string":
      return issue.exact
        ? [msg("Use exactly {count, number} characters."), n(max)]
        : [msg("Use at most {count, number} characters."), n(max)];
    case "array":
    case "set":
      return [msg("Choose at most {count, number}."), n(max)];
    case "number":
    case "int":
    case "bigint":
      // The whole-number check's own bound: only a figure past any field's limit meets it.
      if (max === Number.MAX_SAFE_INTEGER) return [msg("Enter a smaller number.")];
      return issue.inclusive === false
        ? [msg("Enter a number less than {count, number}."), n(max)]
        : [msg("Enter at most {count, number}."), n(max)];
    case "date":
      return [msg("Choose an earlier date.")];
    case "file":
      return [msg("The file is too large.")];
    default:
      return [msg("This value is too large.")];
  }
}

const FORMATS: Record<string, string> = {
  email: msg("Enter a valid e-mail address."),
  url: msg("Enter a valid web address, such as https://example.org."),
  date: msg("Enter a valid date."),
  datetime: msg("Enter a valid date and time."),
  time: msg("Enter a valid time."),
  duration: msg("Enter a valid length of time."),
};

function invalidFormat(issue: Extract<Issue, { code: "invalid_format" }>): PlainMessage {
  const known = FORMATS[issue.format];
  if (known) return [known];
  if (issue.format === "starts_with") return [msg('Start with "{text}".'), { text: String(issue.prefix) }];
  if (issue.format === "ends_with") return [msg('End with "{text}".'), { text: String(issue.suffix) }];
  if (issue.format === "includes") return [msg('Include "{text}".'), { text: String(issue.includes) }];
  if (issue.format === "lowercase") return [msg("Use small letters only.")];
  if (issue.format === "uppercase") return [msg("Use capital letters only.")];
  return [msg("This value is not in the right form.")];
}

const isEmpty = (input: unknown) => input === undefined || input === null || input === "";

/** The message for a validation issue, by its kind, before it is put in words. */
export function plainMessageOf(issue: Issue): PlainMessage {
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
        ? [msg("Use at most two decimal places.")]
        : Number.isInteger(issue.divisor)
          ? [msg("Enter a multiple of {count, number}."), n(issue.divisor)]
          : [msg("Enter a number with fewer decimal places.")];
    case "invalid_value":
      return isEmpty(issue.input) ? [REQUIRED] : [msg("Choose one of the options offered.")];
    case "unrecognized_keys":
      return [msg("This field is not accepted here.")];
    case "invalid_union":
      return issue.input === undefined || issue.input === null ? [REQUIRED] : [msg("Enter a valid value.")];
    case "invalid_key":
    case "invalid_element":
      return [msg("One of the values is not valid.")];
    default:
      return [msg("This value is not valid.")];
  }
}

let translate: MessageTranslator = inEnglish;

/** The plain message for a validation issue, in the installed translator's words; the one error map of the contracts. */
export function plainMessage(issue: Issue): string {
  const [key, values] = plainMessageOf(issue);
  return translate(key, values);
}

/**
 * A check's own message with values, in the reader's language when a value fails it:
 * `.max(MAX, said(msg("Send at most {count, number} members at a time."), { count: MAX }))`.
 */
export const said = (key: string, values?: MessageValues) => ({ error: () => translate(key, values) });

/** A refinement's own message with values, in the reader's language: `ctx.addIssue({ message: phrase(...) })`. */
export const phrase = (key: string, values?: MessageValues): string => translate(key, values);

/**
 * Makes every zod parse of this process answer in plainMessage's words, put in words by `translator`
 * when one is given (it reads the language at the time of the message), else as before. Each app
 * calls it where it parses, because a bundler may leave out a module imported only for its side effects.
 */
export function installPlainMessages(translator?: MessageTranslator): void {
  if (translator) translate = translator;
  z.config({ customError: plainMessage });
}

installPlainMessages();
