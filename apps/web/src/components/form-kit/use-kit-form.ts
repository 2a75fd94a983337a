import { type ReactNode, useEffect, useState } from "react";
import {
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import type { z } from "zod";
import { useServerErrors } from "../../lib/form-errors";
import { formResolver } from "../../lib/form-resolver";
import { notify } from "../../lib/notify";

/** A form of the kit: the react-hook-form form, what the server said, and the one submit handler. */
export type KitForm<TInput extends FieldValues, TOutput = TInput> = {
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** What the server said that belongs to no field (for the form's alert). */
  alert: string | null;
  /** Puts the form's own words for a refusal under a field, or in its alert. */
  say: (message: string, field?: string) => void;
  /** Shows a failed submission: messages under their fields, the rest in the alert and a toast. */
  fail: (error: unknown) => void;
  submit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  submitting: boolean;
};

type KitOptions<TInput extends FieldValues, TOutput> = {
  defaultValues: DefaultValues<TInput>;
  /** Saves the checked values; a thrown error is shown on the form (its fields, its alert, a toast). */
  onSubmit: (values: TOutput) => Promise<unknown>;
  /** The failure toast's title, e.g. "The expense was not submitted"; none, no toast (the alert says it). */
  failure?: ReactNode;
  /**
   * Fields the server's messages go under (the rest go to the alert): the default values' names
   * unless said, or the fields shown for the current values.
   */
  fields?: readonly string[] | ((values: TInput) => readonly string[]);
  resolver?: Resolver<TInput, unknown, TOutput>;
};

/**
 * The one way a form is wired: checks (the schema's, in the contracts' plain words), the submit
 * state, server messages on their fields and the rest in one alert and toast, the focus on the
 * first field in error, and a warning before the page is left with changes not saved.
 */
export function useKitForm<TInput extends FieldValues, TOutput = TInput>(
  options: KitOptions<TInput, TOutput>,
): KitForm<TInput, TOutput> {
  const form = useForm<TInput, unknown, TOutput>({
    defaultValues: options.defaultValues,
    resolver: options.resolver,
    shouldFocusError: true,
  });
  const { fields } = options;
  const names =
    typeof fields === "function"
      ? fields(form.getValues())
      : (fields ?? Object.keys(options.defaultValues ?? {}));
  const server = useServerErrors<TInput>(names, form);
  const { isDirty, isSubmitting } = form.formState;
  // Saved, by the kit's own account: react-hook-form counts a submission whose refusal the kit
  // showed (a message for no field) as successful, and the changes would be left unwarned.
  const [saved, setSaved] = useState(false);
  useLeaveWarning(isDirty && !saved);
  const fail = (error: unknown) => {
    setSaved(false);
    const rest = server.show(error);
    if (options.failure) notify.error({ title: options.failure, message: rest });
  };
  const submit = form.handleSubmit(async (values) => {
    server.clear();
    try {
      await options.onSubmit(values);
      setSaved(true);
    } catch (error) {
      fail(error);
    }
  });
  return { form, alert: server.alert, say: server.say, fail, submit, submitting: isSubmitting };
}

/** A kit form checked by a contracts schema (its checks in the contracts' plain words). */
export function useSchemaForm<S extends z.ZodObject>(
  schema: S,
  options: Omit<KitOptions<z.input<S>, z.output<S>>, "resolver">,
): KitForm<z.input<S>, z.output<S>> {
  return useKitForm<z.input<S>, z.output<S>>({
    ...options,
    resolver: formResolver(schema) as Resolver<z.input<S>, unknown, z.output<S>>,
  });
}

/** Asks the browser to warn before the page is closed or reloaded while `active`. */
export function useLeaveWarning(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [active]);
}
