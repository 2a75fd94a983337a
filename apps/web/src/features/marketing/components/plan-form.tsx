import type { MarketingPlanInput } from "@cm/contracts";
import { type MarketingPlan, msg, PLACEMENTS } from "@cm/contracts";
import { useTranslation } from "react-i18next";
import {
  AmountField,
  ChoiceField,
  KitForm,
  SwitchField,
  TextAreaField,
  TextField,
  useKitForm,
} from "../../../components/form-kit";
import { NumberFormField, type TypedNumber } from "../../../components/form-number-field";
import { useReportingCurrency } from "../../../lib/church-currency";
import { notify } from "../../../lib/notify";
import { useSavePlan } from "../api/marketing-api";

/** The plan as the form holds it: its figures as typed. */
type PlanValues = Omit<MarketingPlanInput, "duration_days" | "max_images"> & {
  duration_days: TypedNumber;
  max_images: TypedNumber;
};
const PLACEMENT_LABEL = {
  STANDARD: msg("Standard: listed"),
  FEATURED: msg("Featured: shown first"),
} as const;

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
  const { t } = useTranslation("marketing");
  const save = useSavePlan();
  // A new plan is priced in the organisation's reporting currency unless changed.
  const reporting = useReportingCurrency();
  const kit = useKitForm<PlanValues>({
    defaultValues: {
      name: plan?.name ?? "",
      description: plan?.description ?? "",
      price: plan?.price ?? "",
      currency: plan?.currency ?? reporting,
      duration_days: plan?.duration_days ?? 30,
      placement: plan?.placement ?? "STANDARD",
      max_images: plan?.max_images ?? 3,
      is_active: plan?.is_active ?? true,
    },
    onSubmit: async (v) => {
      const data = { ...v, duration_days: Number(v.duration_days), max_images: Number(v.max_images) };
      const saved = await save.mutateAsync({ id: plan?.id ?? null, data });
      notify.success(t("{name} has been saved.", { name: saved.name }));
      onDone(saved);
    },
  });
  return (
    <KitForm kit={kit} gap="sm" submitLabel={t("Save plan")} onCancel={onCancel}>
      <TextField name="name" label={t("Name")} required />
      <TextAreaField name="description" label={t("Description")} rows={3} />
      <AmountField name="price" label={t("Price")} placeholder="" required />
      <TextField name="currency" label={t("Currency")} required maxLength={3} />
      <NumberFormField name="duration_days" label={t("Days shown")} required min={1} max={366} />
      <ChoiceField
        name="placement"
        label={t("Placement")}
        data={PLACEMENTS.map((p) => ({ value: p, label: t(PLACEMENT_LABEL[p]) }))}
        fallback="STANDARD"
        allowDeselect={false}
      />
      <NumberFormField name="max_images" label={t("Pictures allowed")} required min={1} max={10} />
      <SwitchField name="is_active" label={t("Churches can choose this plan")} />
    </KitForm>
  );
}
