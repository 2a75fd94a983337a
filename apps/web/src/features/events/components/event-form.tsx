import type { EventInput } from "@cm/contracts";
import { EVENT_TYPES, eventFieldProblems, RECURRENCES } from "@cm/contracts";
import { SimpleGrid } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import {
  ChoiceField,
  DateField,
  DateTimeField,
  KitForm,
  recordFormNames,
  TextAreaField,
  TextField,
  useSchemaForm,
} from "../../../components/form-kit";
import { translator } from "../../../lib/i18n";
import { EVENT_TYPE_CHOICES } from "../../../lib/labels";
import { fromLocalInput, toLocalInput } from "../../../lib/local-date-time";
import { notify } from "../../../lib/notify";
import { type ChurchEvent, RECURRENCE_CHOICES, useCreateEvent, useUpdateEvent } from "../api/events-api";

const t = translator("events");

// The form works at the church's clock (its time zone; the browser's while it is not known), in
// datetime-local inputs; the API gets ISO instants.
export const eventFormSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, { error: () => t("Give the event a title.") })
      .max(200),
    event_type: z.enum(EVENT_TYPES),
    starts_at: z.string().min(1, { error: () => t("Choose when the event starts.") }),
    ends_at: z.string(),
    location: z.string().trim().max(200),
    description: z.string().trim().max(5000),
    recurrence: z.enum(RECURRENCES),
    recurrence_until: z.string(),
  })
  .superRefine((v, ctx) => {
    // The contract's own rules, read on the values the API will receive.
    const problems = eventFieldProblems({
      starts_at: fromLocalInput(v.starts_at),
      ends_at: fromLocalInput(v.ends_at),
      recurrence: v.recurrence,
      recurrence_until: v.recurrence_until || null,
    });
    for (const [field, message] of Object.entries(problems)) {
      ctx.addIssue({ code: "custom", path: [field], message });
    }
  });
export type EventFormValues = z.infer<typeof eventFormSchema>;

export function toEventInput(values: EventFormValues, zone?: string): EventInput {
  return {
    title: values.title,
    event_type: values.event_type,
    starts_at: fromLocalInput(values.starts_at, zone) ?? values.starts_at,
    ends_at: fromLocalInput(values.ends_at, zone),
    location: values.location,
    description: values.description,
    recurrence: values.recurrence,
    recurrence_until: values.recurrence === "NONE" ? null : values.recurrence_until || null,
  };
}

function initialValues(event: ChurchEvent | null, zone: string | undefined): EventFormValues {
  return {
    title: event?.title ?? "",
    event_type: event?.event_type ?? "SERVICE",
    starts_at: toLocalInput(event?.starts_at, zone),
    ends_at: toLocalInput(event?.ends_at, zone),
    location: event?.location ?? "",
    description: event?.description ?? "",
    recurrence: event?.recurrence ?? "NONE",
    recurrence_until: event?.recurrence_until ?? "",
  };
}

/** Creates an event, or changes one when `event` is given. */
export function EventForm({
  event,
  zone,
  onDone,
  onCancel,
}: {
  event: ChurchEvent | null;
  /** The church's time zone: the form's times are at its clock. */
  zone?: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("events");
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const typeChoices = useMemo(() => EVENT_TYPE_CHOICES.map((c) => ({ ...c, label: t(c.label) })), [t]);
  const recurrenceChoices = useMemo(() => RECURRENCE_CHOICES.map((c) => ({ ...c, label: t(c.label) })), [t]);
  const kit = useSchemaForm(eventFormSchema, {
    defaultValues: initialValues(event, zone),
    failure: event ? t("The changes were not saved") : t("The event was not added"),
    onSubmit: async (values) => {
      const input = toEventInput(values, zone);
      if (event) {
        await update.mutateAsync({ id: event.id, data: input });
        notify.success(t("The changes to {title} have been saved.", { title: values.title }));
      } else {
        await create.mutateAsync(input);
        notify.success(t("{title} has been added.", { title: values.title }));
      }
      onDone();
    },
  });
  const recurrence = kit.form.watch("recurrence");

  return (
    <KitForm
      kit={kit}
      {...recordFormNames(event, {
        edit: (e) => t("Edit {title}", { title: e.title }),
        add: t("New event"),
        submit: t("Add event"),
      })}
      onCancel={onCancel}
    >
      <TextField name="title" label={t("Title")} required />
      <ChoiceField name="event_type" label={t("Type")} data={typeChoices} required />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <DateTimeField name="starts_at" label={t("Starts")} required />
        <DateTimeField name="ends_at" label={t("Ends")} />
      </SimpleGrid>
      <TextField name="location" label={t("Location")} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <ChoiceField
          name="recurrence"
          label={t("Repeats")}
          data={recurrenceChoices}
          fallback="NONE"
          allowDeselect={false}
        />
        {recurrence !== "NONE" && <DateField name="recurrence_until" label={t("Repeats until")} required />}
      </SimpleGrid>
      <TextAreaField name="description" label={t("Description")} rows={3} />
    </KitForm>
  );
}
