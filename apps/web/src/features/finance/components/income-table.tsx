import { type Income, incomeEndpoints } from "@cm/contracts";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { type DataTableColumn, titleColumn } from "../../../components/data-table";
import { lazyDrawer } from "../../../components/record-drawer";
import { formatDate } from "../../../lib/format-date";
import { clientOf } from "../../../lib/typed-client";
import { useIncomeList } from "../api/finance-api";
import { BookList, useBookList } from "./book-list";
import { money, PAYMENT_METHOD_LABELS, PAYMENT_METHOD_OPTIONS } from "./finance-parts";

const incomeClient = clientOf(incomeEndpoints);

// The form loads when the drawer first opens, not with the page.
const IncomeDrawer = lazyDrawer(() => import("./income-form").then((module) => module.IncomeDrawer));

/** The church's income: search, filters (category, dates, payment method), totals, record, edit, export. */
export function IncomeTable({ canWrite, heading }: { canWrite: boolean; heading: ReactNode }) {
  const book = useBookList<Income>(incomeClient, {
    ordering: "-received_on",
    categories: "INCOME",
    deleted: "The income record has been deleted.",
  });
  const list = useIncomeList(book.table.params);

  const columns: DataTableColumn<Income>[] = [
    titleColumn({
      key: "category",
      header: "Category",
      title: (row) => row.category_name,
      detail: (row) => row.description,
    }),
    { key: "payment_method", header: "Paid by", render: (row) => PAYMENT_METHOD_LABELS[row.payment_method] },
    { key: "reference", header: "Reference" },
  ];

  return (
    <BookList
      state={book}
      heading={heading}
      label="Income"
      columns={columns}
      list={list}
      search="Search descriptions and references"
      empty={{ none: "No income recorded yet.", filtered: "No income matches these filters." }}
      minWidth={760}
      filter={{
        name: "payment_method",
        label: "Paid by",
        placeholder: "Any method",
        data: PAYMENT_METHOD_OPTIONS,
        maxWidth: 170,
      }}
      dates={{ dates: "received_on", label: "Received" }}
      rowActions={
        canWrite
          ? {
              label: (row) => `Actions for the income of ${formatDate(row.received_on)}`,
              actions: [
                { label: "Edit", icon: <IconPencil size={16} />, onClick: book.edit },
                { label: "Delete", icon: <IconTrash size={16} />, danger: true, onClick: book.deletion.ask },
              ],
            }
          : undefined
      }
      what="income"
      create={canWrite ? { label: "Record income", onClick: book.add } : undefined}
      confirmDelete={{
        title: "Delete this income record?",
        confirmLabel: "Delete",
        message: (income) =>
          `${money(income.amount, income.currency)} of ${income.category_name.toLowerCase()} received on ${formatDate(income.received_on)} will be removed from the books.`,
      }}
    >
      <IncomeDrawer state={book.drawer} onClose={book.closeDrawer} />
    </BookList>
  );
}
