import { type MarketingPlan, PLACEMENTS } from "@cm/contracts";
import { Select, Stack, Textarea, TextInput } from "@mantine/core";
import { Controller, useForm } from "react-hook-form";
import { NumberFormField, type TypedNumber } from "../../../components/form-number-field";
import { FormActions, FormAlert, SwitchField } from "../../../components/form-parts";
import { useServerErrors } from "../../../lib/form-errors";
import { notify } from "../../../lib/notify";
import { type PlanInput, useSavePlan } from "../api/marketing-api";

const FIELDS = [
  "name",
  "description",
  "price",
  "currency",
  "duration_days",
  "placement",
  "max_images",
  "is_active",
] as const;
/** The plan as the form holds it: its figures as typed. */
type PlanValues = Omit<PlanInput, "duration_days" | "max_images"> & {
  duration_days: TypedNumber;
  max_images: TypedNumber;
};
const PLACEMENT_LABEL = { STANDARD: "Standard: listed", FEATURED: "Featured: shown first" } as const;

/** An advertising plan: what a church pays for so many days of placement and how many pictures. */
export function PlanForm({
  plan,
  onDone,
  onCancel,
}: {
  plan: MarketingPlan | null;
  onDone: (saved: MarketingPlan) => void;
  onCancel: () => void;
}) {
  const save = useSavePlan();
  const form = useForm<PlanValues>({
    defaultValues: {
      name: plan?.name ?? "",
      description: plan?.description ?? "",
      price: plan?.price ?? "",
      currency: plan?.currency ?? "GHS",
      duration_days: plan?.duration_days ?? 30,
      placement: plan?.placement ?? "STANDARD",
      max_images: plan?.max_images ?? 3,
      is_active: plan?.is_active ?? true,
    },
  });
  const server = useServerErrors(FIELDS, form);
  const submit = form.handleSubmit(async (v) => {
    try {
      const data = { ...v, duration_days: Number(v.duration_days), max_images: Number(v.max_images) };
      const saved = await save.mutateAsync({ id: plan?.id ?? null, data });
      notify.success(`${saved.name} has been saved.`);
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
        <TextInput label="Name" required {...form.register("name")} error={e.name?.message} />
        <Textarea
          label="Description"
          rows={3}
          {...form.register("description")}
          error={e.description?.message}
        />
        <TextInput
          label="Price"
          required
          inputMode="decimal"
          {...form.register("price")}
          error={e.price?.message}
        />
        <TextInput
          label="Currency"
          required
          maxLength={3}
          {...form.register("currency")}
          error={e.currency?.message}
        />
        <NumberFormField
          control={form.control}
          name="duration_days"
          label="Days shown"
          required
          min={1}
          max={366}
        />
        <Controller
          control={form.control}
          name="placement"
          render={({ field }) => (
            <Select
              label="Placement"
              data={PLACEMENTS.map((p) => ({ value: p, label: PLACEMENT_LABEL[p] }))}
              value={field.value}
              onChange={(v) => field.onChange(v ?? "STANDARD")}
              allowDeselect={false}
              error={e.placement?.message}
            />
          )}
        />
        <NumberFormField
          control={form.control}
          name="max_images"
          label="Pictures allowed"
          required
          min={1}
          max={10}
        />
        <SwitchField control={form.control} name="is_active" label="Churches can choose this plan" />
        <FormActions submitting={form.formState.isSubmitting} label="Save plan" onCancel={onCancel} />
      </Stack>
    </form>
  );
}
