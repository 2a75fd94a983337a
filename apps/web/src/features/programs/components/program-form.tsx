import type { ProgramInput } from "@cm/contracts";
import { MAX_DURATION_MINUTES, ONCE, type Program, type Recurrence } from "@cm/contracts";
import { SimpleGrid } from "@mantine/core";
import { Controller, type FieldPath } from "react-hook-form";
import { useTranslation } from "react-i18next";
import {
  DateField,
  KitForm,
  ReferenceField,
  recordFormNames,
  TextAreaField,
  TextField,
  TimeField,
  useKitForm,
} from "../../../components/form-kit";
import { MemberField } from "../../../components/form-kit/member-field";
import { NumberFormField } from "../../../components/form-number-field";
import { SwitchField } from "../../../components/form-parts";
import { RecordDrawer, type RecordDrawerState } from "../../../components/record-drawer";
import { localToday } from "../../../lib/local-date-time";
import { notify } from "../../../lib/notify";
import { useCategoryChoices, useSaveProgram } from "../api/programs-api";
import { RecurrenceEditor, SchedulePreview } from "./recurrence-editor";

type Values = {
  title: string;
  category: string;
  location: string;
  description: string;
  start_date: string;
  start_time: string;
  duration_minutes: number | string;
  recurrence: Recurrence;
  coordinator: number | null;
  expected_attendance: number | string;
  draft: boolean;
};
const FIELDS: FieldPath<Values>[] = [
  "title",
  "category",
  "location",
  "description",
  "start_date",
  "start_time",
  "duration_minutes",
  "coordinator",
  "expected_attendance",
  "recurrence",
  "recurrence.frequency",
  "recurrence.interval",
  "recurrence.weekdays",
  "recurrence.until",
  "recurrence.count",
];

const defaults = (p: Program | null): Values => ({
  title: p?.title ?? "",
  category: p ? String(p.category) : "",
  location: p?.location ?? "",
  description: p?.description ?? "",
  start_date: p?.start_date ?? localToday(),
  start_time: p?.start_time ?? "18:00",
  duration_minutes: p?.duration_minutes ?? 120,
  recurrence: p?.recurrence ?? ONCE,
  coordinator: p?.coordinator ?? null,
  expected_attendance: p?.expected_attendance ?? "",
  draft: false,
});

// A field the program cannot be saved without, and what to say when it is left empty.
const needed = (message: string) => ({ required: true, rules: { required: message } });

/** Plans a program or changes one: its details, its schedule with the next five dates, its coordinator. */
export function ProgramForm({
  program,
  onDone,
  onCancel,
}: {
  program: Program | null;
  onDone: (saved: Program) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("programs");
  const save = useSaveProgram();
  const categories = useCategoryChoices();
  const kit = useKitForm<Values>({
    defaultValues: defaults(program),
    fields: FIELDS,
    failure: program ? t("The changes were not saved") : t("The program was not saved"),
    onSubmit: async (v) => {
      if (!v.category) {
        kit.say(t("Choose a category."), "category");
        return;
      }
      const data: ProgramInput = {
        title: v.title,
        category: Number(v.category),
        location: v.location,
        description: v.description,
        start_date: v.start_date,
        start_time: v.start_time,
        duration_minutes: Number(v.duration_minutes),
        recurrence: v.recurrence,
        coordinator: v.coordinator,
        expected_attendance: v.expected_attendance === "" ? null : Number(v.expected_attendance),
        ...(program ? {} : { draft: v.draft }),
      };
      const saved = await save.mutateAsync({ id: program?.id ?? null, data });
      notify.success(
        program
          ? t("The program has been saved.")
          : saved.status === "PENDING"
            ? t("{title} is waiting for a church admin''s approval.", { title: saved.title })
            : saved.status === "DRAFT"
              ? t("{title} is kept as a draft.", { title: saved.title })
              : t("{title} is on the calendar.", { title: saved.title }),
      );
      onDone(saved);
    },
  });
  const { form } = kit;
  const values = form.watch();
  const r = form.formState.errors.recurrence;

  return (
    <KitForm
      kit={kit}
      {...recordFormNames(program, {
        edit: t("Edit program"),
        add: t("Plan a program"),
        submit: t("Save program"),
      })}
      onCancel={onCancel}
    >
      <TextField name="title" label={t("Title")} {...needed(t("Enter the program''s title."))} />
      <ReferenceField
        name="category"
        label={t("Category")}
        placeholder={t("Choose a category")}
        choices={categories}
        current={program && { id: program.category, name: program.category_name }}
        required
      />
      <TextField name="location" label={t("Location")} />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <DateField name="start_date" label={t("First date")} {...needed(t("Choose the first date."))} />
        <TimeField name="start_time" label={t("Starts at")} {...needed(t("Choose the time."))} />
        <NumberFormField
          control={form.control}
          name="duration_minutes"
          label={t("Length (minutes)")}
          min={5}
          max={MAX_DURATION_MINUTES}
          step={15}
          required
        />
      </SimpleGrid>
      <Controller
        control={form.control}
        name="recurrence"
        render={({ field }) => (
          <RecurrenceEditor
            value={field.value}
            onChange={field.onChange}
            startDate={values.start_date}
            errors={{
              frequency: r?.frequency?.message,
              interval: r?.interval?.message,
              weekdays: r?.weekdays?.message,
              until: r?.until?.message,
              count: r?.count?.message,
              rule: r?.message,
            }}
          />
        )}
      />
      <SchedulePreview
        startDate={values.start_date}
        startTime={values.start_time}
        recurrence={values.recurrence}
      />
      <MemberField name="coordinator" label={t("Coordinator")} initialLabel={program?.coordinator_name} />
      <NumberFormField
        control={form.control}
        name="expected_attendance"
        label={t("Expected attendance")}
        min={0}
        max={1_000_000}
      />
      <TextAreaField name="description" label={t("Description")} rows={3} />
      {!program && (
        <SwitchField
          control={form.control}
          name="draft"
          label={t("Keep it as a draft")}
          description={t("A draft stays off the calendar until it is submitted.")}
        />
      )}
    </KitForm>
  );
}

/** The plan and edit form, in a drawer beside the page. */
export function ProgramDrawer({
  state,
  onClose,
  onSaved,
}: {
  state: RecordDrawerState<Program>;
  onClose: () => void;
  onSaved?: (saved: Program) => void;
}) {
  const { t } = useTranslation("programs");
  return (
    <RecordDrawer
      state={state}
      onClose={onClose}
      titles={{ create: t("Plan a program"), edit: t("Edit program") }}
      size="lg"
    >
      {(program) => (
        <ProgramForm
          program={program}
          onDone={(saved) => {
            onSaved?.(saved);
            onClose();
          }}
          onCancel={onClose}
        />
      )}
    </RecordDrawer>
  );
}
