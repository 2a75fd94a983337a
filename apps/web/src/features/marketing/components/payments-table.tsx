import type { CampaignPayment } from "@cm/contracts";
import { formatMoney } from "@cm/contracts/rules";
import { Alert, Badge } from "@mantine/core";
import { useEffect, useRef } from "react";
import { DataTable, type DataTableColumn, useDataTableState } from "../../../components/data-table";
import { errorMessage } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/format-date";
import { listTableProps } from "../../../lib/resource-hooks";
import { usePaymentList, useVerifyPayment } from "../api/marketing-api";

const STATUS_COLOR = { PENDING: "orange", SUCCEEDED: "teal", FAILED: "red", REFUNDED: "gray" } as const;

/** Campaign payments; coming back from a gateway (`reference`), the payment is checked first. */
export function PaymentsTable({ reference }: { reference: string | null }) {
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
      render: (p) => (p.is_test ? "Test (sandbox)" : p.gateway),
    },
    { key: "reference", header: "Reference", onPhone: false },
    {
      key: "created_at",
      header: "Started",
      sortable: true,
      onPhone: false,
      render: (p) => formatDateTime(p.created_at),
    },
  ];
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
      <DataTable
        label="Campaign payments"
        columns={columns}
        {...listTableProps(list)}
        getRowId={(p) => p.id}
        state={table}
        searchPlaceholder="Search by reference"
        emptyMessage="No payments yet."
      />
    </>
  );
}
