import { createMultipleSessionsInput, msg } from "@cm/contracts";
import { Modal, SegmentedControl, SimpleGrid, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import {
  ChoiceField,
  DateField,
  KitForm,
  TextAreaField,
  TextField,
  useSchemaForm,
} from "../../../components/form-kit";
import { translator } from "../../../lib/i18n";
import { notify } from "../../../lib/notify";
import { useHeldValue } from "../../../lib/use-held-value";
import { type SundaySchool, useCreateMultipleSessions, useCreateSession } from "../api/sunday-school-api";
import { says } from "./form-messages";

const t = translator("sunday-school");

export const WEEKDAY_CHOICES = [
  { value: "0", label: msg("Sunday") },
  { value: "1", label: msg("Monday") },
  { value: "2", label: msg("Tuesday") },
  { value: "3", label: msg("Wednesday") },
  { value: "4", label: msg("Thursday") },
  { value: "5", label: msg("Friday") },
  { value: "6", label: msg("Saturday") },
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
  date: z.string().min(1, says(msg("Choose the date of the session."))),
  topic: z.string().trim().max(300),
  notes: z.string().trim().max(5000),
});

export const severalSessionsSchema = z
  .object({
    start_date: z.string().min(1, says(msg("Choose the first date."))),
    end_date: z.string().min(1, says(msg("Choose the last date."))),
    weekday: z.string().min(1, says(msg("Choose the day of the week the class meets."))),
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
      // One sentence per day, so each language can agree the words with the day's name.
      ctx.addIssue({
        code: "custom",
        path: ["end_date"],
        message: t(
          "{weekday, select, 0 {There is no Sunday between these dates.} 1 {There is no Monday between these dates.} 2 {There is no Tuesday between these dates.} 3 {There is no Wednesday between these dates.} 4 {There is no Thursday between these dates.} 5 {There is no Friday between these dates.} 6 {There is no Saturday between these dates.} other {There is no chosen day between these dates.}}",
          { weekday: v.weekday },
        ),
      });
    }
  });

function OneSessionForm({ target, onClose }: { target: SundaySchool; onClose: () => void }) {
  const { t } = useTranslation("sunday-school");
  const create = useCreateSession();
  const kit = useSchemaForm(oneSchema, {
    defaultValues: { date: "", topic: "", notes: "" },
    failure: t("The session was not added"),
    onSubmit: async (values) => {
      await create.mutateAsync({ classId: target.id, ...values });
      notify.success(t("A session of {name} has been added.", { name: target.name }));
      onClose();
    },
  });
  return (
    <KitForm kit={kit} label={t("New session")} submitLabel={t("Add session")} onCancel={onClose}>
      <DateField name="date" label={t("Date")} required />
      <TextField name="topic" label={t("Topic")} />
      <TextAreaField name="notes" label={t("Notes")} rows={3} />
    </KitForm>
  );
}

function SeveralSessionsForm({ target, onClose }: { target: SundaySchool; onClose: () => void }) {
  const { t } = useTranslation("sunday-school");
  const create = useCreateMultipleSessions();
  const kit = useSchemaForm(severalSessionsSchema, {
    defaultValues: { start_date: "", end_date: "", weekday: "0", topic: "" },
    failure: t("The sessions were not added"),
    onSubmit: async (values) => {
      const result = await create.mutateAsync({
        classId: target.id,
        ...values,
        weekday: Number(values.weekday),
      });
      const added = t("{count, plural, one {# session} other {# sessions}} added to {name}.", {
        count: result.created_count,
        name: target.name,
      });
      const skipped = t(
        "{count, plural, one {# date already had a session.} other {# dates already had a session.}}",
        { count: result.skipped_count },
      );
      notify.success(result.skipped_count > 0 ? `${added} ${skipped}` : added);
      onClose();
    },
  });
  const [start, end, weekday] = kit.form.watch(["start_date", "end_date", "weekday"]);
  const count = start && end && weekday ? countWeekdays(start, end, Number(weekday)) : 0;

  return (
    <KitForm kit={kit} label={t("New sessions")} submitLabel={t("Add sessions")} onCancel={onClose}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <DateField name="start_date" label={t("From")} required />
        <DateField name="end_date" label={t("Until")} required />
      </SimpleGrid>
      <ChoiceField
        name="weekday"
        label={t("Every")}
        required
        data={WEEKDAY_CHOICES.map((c) => ({ value: c.value, label: t(c.label) }))}
      />
      <TextField name="topic" label={t("Topic (optional)")} />
      {count > 0 && (
        <Text fz="sm" c="dimmed" aria-live="polite">
          {t(
            "This adds up to {count, plural, one {# session} other {# sessions}}. Dates that already have one are skipped.",
            { count },
          )}
        </Text>
      )}
    </KitForm>
  );
}

/** Adds one session on a date, or a session on one weekday of every week in a date range. */
export function SessionsDialog({ target, onClose }: { target: SundaySchool | null; onClose: () => void }) {
  const { t } = useTranslation("sunday-school");
  const [shown, release] = useHeldValue(target);
  const [mode, setMode] = useState<"one" | "several">("one");
  return (
    <Modal
      closeButtonProps={{ "aria-label": t("Close") }}
      opened={target !== null}
      onClose={onClose}
      title={
        <Text fw={700} fz="lg">
          {shown ? t("Add sessions to {name}", { name: shown.name }) : t("Add sessions")}
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
              { value: "one", label: t("One session") },
              { value: "several", label: t("Several sessions") },
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
