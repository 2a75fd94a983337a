import { msg } from "@cm/contracts/rules";
import { useState } from "react";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { translator } from "./i18n";
import { type ServerErrors, splitServerErrors } from "./server-errors";

/** The part of a react-hook-form form that server messages are put on. */
type FormWithErrors<T extends FieldValues> = { setError: UseFormSetError<T> };

type Shown = ServerErrors & { values: Readonly<Record<string, unknown>> };
const NOTHING_SHOWN: Shown = { fields: {}, alert: null, values: {} };
/** The toast's words when every message found its field. */
export const SEE_THE_FIELDS = msg("Please correct the highlighted fields.");
const t = translator("common");

const isNameList = (fields: readonly string[] | object): fields is readonly string[] => Array.isArray(fields);

/** Whether a field still holds what it held when its message was given. */
const unchanged = (a: unknown, b: unknown) => Object.is(a, b) || JSON.stringify(a) === JSON.stringify(b);

/**
 * What the server said about a form's last submission, for every form of the app. `show(error)`
 * puts each field's message under that field and keeps the rest as `alert` for the form's
 * FormAlert; it answers the words for the failure's toast.
 *
 * A react-hook-form form passes its field names and itself: the messages go through its
 * `setError`. Any other form passes its fields with their current values (`{ amount, note }`) and
 * reads `fieldError(name)`, which forgets a field's message once its value changes.
 */
export function useServerErrors<T extends FieldValues = FieldValues>(
  fields: readonly string[] | Readonly<Record<string, unknown>>,
  form?: FormWithErrors<T>,
) {
  const listed = isNameList(fields);
  const names = listed ? fields : Object.keys(fields);
  const values = listed ? {} : fields;
  const [shown, setShown] = useState<Shown>(NOTHING_SHOWN);
  const keep = (errors: ServerErrors) => setShown({ ...errors, values });
  const show = (error: unknown): string => {
    const split = splitServerErrors(error, names);
    if (form) {
      Object.entries(split.fields).forEach(([name, message], index) => {
        form.setError(name as Path<T>, { type: "server", message }, { shouldFocus: index === 0 });
      });
    }
    keep(form ? { fields: {}, alert: split.alert } : split);
    return split.alert ?? t(SEE_THE_FIELDS);
  };
  const say = (message: string, field?: string) => {
    if (field && form) form.setError(field as Path<T>, { type: "client", message }, { shouldFocus: true });
    else keep(field ? { fields: { [field]: message }, alert: null } : { fields: {}, alert: message });
  };
  const fieldError = (name: string): string | undefined =>
    unchanged(values[name], shown.values[name]) ? shown.fields[name] : undefined;
  return {
    /** The message for the form's alert: what belongs to no field it shows. */
    alert: shown.alert,
    /** The message for one field while it holds what it held then (forms not on react-hook-form). */
    fieldError,
    /** The props of an input that hands over its value (a NumberField, a Select), kept in `value`. */
    bind: <V>(name: string, value: V, set: (value: V) => void) => ({
      value,
      onChange: set,
      error: fieldError(name),
    }),
    /** The props of a text input kept in `value`: typing calls `set`; its message shows under it. */
    text: (name: string, value: string, set: (value: string) => void) => ({
      value,
      onChange: (event: { currentTarget: { value: string } }) => set(event.currentTarget.value),
      error: fieldError(name),
    }),
    show,
    /** Puts the form's own words for a refusal under `field`, or in its alert (a check before sending). */
    say,
    /** Forgets the last answer (a new submission, or the form closing). */
    clear: () => setShown(NOTHING_SHOWN),
  };
}
