import { type Pledge, pledgeForm } from "@cm/contracts";
import { SimpleGrid } from "@mantine/core";
import { useTranslation } from "react-i18next";
import {
  AmountField,
  DateField,
  HouseholdField,
  KitForm,
  MemberField,
  ReferenceField,
  TextAreaField,
  useSchemaForm,
} from "../../../components/form-kit";
import { useWorkingChurchCurrency } from "../../../lib/church-currency";
import { notify } from "../../../lib/notify";
import { useActiveFundChoices, useSavePledge } from "../api/giving-reports-api";

const form = pledgeForm;

/**
 * Records a pledge or changes one: a member or a household, the fund, the target amount in the
 * church's currency and the period it covers.
 */
export function PledgeForm({ pledge, onDone }: { pledge: Pledge | null; onDone: () => void }) {
  const { t } = useTranslation("giving-reports");
  const churchCurrency = useWorkingChurchCurrency();
  const currency = pledge?.currency ?? churchCurrency;
  const save = useSavePledge();
  const funds = useActiveFundChoices();
  const kit = useSchemaForm(form, {
    defaultValues: {
      fund: pledge?.fund,
      member: pledge?.member ?? null,
      household: pledge?.household ?? null,
      amount: pledge?.amount ?? "",
      starts_on: pledge?.starts_on ?? "",
      ends_on: pledge?.ends_on ?? "",
      note: pledge?.note ?? "",
    },
    failure: pledge ? t("The changes were not saved") : t("The pledge was not recorded"),
    onSubmit: async (values) => {
      const saved = await save.mutateAsync({ id: pledge?.id ?? null, data: values });
      notify.success(t("The pledge of {name} has been saved.", { name: saved.donor_name }));
      onDone();
    },
  });
  return (
    <KitForm
      kit={kit}
      label={pledge ? t("Edit pledge") : t("Record a pledge")}
      submitLabel={t("Save")}
      onCancel={onDone}
    >
      <MemberField
        name="member"
        label={t("Member")}
        initialLabel={pledge?.member ? pledge.donor_name : undefined}
        source="givers"
      />
      <HouseholdField
        name="household"
        label={t("Or a household")}
        current={pledge?.household ? { id: pledge.household, name: pledge.donor_name } : null}
      />
      <ReferenceField
        name="fund"
        label={t("Fund")}
        required
        choices={{
          data: funds.data?.results.map((f) => ({ id: f.id, name: f.name })),
          isPending: funds.isPending,
        }}
        current={pledge ? { id: pledge.fund, name: pledge.fund_name } : null}
        placeholder={t("Choose a fund")}
      />
      <AmountField name="amount" label={t("Target amount")} currency={currency} required />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <DateField name="starts_on" label={t("From")} required />
        <DateField name="ends_on" label={t("To")} required />
      </SimpleGrid>
      <TextAreaField name="note" label={t("Note")} minRows={2} />
    </KitForm>
  );
}
