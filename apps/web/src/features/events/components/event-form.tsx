import type { EventInput } from "@cm/contracts";
import { EVENT_TYPES, eventFieldProblems, RECURRENCES } from "@cm/contracts";
import { SimpleGrid } from "@mantine/core";
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
import { EVENT_TYPE_CHOICES } from "../../../lib/labels";
import { fromLocalInput, toLocalInput } from "../../../lib/local-date-time";
import { notify } from "../../../lib/notify";
import { type ChurchEvent, RECURRENCE_CHOICES, useCreateEvent, useUpdateEvent } from "../api/events-api";

// The form works in the browser's own time zone (datetime-local); the API gets ISO instants.
export const eventFormSchema = z
  .object({
    title: z.string().trim().min(1, "Give the event a title.").max(200),
    event_type: z.enum(EVENT_TYPES),
    starts_at: z.string().min(1, "Choose when the event starts."),
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

export function toEventInput(values: EventFormValues): EventInput {
  return {
    title: values.title,
    event_type: values.event_type,
    starts_at: fromLocalInput(values.starts_at) ?? values.starts_at,
    ends_at: fromLocalInput(values.ends_at),
    location: values.location,
    description: values.description,
    recurrence: values.recurrence,
    recurrence_until: values.recurrence === "NONE" ? null : values.recurrence_until || null,
  };
}

function initialValues(event: ChurchEvent | null): EventFormValues {
  return {
    title: event?.title ?? "",
    event_type: event?.event_type ?? "SERVICE",
    starts_at: toLocalInput(event?.starts_at),
    ends_at: toLocalInput(event?.ends_at),
    location: event?.location ?? "",
    description: event?.description ?? "",
    recurrence: event?.recurrence ?? "NONE",
    recurrence_until: event?.recurrence_until ?? "",
  };
}

/** Creates an event, or changes one when `event` is given. */
export function EventForm({
  event,
  onDone,
  onCancel,
}: {
  event: ChurchEvent | null;
  onDone: () => void;
  onCancel: () => void;
}) {
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const kit = useSchemaForm(eventFormSchema, {
    defaultValues: initialValues(event),
    failure: event ? "The changes were not saved" : "The event was not added",
    onSubmit: async (values) => {
      const input = toEventInput(values);
      if (event) {
        await update.mutateAsync({ id: event.id, data: input });
        notify.success(`The changes to ${values.title} have been saved.`);
      } else {
        await create.mutateAsync(input);
        notify.success(`${values.title} has been added.`);
      }
      onDone();
    },
  });
  const recurrence = kit.form.watch("recurrence");

  return (
    <KitForm
      kit={kit}
      {...recordFormNames(event, { edit: (e) => `Edit ${e.title}`, add: "New event", submit: "Add event" })}
      onCancel={onCancel}
    >
      <TextField name="title" label="Title" required />
      <ChoiceField name="event_type" label="Type" data={EVENT_TYPE_CHOICES} required />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <DateTimeField name="starts_at" label="Starts" required />
        <DateTimeField name="ends_at" label="Ends" />
      </SimpleGrid>
      <TextField name="location" label="Location" />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <ChoiceField
          name="recurrence"
          label="Repeats"
          data={RECURRENCE_CHOICES}
          fallback="NONE"
          allowDeselect={false}
        />
        {recurrence !== "NONE" && <DateField name="recurrence_until" label="Repeats until" required />}
      </SimpleGrid>
      <TextAreaField name="description" label="Description" rows={3} />
    </KitForm>
  );
}
