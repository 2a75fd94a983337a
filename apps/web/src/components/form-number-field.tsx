import { NumberInput, type NumberInputProps } from "@mantine/core";
import { useState } from "react";
import { type Control, Controller, type FieldValues, type Path, useFormContext } from "react-hook-form";
import { z } from "zod";
import { readersMessage } from "../lib/form-resolver";
import { translator } from "../lib/i18n";

/** What a number field accepts; a whole number unless `decimals` says otherwise. */
export type NumberLimits = { min?: number; max?: number; decimals?: boolean; required?: boolean };

/** A number as the field holds it: what was typed, as a number when it reads as one. */
export type TypedNumber = number | string;

// The limits come before the whole-number check, so a huge number is told the field's own limit.
function limitsSchema({ min, max, decimals }: NumberLimits) {
  let schema = z.number();
  if (min !== undefined) schema = schema.min(min);
  if (max !== undefined) schema = schema.max(max);
  return decimals ? schema : schema.int();
}

const t = translator("common");

/**
 * Why a typed number is refused, in the same plain words the API uses ("Enter 0 or more."); null
 * when it is fine, or empty and not required.
 */
export function numberProblem(value: TypedNumber | null | undefined, limits: NumberLimits): string | null {
  if (value === "" || value === null || value === undefined) {
    return limits.required ? t("This field is required.") : null;
  }
  const result = limitsSchema(limits).safeParse(Number(value), { error: readersMessage });
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** The typed value as a number to send, or null when the field is empty. */
export function typedNumber(value: TypedNumber | null | undefined): number | null {
  return value === "" || value === null || value === undefined ? null : Number(value);
}

/** Whether what was typed reads as `value` (NaN matching what is not a number). */
function reads(typed: TypedNumber, value: number | null): boolean {
  const n = typedNumber(typed);
  return n === value || (n !== null && value !== null && Number.isNaN(n) && Number.isNaN(value));
}

/**
 * A NumberField's value and onChange for a figure kept as a number elsewhere (inside a larger
 * value): what was typed stays on screen ("-", "4."), while the number follows it (NaN for what
 * is not a number, so the check refuses it rather than a default taking its place). A number
 * changed from outside (a reset) shows as it is.
 */
export function useTypedNumber(value: number, onChange: (value: number) => void) {
  const [typed, setTyped] = useState<TypedNumber>(value);
  return {
    value: reads(typed, value) ? typed : Number.isNaN(value) ? "" : value,
    onChange: (next: TypedNumber) => {
      setTyped(next);
      onChange(typedNumber(next) ?? Number.NaN);
    },
  };
}

type NumberFieldProps = Omit<NumberInputProps, "clampBehavior" | "allowNegative" | "allowDecimal"> &
  NumberLimits;

/**
 * The app's number input. It never changes what was typed: no clamping to its limits when it loses
 * the focus, no sign or decimals silently dropped. A value outside its limits is refused with a
 * message under it instead, and the form checks it with `numberProblem` before sending.
 */
export function NumberField({ min, max, decimals, required, error, value, ...props }: NumberFieldProps) {
  const problem = value === undefined ? null : numberProblem(value, { min, max, decimals });
  return (
    <NumberInput
      {...props}
      value={value}
      min={min}
      max={max}
      withAsterisk={props.withAsterisk ?? required}
      clampBehavior="none"
      error={error || problem}
    />
  );
}

/** A NumberField bound to a react-hook-form field; the form refuses to submit a value it refuses. */
export function NumberFormField<T extends FieldValues, TContext, TOutput>({
  control,
  name,
  ...field
}: Omit<NumberFieldProps, "value" | "onChange" | "onBlur" | "error"> & {
  /** The form's control; inside a kit form, the kit's. */
  control?: Control<T, TContext, TOutput>;
  name: Path<T>;
}) {
  const context = useFormContext<T, TContext, TOutput>();
  const limits = { min: field.min, max: field.max, decimals: field.decimals, required: field.required };
  return (
    <Controller
      control={control ?? context.control}
      name={name}
      // Forms with a schema check there too, in the same words; these rules serve the others.
      rules={{ validate: (v: TypedNumber | null) => numberProblem(v, limits) ?? true }}
      render={({ field: f, fieldState }) => (
        <NumberField
          {...field}
          value={f.value ?? ""}
          onChange={f.onChange}
          onBlur={f.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
