import type { Income } from "@cm/contracts";
import { incomeEndpoints } from "@cm/contracts";
import { Stack } from "@mantine/core";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import {
  type DataTableColumn,
  ListTable,
  moneyColumn,
  referenceFilter,
  titleColumn,
  useDataTableState,
} from "../../../components/data-table";
import { lazyDrawer, type RecordDrawerState } from "../../../components/record-drawer";
import { errorMessage } from "../../../lib/api-client";
import { formatDate } from "../../../lib/format-date";
import { notify } from "../../../lib/notify";
import { clientOf } from "../../../lib/typed-client";
import {
  exportRecords,
  useCategoryChoices,
  useDeleteRecord,
  useIncomeList,
  useListTotals,
} from "../api/finance-api";
import { ListTotalsLine, money, PAYMENT_METHOD_LABELS, PAYMENT_METHOD_OPTIONS } from "./finance-parts";

const incomeClient = clientOf(incomeEndpoints);

// The form loads when the drawer first opens, not with the page.
const IncomeDrawer = lazyDrawer(() => import("./income-form").then((module) => module.IncomeDrawer));

/** The church's income: search, filters (category, dates, payment method), totals, record, edit, export. */
export function IncomeTable({ canWrite, heading }: { canWrite: boolean; heading: ReactNode }) {
  const table = useDataTableState({ ordering: "-received_on" });
  const list = useIncomeList(table.params);
  const totals = useListTotals(incomeClient, table.params);
  const categories = useCategoryChoices("INCOME");
  const remove = useDeleteRecord(incomeClient);
  const [drawer, setDrawer] = useState<RecordDrawerState<Income>>(null);
  const [deleting, setDeleting] = useState<Income | null>(null);

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify.success("The income record has been deleted.");
      setDeleting(null);
    } catch (error) {
      notify.error({ title: "Nothing was deleted", message: errorMessage(error) });
    }
  }

  const columns: DataTableColumn<Income>[] = [
    {
      key: "received_on",
      header: "Date",
      sortable: true,
      render: (row) => formatDate(row.received_on),
    },
    titleColumn({
      key: "category",
      header: "Category",
      title: (row) => row.category_name,
      detail: (row) => row.description,
    }),
    { key: "payment_method", header: "Paid by", render: (row) => PAYMENT_METHOD_LABELS[row.payment_method] },
    { key: "reference", header: "Reference" },
    moneyColumn("amount", "Amount", { sortable: true }),
  ];

  return (
    <Stack gap="lg">
      <ListTable
        heading={heading}
        label="Income"
        columns={columns}
        table={table}
        list={list}
        search="Search descriptions and references"
        empty={{ none: "No income recorded yet.", filtered: "No income matches these filters." }}
        minWidth={760}
        filters={[
          referenceFilter("category", "Category", "All categories", categories.data),
          {
            name: "payment_method",
            label: "Paid by",
            placeholder: "Any method",
            data: PAYMENT_METHOD_OPTIONS,
            maxWidth: 170,
          },
          { dates: "received_on", label: "Received" },
        ]}
        rowActions={
          canWrite
            ? {
                label: (row) => `Actions for the income of ${formatDate(row.received_on)}`,
                actions: [
                  {
                    label: "Edit",
                    icon: <IconPencil size={16} />,
                    onClick: (row) => setDrawer({ mode: "edit", record: row }),
                  },
                  { label: "Delete", icon: <IconTrash size={16} />, danger: true, onClick: setDeleting },
                ],
              }
            : undefined
        }
        exportAs={{
          what: "income",
          run: (format) => exportRecords(incomeClient, "income", format, table.params),
        }}
        create={
          canWrite ? { label: "Record income", onClick: () => setDrawer({ mode: "create" }) } : undefined
        }
      />
      <ListTotalsLine totals={totals.data} loading={totals.isPending} />
      <IncomeDrawer state={drawer} onClose={() => setDrawer(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete this income record?"
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        {deleting
          ? `${money(deleting.amount, deleting.currency)} of ${deleting.category_name.toLowerCase()} received on ${formatDate(deleting.received_on)} will be removed from the books.`
          : ""}
      </ConfirmDialog>
    </Stack>
  );
}
