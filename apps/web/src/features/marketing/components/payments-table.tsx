import { type CampaignPayment, msg } from "@cm/contracts";
import { formatMoney } from "@cm/contracts/rules";
import { Alert, Anchor, Badge, Menu } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
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
import { useCompleteManually, usePaymentList, useVerifyPayment } from "../api/marketing-api";
import { useMarketingBase } from "../marketing-base";

export const METHOD = {
  sandbox: msg("Sandbox"),
  manual: msg("Bank transfer"),
  paystack: "Paystack",
  stripe: "Stripe",
} as const;
export const STATUS_COLOR = {
  PENDING: "orange",
  SUCCEEDED: "teal",
  FAILED: "red",
  REFUNDED: "gray",
} as const;
/** A payment's status as its badge says it. */
const STATUS_WORD = {
  PENDING: msg("pending"),
  SUCCEEDED: msg("Paid"),
  FAILED: msg("failed"),
  REFUNDED: msg("refunded"),
} as const;

/** The office records a pending bank transfer as received, with the bank's reference. */
export function ReceivedForm({ payment, onDone }: { payment: CampaignPayment; onDone: () => void }) {
  const { t } = useTranslation("marketing");
  const complete = useCompleteManually();
  return (
    <OneFieldForm
      field="reference"
      label={t("Bank reference")}
      submit={t("Record as received")}
      send={(reference) => complete.mutateAsync({ id: payment.id, reference })}
      done={t("The payment for {title} has been recorded as received.", { title: payment.campaign_title })}
      failed={t("The payment was not recorded")}
      onDone={onDone}
    />
  );
}

/**
 * Campaign payments; coming back from a gateway (`reference`), the payment is checked first. The
 * office (`canComplete`) records pending bank transfers as received.
 */
export function PaymentsTable({
  reference,
  canComplete = false,
}: {
  reference: string | null;
  canComplete?: boolean;
}) {
  const { t } = useTranslation("marketing");
  const [receiving, setReceiving] = useState<CampaignPayment | null>(null);
  const { base } = useMarketingBase();
  const table = useDataTableState({ ordering: "-created_at", pageSize: 25 });
  const list = usePaymentList(table.params);
  const verify = useVerifyPayment();
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (reference && asked.current !== reference) {
      asked.current = reference;
      verify.mutate(reference);
    }
  }, [reference, verify]);
  const columns: DataTableColumn<CampaignPayment>[] = [
    { key: "campaign_title", header: t("Campaign") },
    { key: "amount", header: t("Amount"), sortable: true, render: (p) => formatMoney(p.amount, p.currency) },
    {
      key: "status",
      header: t("Status"),
      sortable: true,
      render: (p) => (
        <Badge color={STATUS_COLOR[p.status]} variant="light">
          {t(STATUS_WORD[p.status])}
        </Badge>
      ),
    },
    {
      key: "gateway",
      header: t("Method"),
      onPhone: false,
      render: (p) => (p.is_test ? t("Test (sandbox)") : t(METHOD[p.gateway])),
    },
    {
      key: "reference",
      header: t("Reference"),
      onPhone: false,
      render: (p) => (
        <Anchor component={Link} to={`${base}/payments/${p.id}`} fz="sm">
          {p.reference}
        </Anchor>
      ),
    },
    {
      key: "created_at",
      header: t("Started"),
      sortable: true,
      onPhone: false,
      render: (p) => formatDateTime(p.created_at),
    },
  ];
  if (canComplete)
    columns.push(
      actionsColumn({
        label: (p) => t("Actions for {reference}", { reference: p.reference }),
        menu: (p) =>
          p.gateway === "manual" && p.status === "PENDING" ? (
            <Menu.Item onClick={() => setReceiving(p)}>{t("Record as received")}</Menu.Item>
          ) : (
            <Menu.Item disabled>{t("Nothing to do")}</Menu.Item>
          ),
      }),
    );
  return (
    <>
      {verify.data && (
        <Alert color={verify.data.status === "SUCCEEDED" ? "teal" : "blue"} variant="light" role="status">
          {verify.data.status === "SUCCEEDED"
            ? t("Payment received for {title}. The national office will now review the campaign.", {
                title: verify.data.campaign_title,
              })
            : t(
                "{status, select, PENDING {The payment for {title} is pending.} FAILED {The payment for {title} is failed.} other {The payment for {title} is refunded.}}",
                { status: verify.data.status, title: verify.data.campaign_title },
              )}
        </Alert>
      )}
      {verify.error && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(verify.error)}
        </Alert>
      )}
      <ListTable
        label={t("Campaign payments")}
        columns={columns}
        list={list}
        table={table}
        search={t("Search by reference")}
        empty={t("No payments yet.")}
      />
      <FormDrawer
        state={receiving}
        onClose={() => setReceiving(null)}
        title={() => t("Bank transfer received")}
      >
        {(p) => <ReceivedForm payment={p} onDone={() => setReceiving(null)} />}
      </FormDrawer>
    </>
  );
}
