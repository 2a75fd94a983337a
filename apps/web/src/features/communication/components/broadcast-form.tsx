import type { BroadcastInput } from "@cm/contracts";
import { type Broadcast, broadcastCreate } from "@cm/contracts";
import { SimpleGrid } from "@mantine/core";
import { z } from "zod";
import {
  DateTimeField,
  KitForm,
  recordFormNames,
  SwitchField,
  TextAreaField,
  TextField,
  useSchemaForm,
} from "../../../components/form-kit";
import { endAfterStart } from "../../../components/form-kit/time-window";
import { fromLocalInput, toLocalInput } from "../../../lib/local-date-time";
import { notify } from "../../../lib/notify";
import { useSaveBroadcast } from "../api/communication-api";

// The contract's fields, except that the times are the browser's local date-time inputs.
export const broadcastForm = broadcastCreate
  .pick({ title: true, description: true, stream_url: true, is_active: true })
  .extend({
    scheduled_start: z.string().min(1, "Choose when the broadcast starts."),
    scheduled_end: z.string(),
  })
  .superRefine(endAfterStart("scheduled_start", "scheduled_end"));
type Output = z.output<typeof broadcastForm>;

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
  const save = useSaveBroadcast();
  const kit = useSchemaForm(broadcastForm, {
    defaultValues: {
      title: broadcast?.title ?? "",
      description: broadcast?.description ?? "",
      stream_url: broadcast?.stream_url ?? "",
      scheduled_start: toLocalInput(broadcast?.scheduled_start),
      scheduled_end: toLocalInput(broadcast?.scheduled_end),
      is_active: broadcast?.is_active ?? true,
    },
    failure: "The broadcast was not saved",
    onSubmit: async (values) => {
      await save.mutateAsync({ id: broadcast?.id ?? null, data: toBroadcastInput(values) });
      notify.success(`"${values.title}" has been saved.`);
      onDone();
    },
  });

  return (
    <KitForm
      kit={kit}
      {...recordFormNames(broadcast, {
        edit: "Edit broadcast",
        add: "New broadcast",
        submit: "Save broadcast",
      })}
      onCancel={onDone}
    >
      <TextField name="title" label="Title" required />
      <TextAreaField name="description" label="Description" autosize minRows={3} maxRows={10} />
      <TextField
        name="stream_url"
        label="Stream address"
        description="A YouTube or Vimeo address is shown as a player; any other address as a link."
        placeholder="https://www.youtube.com/watch?v=…"
        type="url"
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <DateTimeField name="scheduled_start" label="Starts" required />
        <DateTimeField name="scheduled_end" label="Ends (optional)" />
      </SimpleGrid>
      <SwitchField
        name="is_active"
        label="Show on the broadcast page"
        description="Turn off to hide it from the public without deleting it."
      />
    </KitForm>
  );
}
