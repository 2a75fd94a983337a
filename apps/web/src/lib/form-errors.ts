import { useCallback, useMemo, useState } from "react";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError, errorMessage } from "./api-client";
import { fieldLabel } from "./field-errors";

/** A refused save, split for a form: a message per field it shows, and the rest for its alert. */
export type ServerErrors = { fields: Record<string, string>; alert: string | null };

const NONE: ServerErrors = { fields: {}, alert: null };
/** The toast's words when every message found its field. */
export const SEE_THE_FIELDS = "Please correct the highlighted fields.";

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

/** The part of a react-hook-form form that server messages are put on. */
type FormWithErrors<T extends FieldValues> = { setError: UseFormSetError<T> };

/**
 * What the server said about a form's last submission, for every form of the app. `show(error)`
 * puts each field's message under that field (on a react-hook-form form through its `setError`,
 * else kept here for `fieldError(name)`), keeps the rest as `alert` for the form's FormAlert, and
 * answers the words for the failure's toast. `fields` are the names of the fields the form shows.
 */
export function useServerErrors<T extends FieldValues = FieldValues>(
  fields: readonly string[],
  form?: FormWithErrors<T>,
) {
  const [errors, setErrors] = useState<ServerErrors>(NONE);
  const show = useCallback(
    (error: unknown): string => {
      const split = splitServerErrors(error, fields);
      if (form) {
        Object.entries(split.fields).forEach(([name, message], index) => {
          form.setError(name as Path<T>, { type: "server", message }, { shouldFocus: index === 0 });
        });
      }
      setErrors(form ? { fields: {}, alert: split.alert } : split);
      return split.alert ?? SEE_THE_FIELDS;
    },
    [fields, form],
  );
  const say = useCallback(
    (message: string, field?: string) => {
      if (field && form) form.setError(field as Path<T>, { type: "client", message }, { shouldFocus: true });
      else setErrors(field ? { fields: { [field]: message }, alert: null } : { fields: {}, alert: message });
    },
    [form],
  );
  const clear = useCallback(() => setErrors(NONE), []);
  return useMemo(
    () => ({
      /** The message for the form's alert: what belongs to no field it shows. */
      alert: errors.alert,
      /** The server's message for one field (forms not built on react-hook-form). */
      fieldError: (name: string): string | undefined => errors.fields[name],
      show,
      /** Puts the form's own words for a refusal under `field`, or in its alert (a check before sending). */
      say,
      /** Forgets the last answer (a new submission, or the form closing). */
      clear,
    }),
    [errors, show, say, clear],
  );
}
