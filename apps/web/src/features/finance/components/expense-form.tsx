import {
  type Expense,
  pastDateInForm,
  RECEIPT_MAX_BYTES,
  RECEIPT_TYPES,
  requiredText,
  todayIso,
} from "@cm/contracts";
import { IconReceipt } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import {
  FileField,
  KitForm,
  recordFormNames,
  TextField,
  useFileChoice,
  useSchemaForm,
  useUploadProgress,
} from "../../../components/form-kit";
import { UploadProgress } from "../../../components/form-parts";
import { RecordDrawer, type RecordDrawerState } from "../../../components/record-drawer";
import { errorMessage } from "../../../lib/api-client";
import { translator } from "../../../lib/i18n";
import { notify } from "../../../lib/notify";
import { useSaveExpense, useUploadReceipt } from "../api/finance-api";
import { BookRecordFields, bookRecordDefaults, bookRecordForm } from "./book-fields";
import { money } from "./finance-parts";
import { ReceiptView, StoredReceipt } from "./receipt-preview";

const t = translator("finance");

const expenseForm = bookRecordForm.extend({
  spent_on: pastDateInForm("The date spent"),
  payee: requiredText(200),
});

const RECEIPT_RULES = {
  types: RECEIPT_TYPES,
  maxBytes: RECEIPT_MAX_BYTES,
  get wrongType() {
    return t("Choose a PDF, JPEG, PNG or WebP file.");
  },
  get tooLarge() {
    return t("The receipt is larger than 10 MB.");
  },
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
  const { t } = useTranslation("finance");
  const save = useSaveExpense();
  const upload = useUploadReceipt();
  const receipt = useFileChoice(RECEIPT_RULES);
  const sending = useUploadProgress();
  const kit = useSchemaForm(expenseForm, {
    defaultValues: {
      ...bookRecordDefaults(expense),
      spent_on: expense?.spent_on ?? todayIso(),
      payee: expense?.payee ?? "",
    },
    failure: expense ? t("The changes were not saved") : t("The expense was not submitted"),
    onSubmit: async (values) => {
      if (receipt.problem) return;
      let saved = await save.mutateAsync({ id: expense?.id ?? null, data: values });
      if (receipt.file) {
        const file = receipt.file;
        try {
          saved = await sending.track((onProgress) => upload.mutateAsync({ id: saved.id, file, onProgress }));
        } catch (error) {
          // The expense is saved; only its receipt is missing, and it can be attached again.
          notify.error({ title: t("The receipt was not attached"), message: errorMessage(error) });
          onDone(saved);
          return;
        }
      }
      notify.success(
        expense
          ? t("The expense has been saved.")
          : t("{amount} to {payee} submitted for approval.", {
              amount: money(saved.amount, saved.currency),
              payee: saved.payee,
            }),
      );
      onDone(saved);
    },
  });

  return (
    <KitForm
      kit={kit}
      {...recordFormNames(expense, {
        edit: t("Edit expense"),
        add: t("Submit an expense"),
        submit: t("Submit for approval"),
      })}
      onCancel={onCancel}
    >
      <BookRecordFields
        record={expense}
        categories="EXPENSE"
        amountPlaceholder="450.00"
        date={{ name: "spent_on", label: t("Date spent") }}
        referenceHint={t("An invoice or receipt number")}
      >
        <TextField name="payee" label={t("Paid to")} required />
      </BookRecordFields>
      <FileField
        choice={receipt}
        label={expense?.has_receipt ? t("Replace the receipt") : t("Receipt")}
        description={t("PDF, JPEG, PNG or WebP, up to 10 MB")}
        placeholder={t("Choose a file")}
        leftSection={<IconReceipt size={16} />}
      />
      {receipt.file && !receipt.problem && <ReceiptView file={receipt.file} name={receipt.file.name} />}
      {!receipt.file && expense?.has_receipt && <StoredReceipt expenseId={expense.id} />}
      <UploadProgress value={sending.progress} what={t("receipt")} />
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
  const { t } = useTranslation("finance");
  return (
    <RecordDrawer
      state={state}
      onClose={onClose}
      titles={{ create: t("Submit an expense"), edit: t("Edit expense") }}
    >
      {(expense) => <ExpenseForm expense={expense} onDone={onClose} onCancel={onClose} />}
    </RecordDrawer>
  );
}
