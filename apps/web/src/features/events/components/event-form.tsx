import { EVENT_TYPES, eventFieldProblems, RECURRENCES } from "@cm/contracts";
import { Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod";
import { FormActions, FormAlert } from "../../../components/form-parts";
import { useServerErrors } from "../../../lib/form-errors";
import { formResolver } from "../../../lib/form-resolver";
import { EVENT_TYPE_CHOICES } from "../../../lib/labels";
import { fromLocalInput, toLocalInput } from "../../../lib/local-date-time";
import { notify } from "../../../lib/notify";
import {
  type ChurchEvent,
  type EventInput,
  RECURRENCE_CHOICES,
  type Recurrence,
  useCreateEvent,
  useUpdateEvent,
} from "../api/events-api";

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

const FIELDS = [
  "title",
  "event_type",
  "starts_at",
  "ends_at",
  "location",
  "description",
  "recurrence",
  "recurrence_until",
] as const;

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
  const form = useForm<EventFormValues>({
    resolver: formResolver(eventFormSchema),
    defaultValues: initialValues(event),
  });
  const server = useServerErrors(FIELDS, form);
  const { errors, isSubmitting } = form.formState;
  const recurrence = form.watch("recurrence");

  const submit = form.handleSubmit(async (values) => {
    server.clear();
    try {
      const input = toEventInput(values);
      if (event) {
        await update.mutateAsync({ id: event.id, data: input });
        notify.success(`The changes to ${values.title} have been saved.`);
      } else {
        await create.mutateAsync(input);
        notify.success(`${values.title} has been added.`);
      }
      onDone();
    } catch (error) {
      const rest = server.show(error);
      notify.error({
        title: event ? "The changes were not saved" : "The event was not added",
        message: rest,
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={event ? `Edit ${event.title}` : "New event"}>
      <Stack gap="md">
        <FormAlert message={server.alert} />
        <TextInput label="Title" withAsterisk {...form.register("title")} error={errors.title?.message} />
        <Controller
          control={form.control}
          name="event_type"
          render={({ field }) => (
            <Select
              label="Type"
              withAsterisk
              data={EVENT_TYPE_CHOICES}
              value={field.value}
              onChange={(v) => v && field.onChange(v)}
              error={errors.event_type?.message}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            type="datetime-local"
            label="Starts"
            withAsterisk
            {...form.register("starts_at")}
            error={errors.starts_at?.message}
          />
          <TextInput
            type="datetime-local"
            label="Ends"
            {...form.register("ends_at")}
            error={errors.ends_at?.message}
          />
        </SimpleGrid>
        <TextInput label="Location" {...form.register("location")} error={errors.location?.message} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Controller
            control={form.control}
            name="recurrence"
            render={({ field }) => (
              <Select
                label="Repeats"
                data={RECURRENCE_CHOICES}
                value={field.value}
                onChange={(v) => field.onChange((v ?? "NONE") as Recurrence)}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          {recurrence !== "NONE" && (
            <TextInput
              type="date"
              label="Repeats until"
              withAsterisk
              {...form.register("recurrence_until")}
              error={errors.recurrence_until?.message}
            />
          )}
        </SimpleGrid>
        <Textarea
          label="Description"
          rows={3}
          {...form.register("description")}
          error={errors.description?.message}
        />
        <FormActions
          submitting={isSubmitting}
          label={event ? "Save changes" : "Add event"}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
