import type { Expense } from "@cm/contracts";
import { Anchor, Button, Group, Menu, Stack, Text } from "@mantine/core";
import {
  IconCheck,
  IconEye,
  IconPaperclip,
  IconPencil,
  IconPlus,
  IconTrash,
  IconX,
} from "@tabler/icons-react";
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
  EXPENSES_PATH,
  exportRecords,
  useCategoryChoices,
  useDeleteRecord,
  useExpenseList,
  useListTotals,
} from "../api/finance-api";
import { ExpenseDrawer, type ExpenseDrawerState } from "./expense-form";
import { ExpenseDetailDrawer, ExpenseStatusBadge, type Review, ReviewDialog } from "./expense-review";
import { DateRangeFilter, EXPENSE_STATUS_OPTIONS, ExportMenu, ListTotalsLine, money } from "./finance-parts";

type Permissions = {
  canWrite: boolean;
  canApprove: boolean;
  /** Church admins change any pending expense; others only their own. */
  isChurchAdmin: boolean;
  userId: number | null;
};

/** The church's expenses: search, filters (category, status, dates), totals, submit, approve or reject, export. */
export function ExpensesTable({
  permissions,
  heading,
  initialStatus,
}: {
  permissions: Permissions;
  heading: ReactNode;
  initialStatus?: string;
}) {
  const { canWrite, canApprove, isChurchAdmin, userId } = permissions;
  const table = useDataTableState({
    ordering: "-spent_on",
    filters: initialStatus ? { status: initialStatus } : {},
  });
  const list = useExpenseList(table.params);
  const totals = useListTotals(EXPENSES_PATH, table.params);
  const categories = useCategoryChoices("EXPENSE");
  const remove = useDeleteRecord(EXPENSES_PATH);
  const [drawer, setDrawer] = useState<ExpenseDrawerState>(null);
  const [viewing, setViewing] = useState<Expense | null>(null);
  const [review, setReview] = useState<Review>(null);
  const [deleting, setDeleting] = useState<Expense | null>(null);
  const [exporting, setExporting] = useState(false);

  const mayChange = (row: Expense) =>
    canWrite && row.status === "PENDING" && (isChurchAdmin || row.submitted_by === userId);
  const mayReview = (row: Expense) => canApprove && row.status === "PENDING" && row.submitted_by !== userId;

  async function runExport(format: "xlsx" | "csv") {
    setExporting(true);
    const toast = notify.loading("Preparing the file…");
    try {
      await exportRecords(EXPENSES_PATH, "expenses", format, table.params);
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
      notify.success("The expense has been withdrawn.");
      setDeleting(null);
    } catch (error) {
      notify.error({ title: "Nothing was deleted", message: errorMessage(error) });
    }
  }

  const columns: DataTableColumn<Expense>[] = [
    { key: "spent_on", header: "Date", sortable: true, render: (row) => formatDate(row.spent_on) },
    {
      key: "payee",
      header: "Paid to",
      render: (row) => (
        <Stack gap={0}>
          <Anchor component="button" type="button" fz="sm" fw={600} ta="left" onClick={() => setViewing(row)}>
            {row.payee}
          </Anchor>
          <Text fz="xs" c="dimmed">
            {row.category_name}
          </Text>
        </Stack>
      ),
    },
    {
      key: "status",
      header: "Status",
      sortable: true,
      render: (row) => (
        <Group gap={6} wrap="nowrap">
          <ExpenseStatusBadge status={row.status} />
          {row.has_receipt && <IconPaperclip size={14} aria-label="Receipt attached" />}
        </Group>
      ),
    },
    { key: "submitted_by_name", header: "Submitted by" },
    {
      key: "amount",
      header: "Amount",
      sortable: true,
      align: "right",
      render: (row) => <Text fz="sm">{money(row.amount, row.currency)}</Text>,
    },
    actionsColumn<Expense>({
      label: (row) => `Actions for the expense paid to ${row.payee}`,
      menu: (row) => (
        <>
          <Menu.Item leftSection={<IconEye size={16} />} onClick={() => setViewing(row)}>
            Open
          </Menu.Item>
          {mayReview(row) && (
            <>
              <Menu.Item
                leftSection={<IconCheck size={16} />}
                onClick={() => setReview({ expense: row, decision: "approve" })}
              >
                Approve
              </Menu.Item>
              <Menu.Item
                leftSection={<IconX size={16} />}
                onClick={() => setReview({ expense: row, decision: "reject" })}
              >
                Reject
              </Menu.Item>
            </>
          )}
          {mayChange(row) && (
            <>
              <Menu.Item
                leftSection={<IconPencil size={16} />}
                onClick={() => setDrawer({ mode: "edit", expense: row })}
              >
                Edit
              </Menu.Item>
              <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => setDeleting(row)}>
                Withdraw
              </Menu.Item>
            </>
          )}
        </>
      ),
    }),
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        {heading}
        <Group gap="xs">
          <ExportMenu what="expenses" onExport={(f) => void runExport(f)} busy={exporting} />
          {canWrite && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setDrawer({ mode: "create" })}>
              Submit an expense
            </Button>
          )}
        </Group>
      </Group>
      <DataTable
        label="Expenses"
        columns={columns}
        {...listTableProps(list)}
        getRowId={(row) => row.id}
        state={table}
        searchPlaceholder="Search payees, descriptions and references"
        emptyMessage={
          hasSearchOrFilters(table) ? "No expenses match these filters." : "No expenses submitted yet."
        }
        minWidth={820}
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
              name="status"
              label="Status"
              placeholder="Any status"
              data={EXPENSE_STATUS_OPTIONS}
              maxWidth={200}
            />
            <DateRangeFilter table={table} field="spent_on" label="Spent" />
          </>
        }
      />
      <ListTotalsLine totals={totals.data} loading={totals.isPending} />
      <ExpenseDrawer state={drawer} onClose={() => setDrawer(null)} />
      <ExpenseDetailDrawer
        expense={viewing}
        canApprove={canApprove}
        currentUser={userId}
        onReview={(r) => {
          setViewing(null);
          setReview(r);
        }}
        onClose={() => setViewing(null)}
      />
      <ReviewDialog review={review} onClose={() => setReview(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        title="Withdraw this expense?"
        confirmLabel="Withdraw"
        danger
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        {deleting
          ? `${money(deleting.amount, deleting.currency)} to ${deleting.payee} will be removed before anyone approves it.`
          : ""}
      </ConfirmDialog>
    </Stack>
  );
}
