import type { BroadcastInput } from "@cm/contracts";
import { type Broadcast, broadcastCreate } from "@cm/contracts";
import { SimpleGrid } from "@mantine/core";
import { useTranslation } from "react-i18next";
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
import { translator } from "../../../lib/i18n";
import { fromLocalInput, toLocalInput } from "../../../lib/local-date-time";
import { notify } from "../../../lib/notify";
import { useSaveBroadcast } from "../api/communication-api";

const t = translator("communication");
// An address, the same in every language.
const EXAMPLE_STREAM = "https://www.youtube.com/watch?v=…";

// The contract's fields, except that the times are the browser's local date-time inputs.
export const broadcastForm = broadcastCreate
  .pick({ title: true, description: true, stream_url: true, is_active: true })
  .extend({
    scheduled_start: z.string().min(1, { error: () => t("Choose when the broadcast starts.") }),
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
  const { t } = useTranslation("communication");
  const kit = useSchemaForm(broadcastForm, {
    defaultValues: {
      title: broadcast?.title ?? "",
      description: broadcast?.description ?? "",
      stream_url: broadcast?.stream_url ?? "",
      scheduled_start: toLocalInput(broadcast?.scheduled_start),
      scheduled_end: toLocalInput(broadcast?.scheduled_end),
      is_active: broadcast?.is_active ?? true,
    },
    failure: t("The broadcast was not saved"),
    onSubmit: async (values) => {
      await save.mutateAsync({ id: broadcast?.id ?? null, data: toBroadcastInput(values) });
      notify.success(t('"{title}" has been saved.', { title: values.title }));
      onDone();
    },
  });

  return (
    <KitForm
      kit={kit}
      {...recordFormNames(broadcast, {
        edit: t("Edit broadcast"),
        add: t("New broadcast"),
        submit: t("Save broadcast"),
      })}
      onCancel={onDone}
    >
      <TextField name="title" label={t("Title")} required />
      <TextAreaField name="description" label={t("Description")} autosize minRows={3} maxRows={10} />
      <TextField
        name="stream_url"
        label={t("Stream address")}
        description={t("A YouTube or Vimeo address is shown as a player; any other address as a link.")}
        placeholder={EXAMPLE_STREAM}
        type="url"
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <DateTimeField name="scheduled_start" label={t("Starts")} required />
        <DateTimeField name="scheduled_end" label={t("Ends (optional)")} />
      </SimpleGrid>
      <SwitchField
        name="is_active"
        label={t("Show on the broadcast page")}
        description={t("Turn off to hide it from the public without deleting it.")}
      />
    </KitForm>
  );
}
