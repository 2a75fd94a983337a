import { type Expense, expenseRules, expensesEndpoints } from "@cm/contracts";
import { Group } from "@mantine/core";
import { IconCheck, IconEye, IconPaperclip, IconPencil, IconTrash, IconX } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { type DataTableColumn, titleColumn } from "../../../components/data-table";
import { lazyDrawer } from "../../../components/record-drawer";
import { clientOf } from "../../../lib/typed-client";
import { useExpenseList } from "../api/finance-api";
import { BookList, useBookList } from "./book-list";
import { ExpenseDetailDrawer, ExpenseStatusBadge, type Review, ReviewDialog } from "./expense-review";
import { EXPENSE_STATUS_OPTIONS, money, translatedOptions } from "./finance-parts";

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
  const { t } = useTranslation("finance");
  const { canWrite, canApprove, isChurchAdmin, userId } = permissions;
  const book = useBookList<Expense>(expensesClient, {
    ordering: "-spent_on",
    filters: initialStatus ? { status: initialStatus } : {},
    categories: "EXPENSE",
    deleted: t("The expense has been withdrawn."),
  });
  const list = useExpenseList(book.table.params);
  const [viewing, setViewing] = useState<Expense | null>(null);
  const [review, setReview] = useState<Review>(null);

  const viewer = { userId, isBookAdmin: isChurchAdmin };
  const mayChange = (row: Expense) => canWrite && expenseRules.change(viewer, row);
  const mayReview = (row: Expense) => canApprove && expenseRules.review(viewer, row);

  const columns: DataTableColumn<Expense>[] = [
    titleColumn<Expense>({
      key: "payee",
      header: t("Paid to"),
      title: (row) => row.payee,
      detail: (row) => row.category_name,
      onOpen: setViewing,
    }),
    {
      key: "status",
      header: t("Status"),
      sortable: true,
      render: (row) => (
        <Group gap={6} wrap="nowrap">
          <ExpenseStatusBadge status={row.status} />
          {row.has_receipt && <IconPaperclip size={14} aria-label={t("Receipt attached")} />}
        </Group>
      ),
    },
    { key: "submitted_by_name", header: t("Submitted by") },
  ];

  return (
    <BookList
      state={book}
      heading={heading}
      label={t("Expenses")}
      columns={columns}
      list={list}
      search={t("Search payees, descriptions and references")}
      empty={{ none: t("No expenses submitted yet."), filtered: t("No expenses match these filters.") }}
      minWidth={820}
      filter={{
        name: "status",
        label: t("Status"),
        placeholder: t("Any status"),
        data: translatedOptions(EXPENSE_STATUS_OPTIONS, t),
        maxWidth: 200,
      }}
      dates={{ dates: "spent_on", label: t("Spent") }}
      rowActions={{
        label: (row) => t("Actions for the expense paid to {payee}", { payee: row.payee }),
        actions: [
          { label: t("Open"), icon: <IconEye size={16} />, onClick: setViewing },
          {
            label: t("Approve"),
            icon: <IconCheck size={16} />,
            when: mayReview,
            onClick: (row) => setReview({ expense: row, decision: "approve" }),
          },
          {
            label: t("Reject"),
            icon: <IconX size={16} />,
            when: mayReview,
            onClick: (row) => setReview({ expense: row, decision: "reject" }),
          },
          { label: t("Edit"), icon: <IconPencil size={16} />, when: mayChange, onClick: book.edit },
          {
            label: t("Withdraw"),
            icon: <IconTrash size={16} />,
            danger: true,
            when: mayChange,
            onClick: book.deletion.ask,
          },
        ],
      }}
      what={{ file: "expenses", shown: t("expenses") }}
      create={canWrite ? { label: t("Submit an expense"), onClick: book.add } : undefined}
      confirmDelete={{
        title: t("Withdraw this expense?"),
        confirmLabel: t("Withdraw"),
        message: (expense) =>
          t("{amount} to {payee} will be removed before anyone approves it.", {
            amount: money(expense.amount, expense.currency),
            payee: expense.payee,
          }),
      }}
    >
      <ExpenseDrawer state={book.drawer} onClose={book.closeDrawer} />
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
    </BookList>
  );
}
