import {
  type Income,
  optionalText,
  PAYMENT_METHODS,
  pastDateInForm,
  positiveAmount,
  todayIso,
} from "@cm/contracts";
import { Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { Controller, type FieldPath, useForm } from "react-hook-form";
import { z } from "zod";
import { FormDrawer } from "../../../components/form-drawer";
import { FormActions, FormAlert } from "../../../components/form-parts";
import { useServerErrors } from "../../../lib/form-errors";
import { formResolver } from "../../../lib/form-resolver";
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
type FormInput = z.input<typeof incomeForm>;
type FormOutput = z.output<typeof incomeForm>;
const FIELDS: FieldPath<FormInput>[] = [
  "amount",
  "category",
  "received_on",
  "payment_method",
  "reference",
  "description",
];

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
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: formResolver(incomeForm),
    defaultValues: {
      amount: income?.amount ?? "",
      category: income ? String(income.category) : "",
      received_on: income?.received_on ?? todayIso(),
      payment_method: income?.payment_method ?? "CASH",
      reference: income?.reference ?? "",
      description: income?.description ?? "",
    },
  });
  const server = useServerErrors(FIELDS, form);
  const { errors, isSubmitting } = form.formState;
  const options = (categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  // A record keeps a category that has since been retired.
  if (income && !options.some((o) => o.value === String(income.category)))
    options.push({ value: String(income.category), label: income.category_name });

  const submit = form.handleSubmit(async (values) => {
    server.clear();
    try {
      const saved = await save.mutateAsync({ id: income?.id ?? null, data: values });
      notify.success(
        income
          ? "The income has been saved."
          : `${money(saved.amount, saved.currency)} of ${saved.category_name.toLowerCase()} recorded.`,
      );
      onDone(saved);
    } catch (error) {
      const rest = server.show(error);
      notify.error({
        title: income ? "The changes were not saved" : "The income was not recorded",
        message: rest,
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={income ? "Edit income" : "Record income"}>
      <Stack gap="md">
        <FormAlert message={server.alert} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="Amount"
            inputMode="decimal"
            placeholder="1250.00"
            withAsterisk
            {...form.register("amount")}
            error={errors.amount?.message}
          />
          <TextInput
            label="Date received"
            type="date"
            withAsterisk
            {...form.register("received_on")}
            error={errors.received_on?.message}
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
        <Controller
          control={form.control}
          name="payment_method"
          render={({ field, fieldState }) => (
            <Select
              label="Paid by"
              data={PAYMENT_METHOD_OPTIONS}
              value={field.value}
              onChange={(value) => field.onChange(value ?? "CASH")}
              allowDeselect={false}
              error={fieldState.error?.message}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <TextInput
          label="Reference"
          description="A receipt, transfer or mobile-money number"
          {...form.register("reference")}
          error={errors.reference?.message}
        />
        <Textarea
          label="Description"
          rows={2}
          {...form.register("description")}
          error={errors.description?.message}
        />
        <FormActions
          submitting={isSubmitting}
          label={income ? "Save changes" : "Record income"}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}

export type IncomeDrawerState = { mode: "create" } | { mode: "edit"; income: Income } | null;

/** The record and edit form, in a drawer beside the list. */
export function IncomeDrawer({ state, onClose }: { state: IncomeDrawerState; onClose: () => void }) {
  const incomeOf = (s: IncomeDrawerState) => (s?.mode === "edit" ? s.income : null);
  return (
    <FormDrawer
      state={state}
      onClose={onClose}
      title={(s) => (incomeOf(s) ? "Edit income" : "Record income")}
    >
      {(s) => (
        <IncomeForm key={incomeOf(s)?.id ?? "new"} income={incomeOf(s)} onDone={onClose} onCancel={onClose} />
      )}
    </FormDrawer>
  );
}
