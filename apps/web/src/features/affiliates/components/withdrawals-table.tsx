import { type AffiliateWithdrawal, msg, type WithdrawalStatus } from "@cm/contracts";
import { formatMoney } from "@cm/contracts/rules";
import { Badge, Menu, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
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
import { payoutLabel } from "./affiliate-words";

export const WITHDRAWAL_STATE: Record<WithdrawalStatus, { label: string; color: string }> = {
  PENDING: { label: msg("Waiting"), color: "orange" },
  APPROVED: { label: msg("Approved"), color: "blue" },
  PAID: { label: msg("Paid"), color: "teal" },
  REJECTED: { label: msg("Rejected"), color: "red" },
  CANCELLED: { label: msg("Cancelled"), color: "gray" },
};

type Asking = { row: AffiliateWithdrawal; step: WithdrawalStep } | null;
// Each text is shown through `t`.
const PROMPT: Record<WithdrawalStep, { title: string; button: string; field?: string; done: string }> = {
  approve: {
    title: msg("Approve this withdrawal?"),
    button: msg("Approve"),
    done: msg("The withdrawal is approved."),
  },
  cancel: {
    title: msg("Cancel this withdrawal?"),
    button: msg("Cancel withdrawal"),
    done: msg("Your withdrawal is cancelled."),
  },
  reject: {
    title: msg("Reject this withdrawal"),
    button: msg("Reject"),
    field: msg("Reason, told to the affiliate"),
    done: msg("The withdrawal is rejected."),
  },
  mark_paid: {
    title: msg("Record the payment"),
    button: msg("Mark as paid"),
    field: msg("Transfer reference (bank or mobile money)"),
    done: msg("The withdrawal is recorded as paid."),
  },
};

function StepForm({ asking, onDone }: { asking: NonNullable<Asking>; onDone: () => void }) {
  const { t } = useTranslation("affiliates");
  const move = useMoveWithdrawal();
  const prompt = PROMPT[asking.step];
  const key = asking.step === "reject" ? "reason" : "reference";
  return (
    <OneFieldForm
      field={key}
      label={prompt.field ? t(prompt.field) : ""}
      intro={
        <Text fz="sm">
          {asking.row.affiliate_username}: {formatMoney(asking.row.amount, asking.row.currency)}
        </Text>
      }
      submit={t(prompt.button)}
      color={asking.step === "reject" ? "red" : undefined}
      send={(text) => move.mutateAsync({ id: asking.row.id, step: asking.step, body: { [key]: text } })}
      done={t(prompt.done)}
      failed={t("The withdrawal was not changed")}
      onDone={onDone}
    />
  );
}

/** Withdrawals: an affiliate's own (cancel while pending) or, for the office, everyone's to decide on. */
export function WithdrawalsTable({ office = false }: { office?: boolean }) {
  const { t } = useTranslation("affiliates");
  const table = useDataTableState({ ordering: "-created_at", pageSize: 20 });
  const list = useWithdrawalList(table.params);
  const move = useMoveWithdrawal();
  const [asking, setAsking] = useState<Asking>(null);
  const confirm = async () => {
    if (!asking) return;
    try {
      await move.mutateAsync({ id: asking.row.id, step: asking.step });
      notify.success(t(PROMPT[asking.step].done));
    } catch (error) {
      notify.error(errorMessage(error));
    }
    setAsking(null);
  };
  const columns: DataTableColumn<AffiliateWithdrawal>[] = [
    ...(office
      ? [{ key: "affiliate_username", header: t("Affiliate") } as DataTableColumn<AffiliateWithdrawal>]
      : []),
    { key: "amount", header: t("Amount"), sortable: true, render: (w) => formatMoney(w.amount, w.currency) },
    {
      key: "status",
      header: t("State"),
      sortable: true,
      render: (w) => (
        <Badge color={WITHDRAWAL_STATE[w.status].color} variant="light">
          {t(WITHDRAWAL_STATE[w.status].label)}
        </Badge>
      ),
    },
    {
      key: "payout_method",
      header: t("Paid to"),
      onPhone: false,
      render: (w) => `${payoutLabel(w.payout_method)}: ${Object.values(w.payout_details).join(", ")}`,
    },
    {
      key: "payment_reference",
      header: t("Note"),
      onPhone: false,
      render: (w) => w.payment_reference || w.reason || "",
    },
    {
      key: "created_at",
      header: t("Requested"),
      sortable: true,
      render: (w) => formatDateTime(w.created_at),
    },
    actionsColumn({
      label: (w) =>
        t("Actions for the withdrawal of {amount}", { amount: formatMoney(w.amount, w.currency) }),
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
            {t(PROMPT[step].button)}
          </Menu.Item>
        ));
      },
    }),
  ];
  const needsText = asking !== null && PROMPT[asking.step].field !== undefined;
  return (
    <>
      <ListTable
        label={office ? t("Withdrawal requests") : t("Your withdrawals")}
        columns={columns}
        list={list}
        table={table}
        search={office ? t("Search by affiliate or reference") : t("Search by reference")}
        empty={t("No withdrawals yet.")}
      />
      <ConfirmDialog
        opened={asking !== null && !needsText}
        title={asking ? t(PROMPT[asking.step].title) : ""}
        confirmLabel={asking ? t(PROMPT[asking.step].button) : ""}
        danger={asking?.step === "cancel"}
        busy={move.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      >
        {asking
          ? t("{amount} to {username}.", {
              amount: formatMoney(asking.row.amount, asking.row.currency),
              username: asking.row.affiliate_username,
            })
          : ""}
      </ConfirmDialog>
      <FormDrawer
        state={needsText ? asking : null}
        onClose={() => setAsking(null)}
        title={(a) => (a ? t(PROMPT[a.step].title) : "")}
      >
        {(a) => <StepForm asking={a} onDone={() => setAsking(null)} />}
      </FormDrawer>
    </>
  );
}
