import {
  type Income,
  optionalText,
  PAYMENT_METHODS,
  pastDateInForm,
  positiveAmount,
  todayIso,
} from "@cm/contracts";
import { SimpleGrid } from "@mantine/core";
import { z } from "zod";
import {
  AmountField,
  ChoiceField,
  DateField,
  KitForm,
  ReferenceField,
  TextAreaField,
  TextField,
  useSchemaForm,
} from "../../../components/form-kit";
import { RecordDrawer, type RecordDrawerState } from "../../../components/record-drawer";
import { notify } from "../../../lib/notify";
import { useCategoryChoices, useSaveIncome } from "../api/finance-api";
import { money, PAYMENT_METHOD_OPTIONS } from "./finance-parts";

const incomeForm = z.object({
  amount: positiveAmount,
  category: z.string().min(1, "Choose a category.").transform(Number),
  received_on: pastDateInForm("The date received"),
  payment_method: z.enum(PAYMENT_METHODS, "Choose how the money was paid."),
  reference: optionalText(100),
  description: optionalText(1000),
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
  const categories = useCategoryChoices("INCOME");
  const kit = useSchemaForm(incomeForm, {
    defaultValues: {
      amount: income?.amount ?? "",
      category: income ? String(income.category) : "",
      received_on: income?.received_on ?? todayIso(),
      payment_method: income?.payment_method ?? "CASH",
      reference: income?.reference ?? "",
      description: income?.description ?? "",
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
      label={income ? "Edit income" : "Record income"}
      submitLabel={income ? "Save changes" : "Record income"}
      onCancel={onCancel}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <AmountField name="amount" label="Amount" placeholder="1250.00" required />
        <DateField name="received_on" label="Date received" required />
      </SimpleGrid>
      <ReferenceField
        name="category"
        label="Category"
        placeholder="Choose a category"
        choices={categories}
        // A record keeps a category that has since been retired.
        current={income && { id: income.category, name: income.category_name }}
        required
      />
      <ChoiceField
        name="payment_method"
        label="Paid by"
        data={PAYMENT_METHOD_OPTIONS}
        fallback="CASH"
        allowDeselect={false}
      />
      <TextField
        name="reference"
        label="Reference"
        description="A receipt, transfer or mobile-money number"
      />
      <TextAreaField name="description" label="Description" rows={2} />
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
