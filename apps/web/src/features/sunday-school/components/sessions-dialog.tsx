import { createMultipleSessionsInput } from "@cm/contracts";
import { Modal, SegmentedControl, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod";
import { FormActions, FormAlert } from "../../../components/form-parts";
import { useServerErrors } from "../../../lib/form-errors";
import { formResolver } from "../../../lib/form-resolver";
import { plural } from "../../../lib/labels";
import { notify } from "../../../lib/notify";
import { useHeldValue } from "../../../lib/use-held-value";
import { type SundaySchool, useCreateMultipleSessions, useCreateSession } from "../api/sunday-school-api";

export const WEEKDAY_CHOICES = [
  { value: "0", label: "Sunday" },
  { value: "1", label: "Monday" },
  { value: "2", label: "Tuesday" },
  { value: "3", label: "Wednesday" },
  { value: "4", label: "Thursday" },
  { value: "5", label: "Friday" },
  { value: "6", label: "Saturday" },
];

/** How many times a weekday (0 = Sunday) falls between two calendar dates, both included. */
export function countWeekdays(start: string, end: string, weekday: number): number {
  const first = new Date(`${start}T00:00:00Z`);
  const last = new Date(`${end}T00:00:00Z`);
  if (Number.isNaN(first.getTime()) || Number.isNaN(last.getTime()) || last < first) return 0;
  const offset = (weekday - first.getUTCDay() + 7) % 7;
  const days = Math.round((last.getTime() - first.getTime()) / 86_400_000);
  return offset > days ? 0 : Math.floor((days - offset) / 7) + 1;
}

const oneSchema = z.object({
  date: z.string().min(1, "Choose the date of the session."),
  topic: z.string().trim().max(300),
  notes: z.string().trim().max(5000),
});
type OneValues = z.infer<typeof oneSchema>;

export const severalSessionsSchema = z
  .object({
    start_date: z.string().min(1, "Choose the first date."),
    end_date: z.string().min(1, "Choose the last date."),
    weekday: z.string().min(1, "Choose the day of the week the class meets."),
    topic: z.string().trim().max(300),
  })
  .superRefine((v, ctx) => {
    if (!v.start_date || !v.end_date || !v.weekday) return;
    // The contract's rules: the end is not before the start, and at most a year at a time.
    const checked = createMultipleSessionsInput.safeParse(v);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        ctx.addIssue({
          code: "custom",
          path: issue.path.length ? issue.path : ["end_date"],
          message: issue.message,
        });
      }
      return;
    }
    if (countWeekdays(v.start_date, v.end_date, Number(v.weekday)) === 0) {
      const day = WEEKDAY_CHOICES[Number(v.weekday)]?.label ?? "chosen day";
      ctx.addIssue({
        code: "custom",
        path: ["end_date"],
        message: `There is no ${day} between these dates.`,
      });
    }
  });
type SeveralValues = z.infer<typeof severalSessionsSchema>;

function OneSessionForm({ target, onClose }: { target: SundaySchool; onClose: () => void }) {
  const create = useCreateSession();
  const form = useForm<OneValues>({
    resolver: formResolver(oneSchema),
    defaultValues: { date: "", topic: "", notes: "" },
  });
  const server = useServerErrors(["date", "topic", "notes"], form);
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    server.clear();
    try {
      await create.mutateAsync({ classId: target.id, ...values });
      notify.success(`A session of ${target.name} has been added.`);
      onClose();
    } catch (error) {
      const rest = server.show(error);
      notify.error({
        title: "The session was not added",
        message: rest,
      });
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="New session">
      <Stack gap="md">
        <FormAlert message={server.alert} />
        <TextInput
          type="date"
          label="Date"
          withAsterisk
          {...form.register("date")}
          error={errors.date?.message}
        />
        <TextInput label="Topic" {...form.register("topic")} error={errors.topic?.message} />
        <Textarea label="Notes" rows={3} {...form.register("notes")} error={errors.notes?.message} />
        <FormActions submitting={isSubmitting} label="Add session" onCancel={onClose} />
      </Stack>
    </form>
  );
}

function SeveralSessionsForm({ target, onClose }: { target: SundaySchool; onClose: () => void }) {
  const create = useCreateMultipleSessions();
  const form = useForm<SeveralValues>({
    resolver: formResolver(severalSessionsSchema),
    defaultValues: { start_date: "", end_date: "", weekday: "0", topic: "" },
  });
  const server = useServerErrors(["start_date", "end_date", "weekday", "topic"], form);
  const { errors, isSubmitting } = form.formState;
  const [start, end, weekday] = form.watch(["start_date", "end_date", "weekday"]);
  const count = start && end && weekday ? countWeekdays(start, end, Number(weekday)) : 0;

  const submit = form.handleSubmit(async (values) => {
    server.clear();
    try {
      const result = await create.mutateAsync({
        classId: target.id,
        ...values,
        weekday: Number(values.weekday),
      });
      const skipped =
        result.skipped_count > 0
          ? ` ${plural(result.skipped_count, "date already had a session", "dates already had a session")}.`
          : "";
      notify.success(
        `${plural(result.created_count, "session", "sessions")} added to ${target.name}.${skipped}`,
      );
      onClose();
    } catch (error) {
      const rest = server.show(error);
      notify.error({
        title: "The sessions were not added",
        message: rest,
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="New sessions">
      <Stack gap="md">
        <FormAlert message={server.alert} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            type="date"
            label="From"
            withAsterisk
            {...form.register("start_date")}
            error={errors.start_date?.message}
          />
          <TextInput
            type="date"
            label="Until"
            withAsterisk
            {...form.register("end_date")}
            error={errors.end_date?.message}
          />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="weekday"
          render={({ field }) => (
            <Select
              label="Every"
              withAsterisk
              data={WEEKDAY_CHOICES}
              value={field.value}
              onChange={(v) => field.onChange(v ?? "")}
              allowDeselect={false}
              error={errors.weekday?.message}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <TextInput label="Topic (optional)" {...form.register("topic")} error={errors.topic?.message} />
        {count > 0 && (
          <Text fz="sm" c="dimmed" aria-live="polite">
            This adds up to {plural(count, "session", "sessions")}. Dates that already have one are skipped.
          </Text>
        )}
        <FormActions submitting={isSubmitting} label="Add sessions" onCancel={onClose} />
      </Stack>
    </form>
  );
}

/** Adds one session on a date, or a session on one weekday of every week in a date range. */
export function SessionsDialog({ target, onClose }: { target: SundaySchool | null; onClose: () => void }) {
  const [shown, release] = useHeldValue(target);
  const [mode, setMode] = useState<"one" | "several">("one");
  return (
    <Modal
      closeButtonProps={{ "aria-label": "Close" }}
      opened={target !== null}
      onClose={onClose}
      title={
        <Text fw={700} fz="lg">
          Add sessions{shown ? ` to ${shown.name}` : ""}
        </Text>
      }
      onExitTransitionEnd={() => {
        release();
        setMode("one");
      }}
    >
      {shown && (
        <Stack gap="md">
          <SegmentedControl
            fullWidth
            value={mode}
            onChange={(v) => setMode(v as "one" | "several")}
            data={[
              { value: "one", label: "One session" },
              { value: "several", label: "Several sessions" },
            ]}
          />
          {mode === "one" ? (
            <OneSessionForm key={`one-${shown.id}`} target={shown} onClose={onClose} />
          ) : (
            <SeveralSessionsForm key={`several-${shown.id}`} target={shown} onClose={onClose} />
          )}
        </Stack>
      )}
    </Modal>
  );
}
