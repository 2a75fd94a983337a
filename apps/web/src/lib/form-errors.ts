import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError, errorMessage } from "./api-client";

/**
 * Puts the API's validation messages under the form's own fields and answers what is left for
 * the form's alert (messages of other fields, non_field_errors, or the error's plain message);
 * null when everything found a field.
 */
export function applyApiErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string | null {
  if (!(error instanceof ApiError) || error.status !== 400 || error.code !== "validation_error") {
    return errorMessage(error);
  }
  const rest: string[] = [];
  let placed = false;
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    if ((fields as readonly string[]).includes(field)) {
      setError(field as Path<T>, { type: "server", message: messages.join(" ") }, { shouldFocus: !placed });
      placed = true;
    } else {
      rest.push(...messages);
    }
  }
  if (rest.length > 0) return rest.join(" ");
  return placed ? null : error.detail;
}
