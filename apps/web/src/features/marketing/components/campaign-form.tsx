import type { Campaign } from "@cm/contracts";
import { formatMoney } from "@cm/contracts/rules";
import { Alert, Select, Stack, Textarea, TextInput } from "@mantine/core";
import { Controller, useForm } from "react-hook-form";
import { FormActions, FormAlert } from "../../../components/form-parts";
import { useServerErrors } from "../../../lib/form-errors";
import { notify } from "../../../lib/notify";
import {
  type CampaignInput,
  useActivePlans,
  useCreateCampaign,
  useUpdateCampaign,
} from "../api/marketing-api";

type Values = Omit<CampaignInput, "church" | "plan" | "event_start" | "event_end"> & {
  plan: string | null;
  event_start: string;
  event_end: string;
};
const FIELDS = [
  "title",
  "summary",
  "description",
  "location",
  "cta_label",
  "cta_url",
  "plan",
  "event_start",
  "event_end",
] as const;

const valuesOf = (c: Campaign | undefined): Values => ({
  title: c?.title ?? "",
  summary: c?.summary ?? "",
  description: c?.description ?? "",
  location: c?.location ?? "",
  cta_label: c?.cta_label ?? "",
  cta_url: c?.cta_url ?? "",
  plan: c ? String(c.plan) : null,
  event_start: c?.event_start ?? "",
  event_end: c?.event_end ?? "",
});

/**
 * A church's campaign: a new one is saved as a draft to pay for; an existing one changes
 * (a running one only in its texts, which sends it back to review).
 */
export function CampaignForm({
  church,
  campaign,
  onDone,
  onCancel,
}: {
  church: number | null;
  campaign?: Campaign;
  onDone: (saved: Campaign) => void;
  onCancel: () => void;
}) {
  const plans = useActivePlans();
  const create = useCreateCampaign();
  const update = useUpdateCampaign();
  const form = useForm<Values>({ defaultValues: valuesOf(campaign) });
  const server = useServerErrors(FIELDS, form);
  const textsOnly = campaign?.status === "ACTIVE";
  if (church === null)
    return (
      <Alert color="blue" variant="light" title="Choose a church first">
        A campaign belongs to a church. Choose the church at the top of the page first.
      </Alert>
    );
  const submit = form.handleSubmit(async (v) => {
    const data = {
      ...v,
      church,
      plan: Number(v.plan),
      event_start: v.event_start || null,
      event_end: v.event_end || null,
    };
    try {
      if (campaign) {
        const { church: _c, plan: _p, event_start: _s, event_end: _e, ...texts } = data;
        const saved = await update.mutateAsync({ id: campaign.id, data: textsOnly ? texts : data });
        notify.success(
          saved.status === "PENDING_REVIEW" && textsOnly
            ? `${v.title} has been saved and goes back to the national office for review.`
            : `${v.title} has been saved.`,
        );
        onDone(saved);
        return;
      }
      const saved = await create.mutateAsync(data);
      notify.success(`${v.title} has been saved as a draft.`);
      onDone(saved);
    } catch (error) {
      server.show(error);
    }
  });
  const e = form.formState.errors;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormAlert message={server.alert} />
        {textsOnly && (
          <Alert color="blue" variant="light">
            This campaign is running: only its texts can change, and a change sends it back to the national
            office for review.
          </Alert>
        )}
        <TextInput label="Title" required {...form.register("title")} error={e.title?.message} />
        <Controller
          control={form.control}
          name="plan"
          render={({ field }) => (
            <Select
              label="Advertising plan"
              required
              data={(plans.data ?? []).map((p) => ({
                value: String(p.id),
                label: `${p.name} · ${p.duration_days} days · ${formatMoney(p.price, p.currency)}`,
              }))}
              value={field.value}
              onChange={field.onChange}
              error={e.plan?.message}
              disabled={textsOnly}
            />
          )}
        />
        <TextInput label="Summary" {...form.register("summary")} error={e.summary?.message} />
        <Textarea
          label="Description"
          rows={5}
          {...form.register("description")}
          error={e.description?.message}
        />
        <TextInput label="Place" {...form.register("location")} error={e.location?.message} />
        <TextInput
          label="First day of the event"
          type="date"
          disabled={textsOnly}
          {...form.register("event_start")}
          error={e.event_start?.message}
        />
        <TextInput
          label="Last day of the event"
          type="date"
          disabled={textsOnly}
          {...form.register("event_end")}
          error={e.event_end?.message}
        />
        <TextInput
          label="Button text"
          placeholder="Register"
          {...form.register("cta_label")}
          error={e.cta_label?.message}
        />
        <TextInput
          label="Button link"
          placeholder="https://"
          {...form.register("cta_url")}
          error={e.cta_url?.message}
        />
        <FormActions
          submitting={form.formState.isSubmitting}
          label={campaign ? "Save" : "Save draft"}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
