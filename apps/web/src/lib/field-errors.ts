import type { FieldErrors } from "./api-client";

/** A field's name as words, for a message that cannot sit under the field: "received_on" -> "Received on". */
export function fieldLabel(key: string): string {
  const words = key
    .split(".")
    .map((part) => (/^\d+$/.test(part) ? `${Number(part) + 1}` : part.replaceAll("_", " ")))
    .join(" ")
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A validation answer in words for a place with no fields to put them under (a toast, a form's
 * alert): the messages for the whole form first, then each field's, named.
 */
export function fieldMessagesInWords(errors: FieldErrors): string {
  const general = errors.non_field_errors ?? [];
  const named = Object.entries(errors)
    .filter(([key]) => key !== "non_field_errors")
    .map(([key, messages]) => `${fieldLabel(key)}: ${messages.join(" ")}`);
  return [...general, ...named].join(" ");
}
