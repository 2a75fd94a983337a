import {
  Alert,
  type ComboboxData,
  Progress,
  Select,
  type SelectProps,
  Stack,
  Switch,
  Text,
} from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { type Control, Controller, type FieldValues, type Path, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { DialogActions } from "./dialog-actions";

/** What the server said that belongs to no single field. */
export function FormAlert({ message, title }: { message: string | null; title?: string }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" title={title}>
      {message}
    </Alert>
  );
}

/** A form's Cancel and submit buttons, below its fields. */
export function FormActions({
  submitting,
  label,
  onCancel,
}: {
  submitting: boolean;
  label: string;
  onCancel: () => void;
}) {
  return <DialogActions busy={submitting} label={label} onCancel={onCancel} mt="xs" />;
}

/** The control of a field's form: the one given, else the kit form's around it. */
function useControl<T extends FieldValues, TContext, TOutput>(control?: Control<T, TContext, TOutput>) {
  const context = useFormContext<T, TContext, TOutput>();
  return control ?? context.control;
}

/** A switch bound to a yes/no field of a form (inside a kit form, its control is the kit's). */
export function SwitchField<T extends FieldValues, TContext, TOutput>({
  control,
  name,
  label,
  description,
}: {
  control?: Control<T, TContext, TOutput>;
  name: Path<T>;
  label: string;
  description?: string;
}) {
  return (
    <Controller
      control={useControl(control)}
      name={name}
      render={({ field, fieldState }) => (
        <Switch
          label={label}
          description={description}
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/**
 * A choice among fixed options bound to a field of a form; a required choice cannot be cleared,
 * and clearing another gives `fallback`.
 */
export function ChoiceField<T extends FieldValues, TContext, TOutput>({
  control,
  name,
  label,
  required = false,
  data,
  fallback = "",
  ...props
}: {
  control?: Control<T, TContext, TOutput>;
  name: Path<T>;
  label: string;
  data: ComboboxData;
  /** Marks the field as needed; a required choice cannot be cleared. */
  required?: boolean;
  fallback?: string;
} & Omit<SelectProps, "name" | "label" | "data" | "value" | "onChange" | "error" | "required">) {
  return (
    <Controller
      control={useControl(control)}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          data={data}
          withAsterisk={required}
          allowDeselect={!required}
          comboboxProps={{ withinPortal: true }}
          {...props}
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? fallback)}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** A searchable choice, as the forms written before the kit have it (`control` given). */
export function SelectField<T extends FieldValues, TContext, TOutput>(
  props: Parameters<typeof ChoiceField<T, TContext, TOutput>>[0],
) {
  return <ChoiceField searchable {...props} />;
}

/** How far a file has gone up (0..1), while it is sent. */
export function UploadProgress({ value, what }: { value: number | null; what: string }) {
  const { t } = useTranslation("common");
  if (value === null) return null;
  return (
    <Stack gap={4}>
      <Text fz="xs" c="dimmed">
        {t("Sending the {what}…", { what })}
      </Text>
      <Progress value={Math.round(value * 100)} aria-label={t("Upload of the {what}", { what })} />
    </Stack>
  );
}
