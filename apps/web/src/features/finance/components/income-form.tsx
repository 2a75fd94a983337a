import { type Income, PAYMENT_METHODS, pastDateInForm, todayIso } from "@cm/contracts";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { ChoiceField, KitForm, recordFormNames, useSchemaForm } from "../../../components/form-kit";
import { RecordDrawer, type RecordDrawerState } from "../../../components/record-drawer";
import { translator } from "../../../lib/i18n";
import { notify } from "../../../lib/notify";
import { useSaveIncome } from "../api/finance-api";
import { BookRecordFields, bookRecordDefaults, bookRecordForm } from "./book-fields";
import { money, PAYMENT_METHOD_OPTIONS, translatedOptions } from "./finance-parts";

const t = translator("finance");

const incomeForm = bookRecordForm.extend({
  received_on: pastDateInForm("The date received"),
  payment_method: z.enum(PAYMENT_METHODS, { error: () => t("Choose how the money was paid.") }),
});

/** Records income or changes it; the API's messages appear under their fields. */
export function IncomeForm({
  income,
  onDone,
  onCancel,
}: {
  income: Income | null;
  onDone: (saved: Income) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("finance");
  const save = useSaveIncome();
  const kit = useSchemaForm(incomeForm, {
    defaultValues: {
      ...bookRecordDefaults(income),
      received_on: income?.received_on ?? todayIso(),
      payment_method: income?.payment_method ?? "CASH",
    },
    failure: income ? t("The changes were not saved") : t("The income was not recorded"),
    onSubmit: async (values) => {
      const saved = await save.mutateAsync({ id: income?.id ?? null, data: values });
      notify.success(
        income
          ? t("The income has been saved.")
          : t("{amount} of {category} recorded.", {
              amount: money(saved.amount, saved.currency),
              category: saved.category_name.toLowerCase(),
            }),
      );
      onDone(saved);
    },
  });

  return (
    <KitForm
      kit={kit}
      {...recordFormNames(income, {
        edit: t("Edit income"),
        add: t("Record income"),
        submit: t("Record income"),
      })}
      onCancel={onCancel}
    >
      <BookRecordFields
        record={income}
        categories="INCOME"
        amountPlaceholder="1250.00"
        date={{ name: "received_on", label: t("Date received") }}
        referenceHint={t("A receipt, transfer or mobile-money number")}
      >
        <ChoiceField
          name="payment_method"
          label={t("Paid by")}
          data={translatedOptions(PAYMENT_METHOD_OPTIONS, t)}
          fallback="CASH"
          allowDeselect={false}
        />
      </BookRecordFields>
    </KitForm>
  );
}

/** The record and edit form, in a drawer beside the list. */
export function IncomeDrawer({ state, onClose }: { state: RecordDrawerState<Income>; onClose: () => void }) {
  const { t } = useTranslation("finance");
  return (
    <RecordDrawer
      state={state}
      onClose={onClose}
      titles={{ create: t("Record income"), edit: t("Edit income") }}
    >
      {(income) => <IncomeForm income={income} onDone={onClose} onCancel={onClose} />}
    </RecordDrawer>
  );
}
