import { MAX_DURATION_MINUTES, ONCE, type Program, type Recurrence } from "@cm/contracts";
import { Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from "@mantine/core";
import { Controller, type FieldPath, useForm } from "react-hook-form";
import { FormDrawer } from "../../../components/form-drawer";
import { NumberFormField } from "../../../components/form-number-field";
import { FormActions, FormAlert } from "../../../components/form-parts";
import { MemberPicker } from "../../../components/member-picker";
import { useServerErrors } from "../../../lib/form-errors";
import { localToday } from "../../../lib/local-date-time";
import { notify } from "../../../lib/notify";
import { type ProgramInput, useCategoryChoices, useSaveProgram } from "../api/programs-api";
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
  const save = useSaveProgram();
  const categories = useCategoryChoices();
  const form = useForm<Values>({ defaultValues: defaults(program) });
  const server = useServerErrors(FIELDS, form);
  const { errors, isSubmitting } = form.formState;
  const values = form.watch();
  const options = (categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  if (program && !options.some((o) => o.value === String(program.category)))
    options.push({ value: String(program.category), label: program.category_name });

  const submit = form.handleSubmit(async (v) => {
    server.clear();
    if (!v.category) {
      form.setError("category", { message: "Choose a category." });
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
    try {
      const saved = await save.mutateAsync({ id: program?.id ?? null, data });
      notify.success(
        program
          ? "The program has been saved."
          : saved.status === "PENDING"
            ? `${saved.title} is waiting for a church admin's approval.`
            : saved.status === "DRAFT"
              ? `${saved.title} is kept as a draft.`
              : `${saved.title} is on the calendar.`,
      );
      onDone(saved);
    } catch (error) {
      const rest = server.show(error);
      notify.error({
        title: program ? "The changes were not saved" : "The program was not saved",
        message: rest,
      });
    }
  });

  const r = errors.recurrence;
  return (
    <form onSubmit={submit} noValidate aria-label={program ? "Edit program" : "Plan a program"}>
      <Stack gap="md">
        <FormAlert message={server.alert} />
        <TextInput
          label="Title"
          withAsterisk
          {...form.register("title", { required: "Enter the program's title." })}
          error={errors.title?.message}
        />
        <Controller
          control={form.control}
          name="category"
          render={({ field, fieldState }) => (
            <Select
              label="Category"
              placeholder={categories.isPending ? "Loading…" : "Choose a category"}
              data={options}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? "")}
              withAsterisk
              searchable
              error={fieldState.error?.message}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <TextInput label="Location" {...form.register("location")} error={errors.location?.message} />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <TextInput
            label="First date"
            type="date"
            withAsterisk
            {...form.register("start_date", { required: "Choose the first date." })}
            error={errors.start_date?.message}
          />
          <TextInput
            label="Starts at"
            type="time"
            withAsterisk
            {...form.register("start_time", { required: "Choose the time." })}
            error={errors.start_time?.message}
          />
          <NumberFormField
            control={form.control}
            name="duration_minutes"
            label="Length (minutes)"
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
        <Controller
          control={form.control}
          name="coordinator"
          render={({ field, fieldState }) => (
            <MemberPicker
              label="Coordinator"
              value={field.value}
              onChange={field.onChange}
              initialLabel={program?.coordinator_name}
              error={fieldState.error?.message}
            />
          )}
        />
        <NumberFormField
          control={form.control}
          name="expected_attendance"
          label="Expected attendance"
          min={0}
          max={1_000_000}
        />
        <Textarea
          label="Description"
          rows={3}
          {...form.register("description")}
          error={errors.description?.message}
        />
        {!program && (
          <Controller
            control={form.control}
            name="draft"
            render={({ field }) => (
              <Switch
                label="Keep it as a draft"
                description="A draft stays off the calendar until it is submitted."
                checked={field.value}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
              />
            )}
          />
        )}
        <FormActions
          submitting={isSubmitting}
          label={program ? "Save changes" : "Save program"}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}

export type ProgramDrawerState = { mode: "create" } | { mode: "edit"; program: Program } | null;

/** The plan and edit form, in a drawer beside the page. */
export function ProgramDrawer({
  state,
  onClose,
  onSaved,
}: {
  state: ProgramDrawerState;
  onClose: () => void;
  onSaved?: (saved: Program) => void;
}) {
  const programOf = (s: ProgramDrawerState) => (s?.mode === "edit" ? s.program : null);
  return (
    <FormDrawer
      state={state}
      onClose={onClose}
      title={(s) => (programOf(s) ? "Edit program" : "Plan a program")}
      size="lg"
    >
      {(s) => (
        <ProgramForm
          key={programOf(s)?.id ?? "new"}
          program={programOf(s)}
          onDone={(saved) => {
            onSaved?.(saved);
            onClose();
          }}
          onCancel={onClose}
        />
      )}
    </FormDrawer>
  );
}
