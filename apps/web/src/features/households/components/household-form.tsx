import { type Household, householdCreate } from "@cm/contracts";
import { useTranslation } from "react-i18next";
import { KitForm, TextField, useSchemaForm } from "../../../components/form-kit";
import { notify } from "../../../lib/notify";
import { useSaveHousehold } from "../api/households-api";

/** Adds a household, or changes one's name, address and phone. */
export function HouseholdForm({
  household,
  onDone,
}: {
  household: Household | null;
  onDone: (saved: Household | null) => void;
}) {
  const { t } = useTranslation("households");
  const save = useSaveHousehold();
  const kit = useSchemaForm(householdCreate, {
    defaultValues: {
      name: household?.name ?? "",
      address: household?.address ?? "",
      phone: household?.phone ?? "",
    },
    failure: household ? t("The changes were not saved") : t("The household was not added"),
    onSubmit: async (values) => {
      const saved = await save.mutateAsync({ id: household?.id ?? null, data: values });
      notify.success(t("{name} has been saved.", { name: saved.name }));
      onDone(saved);
    },
  });
  return (
    <KitForm
      kit={kit}
      label={household ? t("Edit household") : t("Add a household")}
      submitLabel={t("Save")}
      onCancel={() => onDone(null)}
    >
      <TextField
        name="name"
        label={t("Name")}
        description={t("How the church knows this family, such as “Kwame Mensah’s household”.")}
        required
        data-autofocus
      />
      <TextField name="address" label={t("Address")} />
      <TextField name="phone" label={t("Phone")} type="tel" />
    </KitForm>
  );
}
