import { Alert, Button, Group, Switch } from "@mantine/core";
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

/** A switch bound to a yes/no field of a react-hook-form form. */
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
      render={({ field }) => (
        <Switch
          label={label}
          description={description}
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
