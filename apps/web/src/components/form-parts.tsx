import {
  Alert,
  Button,
  type ComboboxData,
  Group,
  Progress,
  Select,
  Stack,
  Switch,
  Text,
} from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";

/** What the server said that belongs to no single field. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
      {message}
    </Alert>
  );
}

export function FormActions({
  submitting,
  label,
  onCancel,
}: {
  submitting: boolean;
  label: string;
  onCancel: () => void;
}) {
  return (
    <Group justify="flex-end" gap="xs" mt="xs">
      <Button variant="default" onClick={onCancel} disabled={submitting}>
        Cancel
      </Button>
      <Button type="submit" loading={submitting}>
        {label}
      </Button>
    </Group>
  );
}

/** A switch bound to a yes/no field of a react-hook-form form; its error shows under it. */
export function SwitchField<T extends FieldValues, TContext, TOutput>({
  control,
  name,
  label,
  description,
}: {
  control: Control<T, TContext, TOutput>;
  name: Path<T>;
  label: string;
  description?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Switch
          label={label}
          description={description}
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** A choice bound to a field of a react-hook-form form; its error shows under it. */
export function SelectField<T extends FieldValues, TContext, TOutput>({
  control,
  name,
  label,
  data,
  placeholder,
  required = false,
}: {
  control: Control<T, TContext, TOutput>;
  name: Path<T>;
  label: string;
  data: ComboboxData;
  placeholder?: string;
  /** Marks the field as needed; a required choice cannot be cleared. */
  required?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          placeholder={placeholder}
          data={data}
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? "")}
          onBlur={field.onBlur}
          searchable
          withAsterisk={required}
          allowDeselect={!required}
          error={fieldState.error?.message}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  );
}

/** How far a file has gone up (0..1), while it is sent. */
export function UploadProgress({ value, what }: { value: number | null; what: string }) {
  if (value === null) return null;
  return (
    <Stack gap={4}>
      <Text fz="xs" c="dimmed">
        Sending the {what}…
      </Text>
      <Progress value={Math.round(value * 100)} aria-label={`Upload of the ${what}`} />
    </Stack>
  );
}
