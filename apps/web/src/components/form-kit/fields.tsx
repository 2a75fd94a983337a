import {
  FileInput,
  type FileInputProps,
  PasswordInput,
  type PasswordInputProps,
  SimpleGrid,
  Text,
  Textarea,
  type TextareaProps,
  TextInput,
  type TextInputProps,
} from "@mantine/core";
import { useState } from "react";
import { type RegisterOptions, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ChoiceField } from "../form-parts";

type Named = {
  /** The field's name in the form's values (and in the server's messages). */
  name: string;
  label: string;
  /** Marks the field as needed (the schema decides; this shows the asterisk and says so to screen readers). */
  required?: boolean;
  rules?: RegisterOptions;
};

/** The message of a field, nested names ("recurrence.until") included. */
function useFieldError(name: string): string | undefined {
  const { formState, getFieldState } = useFormContext();
  return getFieldState(name, formState).error?.message;
}

/** The props a registered input takes from its field: its value's wiring, asterisk and message. */
function useRegistered<P extends Named>({ name, required, rules, ...props }: P) {
  const { register } = useFormContext();
  // `required` shows the asterisk and tells assistive technology; the schema does the checking.
  return { ...props, required, ...register(name, rules), error: useFieldError(name) };
}

/** A line of text bound to a kit form's field. */
export function TextField(props: Named & Omit<TextInputProps, "name" | "label" | "error">) {
  return <TextInput {...useRegistered(props)} />;
}

/** A password bound to a kit form's field (shown or hidden by its eye button). */
export function PasswordField(props: Named & Omit<PasswordInputProps, "name" | "label" | "error">) {
  return <PasswordInput {...useRegistered(props)} />;
}

/** A person's first and last name side by side, and their e-mail address below (`first_name`, `last_name`, `email`). */
export function PersonFields({
  emailDescription,
  cols,
}: {
  emailDescription?: string;
  cols: { base: number; xs?: number; sm?: number };
}) {
  const { t } = useTranslation("common");
  return (
    <>
      <SimpleGrid cols={cols} spacing="md">
        <TextField name="first_name" label={t("First name")} autoComplete="given-name" />
        <TextField name="last_name" label={t("Last name")} autoComplete="family-name" />
      </SimpleGrid>
      <TextField
        name="email"
        label={t("E-mail")}
        type="email"
        autoComplete="email"
        description={emailDescription}
      />
    </>
  );
}

/**
 * A new password with its rules (`hint`) under it, and the same password again (`new_password`,
 * `confirm_password`): the form's schema checks that the two match.
 */
export function NewPasswordFields({ hint }: { hint: string }) {
  const { t } = useTranslation("common");
  return (
    <>
      <PasswordField
        name="new_password"
        label={t("New password")}
        description={hint}
        autoComplete="new-password"
      />
      <PasswordField
        name="confirm_password"
        label={t("Repeat the new password")}
        autoComplete="new-password"
      />
    </>
  );
}

/** Several lines of text bound to a kit form's field. */
export function TextAreaField(props: Named & Omit<TextareaProps, "name" | "label" | "error">) {
  return <Textarea {...useRegistered(props)} />;
}

/**
 * An amount of money in the church's currency, typed as it is written ("1250.00"): the schema's
 * amount checks it and the API receives it as the decimal string it keeps.
 */
export function AmountField({
  currency,
  ...props
}: Named & {
  placeholder?: string;
  description?: string;
  /** The currency the amount is in ("NGN"), shown in the field and read with it; null while unknown. */
  currency?: string | null;
}) {
  if (!currency) return <TextField inputMode="decimal" placeholder="0.00" {...props} />;
  return (
    <TextField
      inputMode="decimal"
      placeholder="0.00"
      {...props}
      rightSectionWidth={56}
      rightSection={
        <Text fz="sm" c="dimmed" data-testid="amount-currency">
          {currency}
        </Text>
      }
    />
  );
}

/**
 * A calendar date (YYYY-MM-DD). Dates that may not lie ahead are checked by the schema's
 * `pastDateInForm`, against the browser's day, in the same words as the API.
 */
export function DateField(props: Named & { description?: string; disabled?: boolean }) {
  return <TextField type="date" {...props} />;
}

/** A moment in this browser's time (a local date-time input). */
export function DateTimeField(props: Named & { description?: string }) {
  return <TextField type="datetime-local" {...props} />;
}

/** A time of day (HH:MM). */
export function TimeField(props: Named & { description?: string }) {
  return <TextField type="time" {...props} />;
}

/** Records to choose from, as a query of the API gives them ({id, name}). */
export type ReferenceChoices = {
  data: readonly { id: number; name: string }[] | undefined;
  isPending: boolean;
};

/**
 * A choice of another record (a category, a class) by its id, searchable. The record a saved
 * value names stays offered (`current`) even when the list no longer holds it (a retired category).
 */
export function ReferenceField({
  choices,
  current,
  placeholder,
  ...props
}: Named & {
  choices: ReferenceChoices;
  /** The saved record, offered even when it is no longer among the choices. */
  current?: { id: number; name: string } | null;
  /** Shown when nothing is chosen, e.g. "Choose a category". */
  placeholder: string;
}) {
  const { t } = useTranslation("common");
  const options = (choices.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  if (current && !options.some((o) => o.value === String(current.id)))
    options.push({ value: String(current.id), label: current.name });
  return (
    <ChoiceField
      {...props}
      data={options}
      placeholder={choices.isPending ? t("Loading…") : placeholder}
      searchable
    />
  );
}

/** What a file field accepts, and the words for what it refuses. */
export type FileRules = {
  types: readonly string[];
  maxBytes: number;
  /** E.g. "Choose a JPEG, PNG or WebP picture." */
  wrongType: string;
  /** E.g. "The photo is larger than 10 MB." */
  tooLarge: string;
};

/** Why a chosen file is refused before it is sent (the server checks it again, by content). */
export function fileProblem(file: File | null, rules: FileRules): string | null {
  if (!file) return null;
  if (!rules.types.includes(file.type)) return rules.wrongType;
  if (file.size > rules.maxBytes) return rules.tooLarge;
  return null;
}

/** A file chosen beside a form (it goes up after the record is saved), checked as it is chosen. */
export function useFileChoice(rules: FileRules) {
  const [file, setFile] = useState<File | null>(null);
  return { file, setFile, problem: fileProblem(file, rules), rules };
}

/** The file input of a `useFileChoice`; its problem shows under it. */
export function FileField({
  choice,
  ...props
}: { choice: ReturnType<typeof useFileChoice> } & Omit<
  FileInputProps,
  "value" | "onChange" | "error" | "accept" | "multiple"
>) {
  return (
    <FileInput
      accept={choice.rules.types.join(",")}
      clearable
      {...props}
      value={choice.file}
      onChange={choice.setFile}
      error={choice.problem}
    />
  );
}
