import { type Income, incomeEndpoints } from "@cm/contracts";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { type DataTableColumn, titleColumn } from "../../../components/data-table";
import { lazyDrawer } from "../../../components/record-drawer";
import { formatDate } from "../../../lib/format-date";
import { clientOf } from "../../../lib/typed-client";
import { useIncomeList } from "../api/finance-api";
import { BookList, useBookList } from "./book-list";
import { money, PAYMENT_METHOD_LABELS, PAYMENT_METHOD_OPTIONS, translatedOptions } from "./finance-parts";

const incomeClient = clientOf(incomeEndpoints);

// The form loads when the drawer first opens, not with the page.
const IncomeDrawer = lazyDrawer(() => import("./income-form").then((module) => module.IncomeDrawer));

/** The church's income: search, filters (category, dates, payment method), totals, record, edit, export. */
export function IncomeTable({ canWrite, heading }: { canWrite: boolean; heading: ReactNode }) {
  const { t } = useTranslation("finance");
  const book = useBookList<Income>(incomeClient, {
    ordering: "-received_on",
    categories: "INCOME",
    deleted: t("The income record has been deleted."),
  });
  const list = useIncomeList(book.table.params);

  const columns: DataTableColumn<Income>[] = [
    titleColumn({
      key: "category",
      header: t("Category"),
      title: (row) => row.category_name,
      detail: (row) => row.description,
    }),
    {
      key: "payment_method",
      header: t("Paid by"),
      render: (row) => t(PAYMENT_METHOD_LABELS[row.payment_method] ?? row.payment_method),
    },
    { key: "reference", header: t("Reference") },
  ];

  return (
    <BookList
      state={book}
      heading={heading}
      label={t("Income")}
      columns={columns}
      list={list}
      search={t("Search descriptions and references")}
      empty={{ none: t("No income recorded yet."), filtered: t("No income matches these filters.") }}
      minWidth={760}
      filter={{
        name: "payment_method",
        label: t("Paid by"),
        placeholder: t("Any method"),
        data: translatedOptions(PAYMENT_METHOD_OPTIONS, t),
        maxWidth: 170,
      }}
      dates={{ dates: "received_on", label: t("Received") }}
      rowActions={
        canWrite
          ? {
              label: (row) => t("Actions for the income of {date}", { date: formatDate(row.received_on) }),
              actions: [
                { label: t("Edit"), icon: <IconPencil size={16} />, onClick: book.edit },
                {
                  label: t("Delete"),
                  icon: <IconTrash size={16} />,
                  danger: true,
                  onClick: book.deletion.ask,
                },
              ],
            }
          : undefined
      }
      what={{ file: "income", shown: t("income") }}
      create={canWrite ? { label: t("Record income"), onClick: book.add } : undefined}
      confirmDelete={{
        title: t("Delete this income record?"),
        confirmLabel: t("Delete"),
        message: (income) =>
          t("{amount} of {category} received on {date} will be removed from the books.", {
            amount: money(income.amount, income.currency),
            category: income.category_name.toLowerCase(),
            date: formatDate(income.received_on),
          }),
      }}
    >
      <IncomeDrawer state={book.drawer} onClose={book.closeDrawer} />
    </BookList>
  );
}
