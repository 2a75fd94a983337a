import { Button, Group, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { type DefaultValues, type FieldValues, FormProvider } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { translator } from "../../lib/i18n";
import { FormActions, FormAlert } from "../form-parts";
import type { KitForm as Kit } from "./use-kit-form";

/**
 * A kit form on the page: named for screen readers, the alert for what belongs to no field above
 * its fields, and Cancel and the submit button below them (unless `actions` replaces them).
 */
export function KitForm<TInput extends FieldValues, TOutput>({
  kit,
  label,
  submitLabel,
  onCancel,
  actions,
  wide = false,
  gap = "md",
  alertTitle,
  children,
}: {
  kit: Kit<TInput, TOutput>;
  /** The form's accessible name, e.g. "Submit an expense". */
  label?: string;
  submitLabel?: string;
  onCancel?: () => void;
  /** Buttons of the form's own, in place of Cancel and submit. */
  actions?: ReactNode;
  /** The submit button alone, large and as wide as the form (the forms of the sign-in pages). */
  wide?: boolean;
  gap?: "xs" | "sm" | "md";
  /** A heading for the alert, e.g. "Your message was not sent". */
  alertTitle?: string;
  children: ReactNode;
}) {
  const submitButtons = wide ? (
    <Button type="submit" size="md" fullWidth loading={kit.submitting}>
      {submitLabel}
    </Button>
  ) : (
    <FormActions submitting={kit.submitting} label={submitLabel ?? ""} onCancel={onCancel ?? (() => {})} />
  );
  return (
    <FormProvider {...kit.form}>
      <form onSubmit={kit.submit} noValidate aria-label={label}>
        <Stack gap={gap}>
          <FormAlert message={kit.alert} title={alertTitle} />
          {children}
          {actions ?? (submitLabel && submitButtons)}
        </Stack>
      </form>
    </FormProvider>
  );
}

/**
 * The buttons of a form that edits settings in place: Undo changes (back to `original`) and the
 * submit button, both idle until something has changed.
 */
export function UndoOrSave<TInput extends FieldValues, TOutput>({
  kit,
  original,
  label,
}: {
  kit: Kit<TInput, TOutput>;
  original: DefaultValues<TInput>;
  label: string;
}) {
  const { t } = useTranslation("common");
  const { isDirty } = kit.form.formState;
  return (
    <Group justify="flex-end" gap="xs">
      <Button
        variant="default"
        onClick={() => kit.form.reset(original)}
        disabled={!isDirty || kit.submitting}
      >
        {t("Undo changes")}
      </Button>
      <Button type="submit" loading={kit.submitting} disabled={!isDirty}>
        {label}
      </Button>
    </Group>
  );
}

/**
 * The form's accessible name and submit label for a form that adds a record or edits `record`:
 * its own words to add, "Save changes" to edit. Spread onto `KitForm`.
 */
export function recordFormNames<T>(
  record: T | null | undefined,
  names: { edit: string | ((record: T) => string); add: string; submit: string },
): { label: string; submitLabel: string } {
  if (record == null) return { label: names.add, submitLabel: names.submit };
  const t = translator("common");
  return {
    label: typeof names.edit === "string" ? names.edit : names.edit(record),
    submitLabel: t("Save changes"),
  };
}
