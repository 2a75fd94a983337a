import {
  type Expense,
  optionalText,
  pastDateInForm,
  positiveAmount,
  RECEIPT_MAX_BYTES,
  RECEIPT_TYPES,
  requiredText,
  todayIso,
} from "@cm/contracts";
import { SimpleGrid } from "@mantine/core";
import { IconReceipt } from "@tabler/icons-react";
import { z } from "zod";
import {
  AmountField,
  DateField,
  FileField,
  KitForm,
  ReferenceField,
  TextAreaField,
  TextField,
  useFileChoice,
  useSchemaForm,
  useUploadProgress,
} from "../../../components/form-kit";
import { UploadProgress } from "../../../components/form-parts";
import { RecordDrawer, type RecordDrawerState } from "../../../components/record-drawer";
import { errorMessage } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import { useCategoryChoices, useSaveExpense, useUploadReceipt } from "../api/finance-api";
import { money } from "./finance-parts";
import { ReceiptView, StoredReceipt } from "./receipt-preview";

const expenseForm = z.object({
  amount: positiveAmount,
  category: z.string().min(1, "Choose a category.").transform(Number),
  spent_on: pastDateInForm("The date spent"),
  payee: requiredText(200),
  reference: optionalText(100),
  description: optionalText(1000),
});

const RECEIPT_RULES = {
  types: RECEIPT_TYPES,
  maxBytes: RECEIPT_MAX_BYTES,
  wrongType: "Choose a PDF, JPEG, PNG or WebP file.",
  tooLarge: "The receipt is larger than 10 MB.",
};

/** Submits an expense or changes a pending one, with its receipt; the API's messages appear under their fields. */
export function ExpenseForm({
  expense,
  onDone,
  onCancel,
}: {
  expense: Expense | null;
  onDone: (saved: Expense) => void;
  onCancel: () => void;
}) {
  const save = useSaveExpense();
  const upload = useUploadReceipt();
  const categories = useCategoryChoices("EXPENSE");
  const receipt = useFileChoice(RECEIPT_RULES);
  const sending = useUploadProgress();
  const kit = useSchemaForm(expenseForm, {
    defaultValues: {
      amount: expense?.amount ?? "",
      category: expense ? String(expense.category) : "",
      spent_on: expense?.spent_on ?? todayIso(),
      payee: expense?.payee ?? "",
      reference: expense?.reference ?? "",
      description: expense?.description ?? "",
    },
    failure: expense ? "The changes were not saved" : "The expense was not submitted",
    onSubmit: async (values) => {
      if (receipt.problem) return;
      let saved = await save.mutateAsync({ id: expense?.id ?? null, data: values });
      if (receipt.file) {
        const file = receipt.file;
        try {
          saved = await sending.track((onProgress) => upload.mutateAsync({ id: saved.id, file, onProgress }));
        } catch (error) {
          // The expense is saved; only its receipt is missing, and it can be attached again.
          notify.error({ title: "The receipt was not attached", message: errorMessage(error) });
          onDone(saved);
          return;
        }
      }
      notify.success(
        expense
          ? "The expense has been saved."
          : `${money(saved.amount, saved.currency)} to ${saved.payee} submitted for approval.`,
      );
      onDone(saved);
    },
  });

  return (
    <KitForm
      kit={kit}
      label={expense ? "Edit expense" : "Submit an expense"}
      submitLabel={expense ? "Save changes" : "Submit for approval"}
      onCancel={onCancel}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <AmountField name="amount" label="Amount" placeholder="450.00" required />
        <DateField name="spent_on" label="Date spent" required />
      </SimpleGrid>
      <ReferenceField
        name="category"
        label="Category"
        placeholder="Choose a category"
        choices={categories}
        current={expense && { id: expense.category, name: expense.category_name }}
        required
      />
      <TextField name="payee" label="Paid to" required />
      <TextField name="reference" label="Reference" description="An invoice or receipt number" />
      <TextAreaField name="description" label="Description" rows={2} />
      <FileField
        choice={receipt}
        label={expense?.has_receipt ? "Replace the receipt" : "Receipt"}
        description="PDF, JPEG, PNG or WebP, up to 10 MB"
        placeholder="Choose a file"
        leftSection={<IconReceipt size={16} />}
      />
      {receipt.file && !receipt.problem && <ReceiptView file={receipt.file} name={receipt.file.name} />}
      {!receipt.file && expense?.has_receipt && <StoredReceipt expenseId={expense.id} />}
      <UploadProgress value={sending.progress} what="receipt" />
    </KitForm>
  );
}

/** The submit and edit form, in a drawer beside the list. */
export function ExpenseDrawer({
  state,
  onClose,
}: {
  state: RecordDrawerState<Expense>;
  onClose: () => void;
}) {
  return (
    <RecordDrawer
      state={state}
      onClose={onClose}
      titles={{ create: "Submit an expense", edit: "Edit expense" }}
    >
      {(expense) => <ExpenseForm expense={expense} onDone={onClose} onCancel={onClose} />}
    </RecordDrawer>
  );
}
