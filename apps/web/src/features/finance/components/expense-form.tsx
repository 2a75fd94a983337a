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
import { FileInput, Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { IconReceipt } from "@tabler/icons-react";
import { useState } from "react";
import { Controller, type FieldPath, useForm } from "react-hook-form";
import { z } from "zod";
import { FormDrawer } from "../../../components/form-drawer";
import { FormActions, FormAlert, UploadProgress } from "../../../components/form-parts";
import { errorMessage } from "../../../lib/api-client";
import { useServerErrors } from "../../../lib/form-errors";
import { formResolver } from "../../../lib/form-resolver";
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
type FormInput = z.input<typeof expenseForm>;
type FormOutput = z.output<typeof expenseForm>;
const FIELDS: FieldPath<FormInput>[] = [
  "amount",
  "category",
  "spent_on",
  "payee",
  "reference",
  "description",
];

/** A receipt the user picked, checked before it goes up (the server checks it again, by content). */
function receiptProblem(file: File | null): string | null {
  if (!file) return null;
  if (!(RECEIPT_TYPES as readonly string[]).includes(file.type))
    return "Choose a PDF, JPEG, PNG or WebP file.";
  if (file.size > RECEIPT_MAX_BYTES) return "The receipt is larger than 10 MB.";
  return null;
}

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
  const [receipt, setReceipt] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: formResolver(expenseForm),
    defaultValues: {
      amount: expense?.amount ?? "",
      category: expense ? String(expense.category) : "",
      spent_on: expense?.spent_on ?? todayIso(),
      payee: expense?.payee ?? "",
      reference: expense?.reference ?? "",
      description: expense?.description ?? "",
    },
  });
  const server = useServerErrors(FIELDS, form);
  const { errors, isSubmitting } = form.formState;
  const fileProblem = receiptProblem(receipt);
  const options = (categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  if (expense && !options.some((o) => o.value === String(expense.category)))
    options.push({ value: String(expense.category), label: expense.category_name });

  const submit = form.handleSubmit(async (values) => {
    if (fileProblem) return;
    server.clear();
    let saved: Expense;
    try {
      saved = await save.mutateAsync({ id: expense?.id ?? null, data: values });
    } catch (error) {
      const rest = server.show(error);
      notify.error({
        title: expense ? "The changes were not saved" : "The expense was not submitted",
        message: rest,
      });
      return;
    }
    if (receipt) {
      try {
        setProgress(0);
        saved = await upload.mutateAsync({
          id: saved.id,
          file: receipt,
          onProgress: (f) => setProgress(f ?? 1),
        });
      } catch (error) {
        // The expense is saved; only its receipt is missing, and it can be attached again.
        notify.error({ title: "The receipt was not attached", message: errorMessage(error) });
        onDone(saved);
        return;
      } finally {
        setProgress(null);
      }
    }
    notify.success(
      expense
        ? "The expense has been saved."
        : `${money(saved.amount, saved.currency)} to ${saved.payee} submitted for approval.`,
    );
    onDone(saved);
  });

  return (
    <form onSubmit={submit} noValidate aria-label={expense ? "Edit expense" : "Submit an expense"}>
      <Stack gap="md">
        <FormAlert message={server.alert} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="Amount"
            inputMode="decimal"
            placeholder="450.00"
            withAsterisk
            {...form.register("amount")}
            error={errors.amount?.message}
          />
          <TextInput
            label="Date spent"
            type="date"
            withAsterisk
            {...form.register("spent_on")}
            error={errors.spent_on?.message}
          />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="category"
          render={({ field, fieldState }) => (
            <Select
              label="Category"
              placeholder={categories.isPending ? "Loading…" : "Choose a category"}
              data={options}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? "")}
              onBlur={field.onBlur}
              searchable
              withAsterisk
              error={fieldState.error?.message}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <TextInput label="Paid to" withAsterisk {...form.register("payee")} error={errors.payee?.message} />
        <TextInput
          label="Reference"
          description="An invoice or receipt number"
          {...form.register("reference")}
          error={errors.reference?.message}
        />
        <Textarea
          label="Description"
          rows={2}
          {...form.register("description")}
          error={errors.description?.message}
        />
        <FileInput
          label={expense?.has_receipt ? "Replace the receipt" : "Receipt"}
          description="PDF, JPEG, PNG or WebP, up to 10 MB"
          placeholder="Choose a file"
          accept={RECEIPT_TYPES.join(",")}
          leftSection={<IconReceipt size={16} />}
          value={receipt}
          onChange={setReceipt}
          clearable
          error={fileProblem}
        />
        {receipt && !fileProblem && <ReceiptView file={receipt} name={receipt.name} />}
        {!receipt && expense?.has_receipt && <StoredReceipt expenseId={expense.id} />}
        <UploadProgress value={progress} what="receipt" />
        <FormActions
          submitting={isSubmitting}
          label={expense ? "Save changes" : "Submit for approval"}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}

export type ExpenseDrawerState = { mode: "create" } | { mode: "edit"; expense: Expense } | null;

/** The submit and edit form, in a drawer beside the list. */
export function ExpenseDrawer({ state, onClose }: { state: ExpenseDrawerState; onClose: () => void }) {
  const expenseOf = (s: ExpenseDrawerState) => (s?.mode === "edit" ? s.expense : null);
  return (
    <FormDrawer
      state={state}
      onClose={onClose}
      title={(s) => (expenseOf(s) ? "Edit expense" : "Submit an expense")}
    >
      {(s) => (
        <ExpenseForm
          key={expenseOf(s)?.id ?? "new"}
          expense={expenseOf(s)}
          onDone={onClose}
          onCancel={onClose}
        />
      )}
    </FormDrawer>
  );
}
