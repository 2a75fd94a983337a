import type { Income } from "@cm/contracts";
import { Button, Group, Menu, Stack, Text } from "@mantine/core";
import { IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import {
  actionsColumn,
  DataTable,
  type DataTableColumn,
  FilterSelect,
  hasSearchOrFilters,
  useDataTableState,
} from "../../../components/data-table";
import { errorMessage } from "../../../lib/api-client";
import { formatDate } from "../../../lib/format-date";
import { notify } from "../../../lib/notify";
import { listTableProps } from "../../../lib/resource-hooks";
import {
  exportRecords,
  INCOME_PATH,
  useCategoryChoices,
  useDeleteRecord,
  useIncomeList,
  useListTotals,
} from "../api/finance-api";
import {
  DateRangeFilter,
  ExportMenu,
  ListTotalsLine,
  money,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHOD_OPTIONS,
} from "./finance-parts";
import { IncomeDrawer, type IncomeDrawerState } from "./income-form";

/** The church's income: search, filters (category, dates, payment method), totals, record, edit, export. */
export function IncomeTable({ canWrite, heading }: { canWrite: boolean; heading: ReactNode }) {
  const table = useDataTableState({ ordering: "-received_on" });
  const list = useIncomeList(table.params);
  const totals = useListTotals(INCOME_PATH, table.params);
  const categories = useCategoryChoices("INCOME");
  const remove = useDeleteRecord(INCOME_PATH);
  const [drawer, setDrawer] = useState<IncomeDrawerState>(null);
  const [deleting, setDeleting] = useState<Income | null>(null);
  const [exporting, setExporting] = useState(false);

  async function runExport(format: "xlsx" | "csv") {
    setExporting(true);
    const toast = notify.loading("Preparing the file…");
    try {
      await exportRecords(INCOME_PATH, "income", format, table.params);
      notify.done(toast, "success", "The file has been downloaded.");
    } catch (error) {
      notify.done(toast, "error", { title: "The export failed", message: errorMessage(error) });
    } finally {
      setExporting(false);
    }
  }

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
    {
      key: "category",
      header: "Category",
      render: (row) => (
        <Stack gap={0}>
          <Text fz="sm" fw={600}>
            {row.category_name}
          </Text>
          {row.description && (
            <Text fz="xs" c="dimmed" lineClamp={1}>
              {row.description}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: "payment_method", header: "Paid by", render: (row) => PAYMENT_METHOD_LABELS[row.payment_method] },
    { key: "reference", header: "Reference" },
    {
      key: "amount",
      header: "Amount",
      sortable: true,
      align: "right",
      render: (row) => <Text fz="sm">{money(row.amount, row.currency)}</Text>,
    },
    ...(canWrite
      ? [
          actionsColumn<Income>({
            label: (row) => `Actions for the income of ${formatDate(row.received_on)}`,
            menu: (row) => (
              <>
                <Menu.Item
                  leftSection={<IconPencil size={16} />}
                  onClick={() => setDrawer({ mode: "edit", income: row })}
                >
                  Edit
                </Menu.Item>
                <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => setDeleting(row)}>
                  Delete
                </Menu.Item>
              </>
            ),
          }),
        ]
      : []),
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        {heading}
        <Group gap="xs">
          <ExportMenu what="income" onExport={(f) => void runExport(f)} busy={exporting} />
          {canWrite && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setDrawer({ mode: "create" })}>
              Record income
            </Button>
          )}
        </Group>
      </Group>
      <DataTable
        label="Income"
        columns={columns}
        {...listTableProps(list)}
        getRowId={(row) => row.id}
        state={table}
        searchPlaceholder="Search descriptions and references"
        emptyMessage={
          hasSearchOrFilters(table) ? "No income matches these filters." : "No income recorded yet."
        }
        minWidth={760}
        filters={
          <>
            <FilterSelect
              table={table}
              name="category"
              label="Category"
              placeholder="All categories"
              data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
              searchable
              maxWidth={190}
            />
            <FilterSelect
              table={table}
              name="payment_method"
              label="Paid by"
              placeholder="Any method"
              data={PAYMENT_METHOD_OPTIONS}
              maxWidth={170}
            />
            <DateRangeFilter table={table} field="received_on" label="Received" />
          </>
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
