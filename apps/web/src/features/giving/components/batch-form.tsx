import { type GivingBatch, givingBatchCreate, pastDateInForm, todayIso } from "@cm/contracts";
import { useTranslation } from "react-i18next";
import { AmountField, DateField, KitForm, TextField, useSchemaForm } from "../../../components/form-kit";
import { useWorkingChurchCurrency } from "../../../lib/church-currency";
import { notify } from "../../../lib/notify";
import { useSaveBatch } from "../api/giving-api";

const batchForm = givingBatchCreate
  .omit({ church: true, currency: true })
  .extend({ service_date: pastDateInForm("The service date") });

/** Starts a count (the service and what was counted in the plates), or corrects an open one. */
export function BatchForm({
  batch,
  onDone,
}: {
  batch: GivingBatch | null;
  onDone: (saved: GivingBatch | null) => void;
}) {
  const { t } = useTranslation("giving");
  const currency = useWorkingChurchCurrency();
  const save = useSaveBatch();
  const kit = useSchemaForm(batchForm, {
    defaultValues: {
      service_date: batch?.service_date ?? todayIso(),
      expected_total: batch?.expected_total ?? "",
      note: batch?.note ?? "",
    },
    failure: batch ? t("The changes were not saved") : t("The count was not started"),
    onSubmit: async (values) => {
      const saved = await save.mutateAsync({ id: batch?.id ?? null, data: values });
      notify.success(batch ? t("The count has been saved.") : t("The count has been started."));
      onDone(saved);
    },
  });
  return (
    <KitForm
      kit={kit}
      label={batch ? t("Edit count") : t("Start a count")}
      submitLabel={batch ? t("Save") : t("Start counting")}
      onCancel={() => onDone(null)}
    >
      <DateField name="service_date" label={t("Service date")} required />
      <AmountField
        name="expected_total"
        label={t("Expected total")}
        description={t("What was counted in the plates and envelopes")}
        currency={currency}
        required
      />
      <TextField name="note" label={t("Note")} placeholder={t("Such as “Harvest service”")} />
    </KitForm>
  );
}
