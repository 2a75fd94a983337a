import { type MaintenanceRecord, maintenanceUpdate } from "@cm/contracts";
import { Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod";
import { FormAlert } from "../../../components/form-parts";
import { useServerErrors } from "../../../lib/form-errors";
import { formResolver } from "../../../lib/form-resolver";
import { fromLocalInput, toLocalInput } from "../../../lib/local-date-time";
import { notify } from "../../../lib/notify";
import { TYPE_CHOICES } from "./maintenance-state";

export type MaintenanceFormMode = "start" | "schedule" | "edit";

// The contract's notice fields; the times are local date-time inputs, converted on submit.
const maintenanceForm = maintenanceUpdate
  .pick({ title: true, message: true, maintenance_type: true })
  .extend({ start_time: z.string(), expected_end_time: z.string() });
type Values = z.input<typeof maintenanceForm>;
export type MaintenanceFormOutput = {
  title: string;
  message: string;
  maintenance_type: MaintenanceRecord["maintenance_type"];
  start_time: string | null;
  expected_end_time: string | null;
};
const FIELDS = ["title", "message", "maintenance_type", "start_time", "expected_end_time"] as const;

/** Checks the form cannot express in the schema alone: a schedule needs a future start; ends follow starts. */
export function checkTimes(
  mode: MaintenanceFormMode,
  start: string | null,
  end: string | null,
  now = new Date(),
): { field: "start_time" | "expected_end_time"; message: string } | null {
  if (mode === "schedule" && !start) return { field: "start_time", message: "Choose when it starts." };
  if (mode === "schedule" && start && new Date(start) <= now)
    return { field: "start_time", message: "Choose a time in the future, or start maintenance now." };
  const from = start ? new Date(start) : now;
  if (end && new Date(end) <= from)
    return { field: "expected_end_time", message: "The expected end must be after the start." };
  return null;
}

type MaintenanceFormProps = {
  mode: MaintenanceFormMode;
  record: MaintenanceRecord;
  submitLabel: string;
  /** Saves the values; throwing an API error puts its messages under the fields. */
  onSubmit: (values: MaintenanceFormOutput) => Promise<void>;
  onCancel?: () => void;
};

/** The notice people see during maintenance, and when it runs. */
export function MaintenanceForm({ mode, record, submitLabel, onSubmit, onCancel }: MaintenanceFormProps) {
  // Changing an upcoming schedule starts from its times; a new one starts blank.
  const upcoming = record.start_time !== null && new Date(record.start_time) > new Date();
  const keepTimes = mode === "edit" || (mode === "schedule" && upcoming);
  const form = useForm<Values, unknown, z.output<typeof maintenanceForm>>({
    resolver: formResolver(maintenanceForm),
    defaultValues: {
      title: record.title,
      message: record.message,
      maintenance_type: record.maintenance_type,
      start_time: keepTimes ? toLocalInput(record.start_time) : "",
      expected_end_time: keepTimes ? toLocalInput(record.expected_end_time) : "",
    },
  });
  const server = useServerErrors(FIELDS, form);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    server.clear();
    const output: MaintenanceFormOutput = {
      ...values,
      start_time: fromLocalInput(values.start_time),
      expected_end_time: fromLocalInput(values.expected_end_time),
    };
    const wrong = checkTimes(mode, output.start_time, output.expected_end_time);
    if (wrong) {
      form.setError(wrong.field, { type: "manual", message: wrong.message }, { shouldFocus: true });
      return;
    }
    try {
      await onSubmit(output);
    } catch (error) {
      const rest = server.show(error);
      notify.error({
        title: "Maintenance was not changed",
        message: rest,
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel}>
      <Stack gap="md">
        <FormAlert message={server.alert} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Title" withAsterisk {...form.register("title")} error={errors.title?.message} />
          <Controller
            control={form.control}
            name="maintenance_type"
            render={({ field }) => (
              <Select
                label="Kind of maintenance"
                data={TYPE_CHOICES}
                value={field.value ?? "SCHEDULED"}
                onChange={(value) => field.onChange(value ?? "SCHEDULED")}
                allowDeselect={false}
                error={errors.maintenance_type?.message}
              />
            )}
          />
        </SimpleGrid>
        <Textarea
          label="Message to users"
          description="Shown on the maintenance page to everyone who tries to use the app."
          withAsterisk
          autosize
          minRows={3}
          maxRows={8}
          {...form.register("message")}
          error={errors.message?.message}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {mode === "schedule" && (
            <TextInput
              label="Starts"
              type="datetime-local"
              withAsterisk
              {...form.register("start_time")}
              error={errors.start_time?.message}
            />
          )}
          <TextInput
            label="Expected end (optional)"
            type="datetime-local"
            {...form.register("expected_end_time")}
            error={errors.expected_end_time?.message}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="xs">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={isSubmitting} color={mode === "start" ? "red" : undefined}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
