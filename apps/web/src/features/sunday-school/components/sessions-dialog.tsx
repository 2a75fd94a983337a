import { createMultipleSessionsInput } from "@cm/contracts";
import { Modal, SegmentedControl, SimpleGrid, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { z } from "zod";
import {
  ChoiceField,
  DateField,
  KitForm,
  TextAreaField,
  TextField,
  useSchemaForm,
} from "../../../components/form-kit";
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

function OneSessionForm({ target, onClose }: { target: SundaySchool; onClose: () => void }) {
  const create = useCreateSession();
  const kit = useSchemaForm(oneSchema, {
    defaultValues: { date: "", topic: "", notes: "" },
    failure: "The session was not added",
    onSubmit: async (values) => {
      await create.mutateAsync({ classId: target.id, ...values });
      notify.success(`A session of ${target.name} has been added.`);
      onClose();
    },
  });
  return (
    <KitForm kit={kit} label="New session" submitLabel="Add session" onCancel={onClose}>
      <DateField name="date" label="Date" required />
      <TextField name="topic" label="Topic" />
      <TextAreaField name="notes" label="Notes" rows={3} />
    </KitForm>
  );
}

function SeveralSessionsForm({ target, onClose }: { target: SundaySchool; onClose: () => void }) {
  const create = useCreateMultipleSessions();
  const kit = useSchemaForm(severalSessionsSchema, {
    defaultValues: { start_date: "", end_date: "", weekday: "0", topic: "" },
    failure: "The sessions were not added",
    onSubmit: async (values) => {
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
    },
  });
  const [start, end, weekday] = kit.form.watch(["start_date", "end_date", "weekday"]);
  const count = start && end && weekday ? countWeekdays(start, end, Number(weekday)) : 0;

  return (
    <KitForm kit={kit} label="New sessions" submitLabel="Add sessions" onCancel={onClose}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <DateField name="start_date" label="From" required />
        <DateField name="end_date" label="Until" required />
      </SimpleGrid>
      <ChoiceField name="weekday" label="Every" required data={WEEKDAY_CHOICES} />
      <TextField name="topic" label="Topic (optional)" />
      {count > 0 && (
        <Text fz="sm" c="dimmed" aria-live="polite">
          This adds up to {plural(count, "session", "sessions")}. Dates that already have one are skipped.
        </Text>
      )}
    </KitForm>
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
