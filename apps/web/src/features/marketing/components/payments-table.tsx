import type { CampaignPayment } from "@cm/contracts";
import { formatMoney } from "@cm/contracts/rules";
import { Alert, Anchor, Badge, Menu } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
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
  sandbox: "Sandbox",
  manual: "Bank transfer",
  paystack: "Paystack",
  stripe: "Stripe",
} as const;
export const STATUS_COLOR = {
  PENDING: "orange",
  SUCCEEDED: "teal",
  FAILED: "red",
  REFUNDED: "gray",
} as const;

/** The office records a pending bank transfer as received, with the bank's reference. */
export function ReceivedForm({ payment, onDone }: { payment: CampaignPayment; onDone: () => void }) {
  const complete = useCompleteManually();
  return (
    <OneFieldForm
      field="reference"
      label="Bank reference"
      submit="Record as received"
      send={(reference) => complete.mutateAsync({ id: payment.id, reference })}
      done={`The payment for ${payment.campaign_title} has been recorded as received.`}
      failed="The payment was not recorded"
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
    { key: "campaign_title", header: "Campaign" },
    { key: "amount", header: "Amount", sortable: true, render: (p) => formatMoney(p.amount, p.currency) },
    {
      key: "status",
      header: "Status",
      sortable: true,
      render: (p) => (
        <Badge color={STATUS_COLOR[p.status]} variant="light">
          {p.status === "SUCCEEDED" ? "Paid" : p.status.toLowerCase()}
        </Badge>
      ),
    },
    {
      key: "gateway",
      header: "Method",
      onPhone: false,
      render: (p) => (p.is_test ? "Test (sandbox)" : METHOD[p.gateway]),
    },
    {
      key: "reference",
      header: "Reference",
      onPhone: false,
      render: (p) => (
        <Anchor component={Link} to={`${base}/payments/${p.id}`} fz="sm">
          {p.reference}
        </Anchor>
      ),
    },
    {
      key: "created_at",
      header: "Started",
      sortable: true,
      onPhone: false,
      render: (p) => formatDateTime(p.created_at),
    },
  ];
  if (canComplete)
    columns.push(
      actionsColumn({
        label: (p) => `Actions for ${p.reference}`,
        menu: (p) =>
          p.gateway === "manual" && p.status === "PENDING" ? (
            <Menu.Item onClick={() => setReceiving(p)}>Record as received</Menu.Item>
          ) : (
            <Menu.Item disabled>Nothing to do</Menu.Item>
          ),
      }),
    );
  return (
    <>
      {verify.data && (
        <Alert color={verify.data.status === "SUCCEEDED" ? "teal" : "blue"} variant="light" role="status">
          {verify.data.status === "SUCCEEDED"
            ? `Payment received for ${verify.data.campaign_title}. The national office will now review the campaign.`
            : `The payment for ${verify.data.campaign_title} is ${verify.data.status.toLowerCase()}.`}
        </Alert>
      )}
      {verify.error && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(verify.error)}
        </Alert>
      )}
      <ListTable
        label="Campaign payments"
        columns={columns}
        list={list}
        table={table}
        search="Search by reference"
        empty="No payments yet."
      />
      <FormDrawer state={receiving} onClose={() => setReceiving(null)} title={() => "Bank transfer received"}>
        {(p) => <ReceivedForm payment={p} onDone={() => setReceiving(null)} />}
      </FormDrawer>
    </>
  );
}
