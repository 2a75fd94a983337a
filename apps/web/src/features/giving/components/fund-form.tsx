import { type Fund, fundCreate } from "@cm/contracts";
import { useTranslation } from "react-i18next";
import {
  KitForm,
  ReferenceField,
  SwitchField,
  TextAreaField,
  TextField,
  useSchemaForm,
} from "../../../components/form-kit";
import { notify } from "../../../lib/notify";
import { useIncomeCategoryChoices, useSaveFund } from "../api/giving-api";

/** Adds a fund of the church's own, or changes one: its name and the income category it posts to. */
export function FundForm({ fund, onDone }: { fund: Fund | null; onDone: () => void }) {
  const { t } = useTranslation("giving");
  const save = useSaveFund();
  const categories = useIncomeCategoryChoices();
  const kit = useSchemaForm(fundCreate.omit({ church: true }), {
    defaultValues: {
      name: fund?.name ?? "",
      description: fund?.description ?? "",
      income_category: fund?.income_category,
      is_active: fund?.is_active ?? true,
    },
    failure: fund ? t("The changes were not saved") : t("The fund was not added"),
    onSubmit: async (values) => {
      const saved = await save.mutateAsync({ id: fund?.id ?? null, data: values });
      notify.success(t("{name} has been saved.", { name: saved.name }));
      onDone();
    },
  });
  return (
    <KitForm
      kit={kit}
      label={fund ? t("Edit fund") : t("Add a fund")}
      submitLabel={t("Save")}
      onCancel={onDone}
    >
      <TextField name="name" label={t("Name")} required data-autofocus />
      <ReferenceField
        name="income_category"
        label={t("Posted to the income category")}
        required
        choices={categories}
        current={fund ? { id: fund.income_category, name: fund.income_category_name } : null}
        placeholder={t("Choose a category")}
      />
      <TextAreaField name="description" label={t("Description")} autosize minRows={2} />
      <SwitchField name="is_active" label={t("Offered for new gifts")} />
    </KitForm>
  );
}
