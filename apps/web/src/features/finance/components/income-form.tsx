import { type Income, PAYMENT_METHODS, pastDateInForm, todayIso } from "@cm/contracts";
import { z } from "zod";
import { ChoiceField, KitForm, recordFormNames, useSchemaForm } from "../../../components/form-kit";
import { RecordDrawer, type RecordDrawerState } from "../../../components/record-drawer";
import { notify } from "../../../lib/notify";
import { useSaveIncome } from "../api/finance-api";
import { BookRecordFields, bookRecordDefaults, bookRecordForm } from "./book-fields";
import { money, PAYMENT_METHOD_OPTIONS } from "./finance-parts";

const incomeForm = bookRecordForm.extend({
  received_on: pastDateInForm("The date received"),
  payment_method: z.enum(PAYMENT_METHODS, "Choose how the money was paid."),
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
  const save = useSaveIncome();
  const kit = useSchemaForm(incomeForm, {
    defaultValues: {
      ...bookRecordDefaults(income),
      received_on: income?.received_on ?? todayIso(),
      payment_method: income?.payment_method ?? "CASH",
    },
    failure: income ? "The changes were not saved" : "The income was not recorded",
    onSubmit: async (values) => {
      const saved = await save.mutateAsync({ id: income?.id ?? null, data: values });
      notify.success(
        income
          ? "The income has been saved."
          : `${money(saved.amount, saved.currency)} of ${saved.category_name.toLowerCase()} recorded.`,
      );
      onDone(saved);
    },
  });

  return (
    <KitForm
      kit={kit}
      {...recordFormNames(income, { edit: "Edit income", add: "Record income", submit: "Record income" })}
      onCancel={onCancel}
    >
      <BookRecordFields
        record={income}
        categories="INCOME"
        amountPlaceholder="1250.00"
        date={{ name: "received_on", label: "Date received" }}
        referenceHint="A receipt, transfer or mobile-money number"
      >
        <ChoiceField
          name="payment_method"
          label="Paid by"
          data={PAYMENT_METHOD_OPTIONS}
          fallback="CASH"
          allowDeselect={false}
        />
      </BookRecordFields>
    </KitForm>
  );
}

/** The record and edit form, in a drawer beside the list. */
export function IncomeDrawer({ state, onClose }: { state: RecordDrawerState<Income>; onClose: () => void }) {
  return (
    <RecordDrawer state={state} onClose={onClose} titles={{ create: "Record income", edit: "Edit income" }}>
      {(income) => <IncomeForm income={income} onDone={onClose} onCancel={onClose} />}
    </RecordDrawer>
  );
}
