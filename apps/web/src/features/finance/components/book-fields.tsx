import { optionalText, positiveAmount } from "@cm/contracts";
import { SimpleGrid } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import {
  AmountField,
  DateField,
  ReferenceField,
  TextAreaField,
  TextField,
} from "../../../components/form-kit";
import { useWorkingChurchCurrency } from "../../../lib/church-currency";
import { translator } from "../../../lib/i18n";
import { useCategoryChoices } from "../api/finance-api";

const t = translator("finance");

/** What an income record and an expense have alike: the amount, the category and the notes. */
type BookRecord = {
  amount: string;
  currency?: string;
  category: number;
  category_name: string;
  reference: string;
  description: string;
};

/** The form's checks of the fields every record of the books has; each form adds its date and its own. */
export const bookRecordForm = z.object({
  amount: positiveAmount,
  category: z
    .string()
    .min(1, { error: () => t("Choose a category.") })
    .transform(Number),
  reference: optionalText(100),
  description: optionalText(1000),
});

/** The starting values of those fields: the record's, or empty for a new one. */
export function bookRecordDefaults(record: BookRecord | null) {
  return {
    amount: record?.amount ?? "",
    category: record ? String(record.category) : "",
    reference: record?.reference ?? "",
    description: record?.description ?? "",
  };
}

/**
 * The fields of a record of the books, in their order: the amount and its date side by side, the
 * category, the fields of the form's own (`children`), the reference and the description.
 */
export function BookRecordFields({
  record,
  categories,
  amountPlaceholder,
  date,
  referenceHint,
  children,
}: {
  record: BookRecord | null;
  categories: "INCOME" | "EXPENSE";
  amountPlaceholder: string;
  date: { name: string; label: string };
  /** What the reference may be, under its field. */
  referenceHint: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("finance");
  const choices = useCategoryChoices(categories);
  // A record keeps the currency it was written in; a new one takes its church's.
  const churchCurrency = useWorkingChurchCurrency();
  const currency = record?.currency ?? churchCurrency;
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <AmountField
          name="amount"
          label={t("Amount")}
          placeholder={amountPlaceholder}
          currency={currency}
          required
        />
        <DateField name={date.name} label={date.label} required />
      </SimpleGrid>
      <ReferenceField
        name="category"
        label={t("Category")}
        placeholder={t("Choose a category")}
        choices={choices}
        // A record keeps a category that has since been retired.
        current={record && { id: record.category, name: record.category_name }}
        required
      />
      {children}
      <TextField name="reference" label={t("Reference")} description={referenceHint} />
      <TextAreaField name="description" label={t("Description")} rows={2} />
    </>
  );
}
