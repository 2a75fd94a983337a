import { ApiError, errorMessage, fieldLabel } from "./api-client";

/** A refused save, split for a form: a message per field it shows, and the rest for its alert. */
export type ServerErrors = { fields: Record<string, string>; alert: string | null };

/** The shown field a server key belongs to: itself, or the nearest shown field it lies inside. */
function shownFieldOf(key: string, shown: readonly string[]): string | null {
  if (shown.includes(key)) return key;
  const parents = shown.filter((f) => key.startsWith(`${f}.`));
  return parents.sort((a, b) => b.length - a.length)[0] ?? null;
}

/**
 * Splits any error a save may throw. A validation answer's messages go to the fields of `shown`
 * that they name; messages for the whole form and for fields the form does not show go to the
 * alert, the latter named in words. Any other failure is the alert's, in the server's words.
 */
export function splitServerErrors(error: unknown, shown: readonly string[]): ServerErrors {
  if (!(error instanceof ApiError) || error.code !== "validation_error") {
    return { fields: {}, alert: errorMessage(error) };
  }
  const fields: Record<string, string> = {};
  const rest: string[] = [];
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const field = key === "non_field_errors" ? null : shownFieldOf(key, shown);
    if (field) fields[field] = [fields[field], ...messages].filter(Boolean).join(" ");
    else if (key === "non_field_errors") rest.unshift(...messages);
    else rest.push(`${fieldLabel(key)}: ${messages.join(" ")}`);
  }
  const placed = Object.keys(fields).length > 0;
  return { fields, alert: rest.length > 0 ? rest.join(" ") : placed ? null : error.detail };
}
