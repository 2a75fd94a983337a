import { type MaintenanceRecord, maintenanceUpdate } from "@cm/contracts";
import { Button, Group, SimpleGrid } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import {
  ChoiceField,
  DateTimeField,
  KitForm,
  TextAreaField,
  TextField,
  useSchemaForm,
} from "../../../components/form-kit";
import { translator } from "../../../lib/i18n";
import { fromLocalInput, toLocalInput } from "../../../lib/local-date-time";
import { typeChoices } from "./maintenance-state";

const t = translator("settings");

export type MaintenanceFormMode = "start" | "schedule" | "edit";

// The contract's notice fields; the times are local date-time inputs, converted on submit.
const maintenanceForm = maintenanceUpdate
  .pick({ title: true, message: true, maintenance_type: true })
  .extend({ start_time: z.string(), expected_end_time: z.string() });
export type MaintenanceFormOutput = {
  title: string;
  message: string;
  maintenance_type: MaintenanceRecord["maintenance_type"];
  start_time: string | null;
  expected_end_time: string | null;
};

/** Checks the form cannot express in the schema alone: a schedule needs a future start; ends follow starts. */
export function checkTimes(
  mode: MaintenanceFormMode,
  start: string | null,
  end: string | null,
  now = new Date(),
): { field: "start_time" | "expected_end_time"; message: string } | null {
  if (mode === "schedule" && !start) return { field: "start_time", message: t("Choose when it starts.") };
  if (mode === "schedule" && start && new Date(start) <= now)
    return { field: "start_time", message: t("Choose a time in the future, or start maintenance now.") };
  const from = start ? new Date(start) : now;
  if (end && new Date(end) <= from)
    return { field: "expected_end_time", message: t("The expected end must be after the start.") };
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
  const { t } = useTranslation("settings");
  // Changing an upcoming schedule starts from its times; a new one starts blank.
  const upcoming = record.start_time !== null && new Date(record.start_time) > new Date();
  const keepTimes = mode === "edit" || (mode === "schedule" && upcoming);
  const kit = useSchemaForm(maintenanceForm, {
    defaultValues: {
      title: record.title,
      message: record.message,
      maintenance_type: record.maintenance_type,
      start_time: keepTimes ? toLocalInput(record.start_time) : "",
      expected_end_time: keepTimes ? toLocalInput(record.expected_end_time) : "",
    },
    failure: t("Maintenance was not changed"),
    onSubmit: async (values) => {
      const output: MaintenanceFormOutput = {
        ...values,
        start_time: fromLocalInput(values.start_time),
        expected_end_time: fromLocalInput(values.expected_end_time),
      };
      const wrong = checkTimes(mode, output.start_time, output.expected_end_time);
      if (wrong) kit.say(wrong.message, wrong.field);
      else await onSubmit(output);
    },
  });

  return (
    <KitForm
      kit={kit}
      label={submitLabel}
      actions={
        <Group justify="flex-end" gap="xs">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={kit.submitting}>
              {t("Cancel")}
            </Button>
          )}
          <Button type="submit" loading={kit.submitting} color={mode === "start" ? "red" : undefined}>
            {submitLabel}
          </Button>
        </Group>
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextField name="title" label={t("Title")} required />
        <ChoiceField
          name="maintenance_type"
          label={t("Kind of maintenance")}
          data={typeChoices(t)}
          fallback="SCHEDULED"
          allowDeselect={false}
        />
      </SimpleGrid>
      <TextAreaField
        name="message"
        label={t("Message to users")}
        description={t("Shown on the maintenance page to everyone who tries to use the app.")}
        required
        autosize
        minRows={3}
        maxRows={8}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {mode === "schedule" && <DateTimeField name="start_time" label={t("Starts")} required />}
        <DateTimeField name="expected_end_time" label={t("Expected end (optional)")} />
      </SimpleGrid>
    </KitForm>
  );
}
