import { type AffiliateWithdrawal, PAYOUT_METHOD_LABELS, type WithdrawalStatus } from "@cm/contracts";
import { formatMoney } from "@cm/contracts/rules";
import { Badge, Menu, Text } from "@mantine/core";
import { useState } from "react";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import {
  actionsColumn,
  type DataTableColumn,
  ListTable,
  useDataTableState,
} from "../../../components/data-table";
import { FormDrawer } from "../../../components/form-drawer";
import { OneFieldForm } from "../../../components/form-one-field";
import { errorMessage } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/format-date";
import { notify } from "../../../lib/notify";
import { useMoveWithdrawal, useWithdrawalList, type WithdrawalStep } from "../api/affiliates-api";

export const WITHDRAWAL_STATE: Record<WithdrawalStatus, { label: string; color: string }> = {
  PENDING: { label: "Waiting", color: "orange" },
  APPROVED: { label: "Approved", color: "blue" },
  PAID: { label: "Paid", color: "teal" },
  REJECTED: { label: "Rejected", color: "red" },
  CANCELLED: { label: "Cancelled", color: "gray" },
};

type Asking = { row: AffiliateWithdrawal; step: WithdrawalStep } | null;
const PROMPT: Record<WithdrawalStep, { title: string; button: string; field?: string; done: string }> = {
  approve: { title: "Approve this withdrawal?", button: "Approve", done: "The withdrawal is approved." },
  cancel: {
    title: "Cancel this withdrawal?",
    button: "Cancel withdrawal",
    done: "Your withdrawal is cancelled.",
  },
  reject: {
    title: "Reject this withdrawal",
    button: "Reject",
    field: "Reason, told to the affiliate",
    done: "The withdrawal is rejected.",
  },
  mark_paid: {
    title: "Record the payment",
    button: "Mark as paid",
    field: "Transfer reference (bank or mobile money)",
    done: "The withdrawal is recorded as paid.",
  },
};

function StepForm({ asking, onDone }: { asking: NonNullable<Asking>; onDone: () => void }) {
  const move = useMoveWithdrawal();
  const prompt = PROMPT[asking.step];
  const key = asking.step === "reject" ? "reason" : "reference";
  return (
    <OneFieldForm
      field={key}
      label={prompt.field ?? ""}
      intro={
        <Text fz="sm">
          {asking.row.affiliate_username}: {formatMoney(asking.row.amount, asking.row.currency)}
        </Text>
      }
      submit={prompt.button}
      color={asking.step === "reject" ? "red" : undefined}
      send={(text) => move.mutateAsync({ id: asking.row.id, step: asking.step, body: { [key]: text } })}
      done={prompt.done}
      failed="The withdrawal was not changed"
      onDone={onDone}
    />
  );
}

/** Withdrawals: an affiliate's own (cancel while pending) or, for the office, everyone's to decide on. */
export function WithdrawalsTable({ office = false }: { office?: boolean }) {
  const table = useDataTableState({ ordering: "-created_at", pageSize: 20 });
  const list = useWithdrawalList(table.params);
  const move = useMoveWithdrawal();
  const [asking, setAsking] = useState<Asking>(null);
  const confirm = async () => {
    if (!asking) return;
    try {
      await move.mutateAsync({ id: asking.row.id, step: asking.step });
      notify.success(PROMPT[asking.step].done);
    } catch (error) {
      notify.error(errorMessage(error));
    }
    setAsking(null);
  };
  const columns: DataTableColumn<AffiliateWithdrawal>[] = [
    ...(office
      ? [{ key: "affiliate_username", header: "Affiliate" } as DataTableColumn<AffiliateWithdrawal>]
      : []),
    { key: "amount", header: "Amount", sortable: true, render: (w) => formatMoney(w.amount, w.currency) },
    {
      key: "status",
      header: "State",
      sortable: true,
      render: (w) => (
        <Badge color={WITHDRAWAL_STATE[w.status].color} variant="light">
          {WITHDRAWAL_STATE[w.status].label}
        </Badge>
      ),
    },
    {
      key: "payout_method",
      header: "Paid to",
      onPhone: false,
      render: (w) =>
        `${PAYOUT_METHOD_LABELS[w.payout_method]}: ${Object.values(w.payout_details).join(", ")}`,
    },
    {
      key: "payment_reference",
      header: "Note",
      onPhone: false,
      render: (w) => w.payment_reference || w.reason || "",
    },
    { key: "created_at", header: "Requested", sortable: true, render: (w) => formatDateTime(w.created_at) },
    actionsColumn({
      label: (w) => `Actions for the withdrawal of ${formatMoney(w.amount, w.currency)}`,
      menu: (w) => {
        const steps: WithdrawalStep[] = office
          ? w.status === "PENDING"
            ? ["approve", "reject"]
            : w.status === "APPROVED"
              ? ["mark_paid", "reject"]
              : []
          : w.status === "PENDING"
            ? ["cancel"]
            : [];
        if (steps.length === 0) return null;
        return steps.map((step) => (
          <Menu.Item
            key={step}
            color={step === "reject" || step === "cancel" ? "red" : undefined}
            onClick={() => setAsking({ row: w, step })}
          >
            {PROMPT[step].button}
          </Menu.Item>
        ));
      },
    }),
  ];
  const needsText = asking !== null && PROMPT[asking.step].field !== undefined;
  return (
    <>
      <ListTable
        label={office ? "Withdrawal requests" : "Your withdrawals"}
        columns={columns}
        list={list}
        table={table}
        search={office ? "Search by affiliate or reference" : "Search by reference"}
        empty="No withdrawals yet."
      />
      <ConfirmDialog
        opened={asking !== null && !needsText}
        title={asking ? PROMPT[asking.step].title : ""}
        confirmLabel={asking ? PROMPT[asking.step].button : ""}
        danger={asking?.step === "cancel"}
        busy={move.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      >
        {asking
          ? `${formatMoney(asking.row.amount, asking.row.currency)} to ${asking.row.affiliate_username}.`
          : ""}
      </ConfirmDialog>
      <FormDrawer
        state={needsText ? asking : null}
        onClose={() => setAsking(null)}
        title={(a) => (a ? PROMPT[a.step].title : "")}
      >
        {(a) => <StepForm asking={a} onDone={() => setAsking(null)} />}
      </FormDrawer>
    </>
  );
}
