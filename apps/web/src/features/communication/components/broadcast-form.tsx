import { type Broadcast, broadcastCreate } from "@cm/contracts";
import { SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { FormActions, FormAlert, SwitchField } from "../../../components/form-parts";
import { useServerErrors } from "../../../lib/form-errors";
import { formResolver } from "../../../lib/form-resolver";
import { fromLocalInput, toLocalInput } from "../../../lib/local-date-time";
import { notify } from "../../../lib/notify";
import { type BroadcastInput, useCreateBroadcast, useUpdateBroadcast } from "../api/communication-api";

// The contract's fields, except that the times are the browser's local date-time inputs.
export const broadcastForm = broadcastCreate
  .pick({ title: true, description: true, stream_url: true, is_active: true })
  .extend({
    scheduled_start: z.string().min(1, "Choose when the broadcast starts."),
    scheduled_end: z.string(),
  })
  .refine(
    (v) => {
      const start = fromLocalInput(v.scheduled_start);
      const end = fromLocalInput(v.scheduled_end);
      return !start || !end || end > start;
    },
    { path: ["scheduled_end"], message: "The end must be after the start." },
  );
type Values = z.input<typeof broadcastForm>;
type Output = z.output<typeof broadcastForm>;
const FIELDS = [
  "title",
  "description",
  "stream_url",
  "scheduled_start",
  "scheduled_end",
  "is_active",
] as const;

/** The form's values as the API takes them: local times become ISO instants. */
export function toBroadcastInput(values: Output): BroadcastInput {
  return {
    ...values,
    scheduled_start: fromLocalInput(values.scheduled_start) ?? "",
    scheduled_end: fromLocalInput(values.scheduled_end),
  };
}

type BroadcastFormProps = { broadcast?: Broadcast; onDone: () => void };

/** A live stream: what it is, when it runs (in this browser's time), and where to watch it. */
export function BroadcastForm({ broadcast, onDone }: BroadcastFormProps) {
  const create = useCreateBroadcast();
  const update = useUpdateBroadcast();
  const form = useForm<Values, unknown, Output>({
    resolver: formResolver(broadcastForm),
    defaultValues: {
      title: broadcast?.title ?? "",
      description: broadcast?.description ?? "",
      stream_url: broadcast?.stream_url ?? "",
      scheduled_start: toLocalInput(broadcast?.scheduled_start),
      scheduled_end: toLocalInput(broadcast?.scheduled_end),
      is_active: broadcast?.is_active ?? true,
    },
  });
  const server = useServerErrors(FIELDS, form);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    server.clear();
    try {
      const data = toBroadcastInput(values);
      if (broadcast) await update.mutateAsync({ id: broadcast.id, data });
      else await create.mutateAsync(data);
      notify.success(`"${values.title}" has been saved.`);
      onDone();
    } catch (error) {
      const rest = server.show(error);
      notify.error({
        title: "The broadcast was not saved",
        message: rest,
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={broadcast ? "Edit broadcast" : "New broadcast"}>
      <Stack gap="md">
        <FormAlert message={server.alert} />
        <TextInput label="Title" withAsterisk {...form.register("title")} error={errors.title?.message} />
        <Textarea
          label="Description"
          autosize
          minRows={3}
          maxRows={10}
          {...form.register("description")}
          error={errors.description?.message}
        />
        <TextInput
          label="Stream address"
          description="A YouTube or Vimeo address is shown as a player; any other address as a link."
          placeholder="https://www.youtube.com/watch?v=…"
          type="url"
          {...form.register("stream_url")}
          error={errors.stream_url?.message}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="Starts"
            type="datetime-local"
            withAsterisk
            {...form.register("scheduled_start")}
            error={errors.scheduled_start?.message}
          />
          <TextInput
            label="Ends (optional)"
            type="datetime-local"
            {...form.register("scheduled_end")}
            error={errors.scheduled_end?.message}
          />
        </SimpleGrid>
        <SwitchField
          control={form.control}
          name="is_active"
          label="Show on the broadcast page"
          description="Turn off to hide it from the public without deleting it."
        />
        <FormActions
          submitting={isSubmitting}
          label={broadcast ? "Save changes" : "Save broadcast"}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
