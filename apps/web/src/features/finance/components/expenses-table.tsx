import { type Expense, expenseRules, expensesEndpoints } from "@cm/contracts";
import { Group, Stack } from "@mantine/core";
import { IconCheck, IconEye, IconPaperclip, IconPencil, IconTrash, IconX } from "@tabler/icons-react";
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
  useExpenseList,
  useListTotals,
} from "../api/finance-api";
import { ExpenseDetailDrawer, ExpenseStatusBadge, type Review, ReviewDialog } from "./expense-review";
import { EXPENSE_STATUS_OPTIONS, ListTotalsLine, money } from "./finance-parts";

const expensesClient = clientOf(expensesEndpoints);

// The form loads when the drawer first opens, not with the page.
const ExpenseDrawer = lazyDrawer(() => import("./expense-form").then((module) => module.ExpenseDrawer));

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
  const totals = useListTotals(expensesClient, table.params);
  const categories = useCategoryChoices("EXPENSE");
  const remove = useDeleteRecord(expensesClient);
  const [drawer, setDrawer] = useState<RecordDrawerState<Expense>>(null);
  const [viewing, setViewing] = useState<Expense | null>(null);
  const [review, setReview] = useState<Review>(null);
  const [deleting, setDeleting] = useState<Expense | null>(null);

  const viewer = { userId, isBookAdmin: isChurchAdmin };
  const mayChange = (row: Expense) => canWrite && expenseRules.change(viewer, row);
  const mayReview = (row: Expense) => canApprove && expenseRules.review(viewer, row);

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
    titleColumn<Expense>({
      key: "payee",
      header: "Paid to",
      title: (row) => row.payee,
      detail: (row) => row.category_name,
      onOpen: setViewing,
    }),
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
    moneyColumn("amount", "Amount", { sortable: true }),
  ];

  return (
    <Stack gap="lg">
      <ListTable
        heading={heading}
        label="Expenses"
        columns={columns}
        table={table}
        list={list}
        search="Search payees, descriptions and references"
        empty={{ none: "No expenses submitted yet.", filtered: "No expenses match these filters." }}
        minWidth={820}
        filters={[
          referenceFilter("category", "Category", "All categories", categories.data),
          {
            name: "status",
            label: "Status",
            placeholder: "Any status",
            data: EXPENSE_STATUS_OPTIONS,
            maxWidth: 200,
          },
          { dates: "spent_on", label: "Spent" },
        ]}
        rowActions={{
          label: (row) => `Actions for the expense paid to ${row.payee}`,
          actions: [
            { label: "Open", icon: <IconEye size={16} />, onClick: setViewing },
            {
              label: "Approve",
              icon: <IconCheck size={16} />,
              when: mayReview,
              onClick: (row) => setReview({ expense: row, decision: "approve" }),
            },
            {
              label: "Reject",
              icon: <IconX size={16} />,
              when: mayReview,
              onClick: (row) => setReview({ expense: row, decision: "reject" }),
            },
            {
              label: "Edit",
              icon: <IconPencil size={16} />,
              when: mayChange,
              onClick: (row) => setDrawer({ mode: "edit", record: row }),
            },
            {
              label: "Withdraw",
              icon: <IconTrash size={16} />,
              danger: true,
              when: mayChange,
              onClick: setDeleting,
            },
          ],
        }}
        exportAs={{
          what: "expenses",
          run: (format) => exportRecords(expensesClient, "expenses", format, table.params),
        }}
        create={
          canWrite ? { label: "Submit an expense", onClick: () => setDrawer({ mode: "create" }) } : undefined
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
