import { Stack } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog, useConfirmedDelete } from "../../../components/confirm-dialog";
import {
  type DataTableColumn,
  type ListFilter,
  ListTable,
  type ListTableProps,
  moneyColumn,
  referenceFilter,
  useDataTableState,
} from "../../../components/data-table";
import type { RecordDrawerState } from "../../../components/record-drawer";
import { formatDate } from "../../../lib/format-date";
import type { ResourceWith } from "../../../lib/typed-client";
import { exportRecords, useCategoryChoices, useDeleteRecord, useListTotals } from "../api/finance-api";
import { ListTotalsLine } from "./finance-parts";

/** A book of the church's money (its income, its expenses): a list with totals and an export. */
type Book = ResourceWith<"totals" | "export">;
type BookRecord = { id: number; amount: string; currency: string };

/**
 * What the income and the expenses lists keep alike: the table's state and the totals of its
 * filtered rows, the book's categories, the add and edit drawer, and the delete asked first.
 */
export function useBookList<T extends BookRecord>(
  book: Book,
  options: {
    ordering: string;
    filters?: Record<string, string>;
    categories: "INCOME" | "EXPENSE";
    /** The toast once a record is deleted. */
    deleted: string;
  },
) {
  const table = useDataTableState({ ordering: options.ordering, filters: options.filters ?? {} });
  const totals = useListTotals(book, table.params);
  const categories = useCategoryChoices(options.categories);
  const { t } = useTranslation("finance");
  const remove = useDeleteRecord(book);
  const deletion = useConfirmedDelete<T>(remove, {
    deleted: () => options.deleted,
    failed: t("Nothing was deleted"),
  });
  const [drawer, setDrawer] = useState<RecordDrawerState<T>>(null);
  return {
    book,
    table,
    totals,
    categories,
    deletion,
    drawer,
    add: () => setDrawer({ mode: "create" }),
    edit: (record: T) => setDrawer({ mode: "edit", record }),
    closeDrawer: () => setDrawer(null),
  };
}

export type BookListState<T extends BookRecord> = ReturnType<typeof useBookList<T>>;

/**
 * A book's list: its table, the record's date first (`dates`) and its amount last around the
 * list's own `columns`, filtered by category, by the list's own `filter` and by a range of those
 * dates; the totals of the rows the filters select under it; the export of those rows; and the
 * question before a record is deleted. The add and edit drawer and any other dialog of the list
 * are its `children`.
 */
export function BookList<T extends BookRecord>({
  state,
  columns,
  filter,
  dates,
  what,
  confirmDelete,
  children,
  ...listing
}: Omit<ListTableProps<T>, "table" | "filters" | "exportAs"> & {
  state: BookListState<T>;
  /** The columns between the date and the amount. */
  columns: DataTableColumn<T>[];
  filter: ListFilter;
  dates: { dates: keyof T & string; label: string };
  /** What the rows are: the export's file's name ("expenses") and its words in the language shown. */
  what: { file: string; shown: string };
  confirmDelete: { title: string; confirmLabel: string; message: (record: T) => string };
  children: ReactNode;
}) {
  const { t } = useTranslation("finance");
  const { book, table, totals, categories, deletion } = state;
  return (
    <Stack gap="lg">
      <ListTable
        {...listing}
        table={table}
        columns={[
          {
            key: dates.dates,
            header: t("Date"),
            sortable: true,
            render: (row) => formatDate(row[dates.dates] as string),
          },
          ...columns,
          moneyColumn<T>("amount", t("Amount"), { sortable: true }),
        ]}
        filters={[
          referenceFilter("category", t("Category"), t("All categories"), categories.data),
          filter,
          dates,
        ]}
        exportAs={{ what: what.shown, run: (format) => exportRecords(book, what.file, format, table.params) }}
      />
      <ListTotalsLine totals={totals.data} loading={totals.isPending} />
      {children}
      <ConfirmDialog
        {...deletion.dialogProps}
        title={confirmDelete.title}
        confirmLabel={confirmDelete.confirmLabel}
      >
        {deletion.target ? confirmDelete.message(deletion.target) : ""}
      </ConfirmDialog>
    </Stack>
  );
}
