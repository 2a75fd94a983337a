import { formatMoney, hasPermission, type Payment, type User } from "@cm/contracts";
import { Anchor, Button, Group, Menu, Stack, Text } from "@mantine/core";
import { IconCash, IconEye, IconPlugConnected, IconReceiptRefund } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import {
  actionsColumn,
  type DataTableColumn,
  ListTable,
  useDataTableState,
} from "../../../components/data-table";
import { formatDate } from "../../../lib/format-date";
import { useChurchChoices, usePaymentList } from "../api/payments-api";
import {
  GATEWAY_LABELS,
  PAYMENT_STATUS_CHOICES,
  PaymentStatusBadge,
  TestPaymentBadge,
} from "./billing-badges";
import { ChurchFilter } from "./church-filter";
import { PaymentActionDialog, type PendingPaymentAction } from "./payment-action-dialog";

const GATEWAY_CHOICES = Object.entries(GATEWAY_LABELS).map(([value, label]) => ({ value, label }));

/**
 * Payments the user reaches: a church's own history, or every church's for national and
 * regional officers. The super admin also confirms bank transfers and records refunds.
 */
export function PaymentsTable({ user }: { user: User }) {
  const table = useDataTableState({ ordering: "-created_at" });
  const list = usePaymentList(table.params);
  const manyChurches = user.church === null;
  const churches = useChurchChoices(manyChurches);
  const canSettle = hasPermission(user, "subscriptions.write");
  const [pending, setPending] = useState<PendingPaymentAction>(null);

  const churchNames = useMemo(
    () => new Map((churches.data?.results ?? []).map((c) => [c.id, c.name])),
    [churches.data],
  );

  const columns: DataTableColumn<Payment>[] = [
    {
      key: "created_at",
      header: "Date",
      sortable: true,
      render: (p) => (
        <Anchor
          component={Link}
          to={`/subscriptions/payments/${p.id}`}
          fz="sm"
          fw={600}
          style={{ whiteSpace: "nowrap" }}
        >
          {formatDate(p.created_at)}
        </Anchor>
      ),
    },
    ...(manyChurches
      ? [
          {
            key: "church",
            header: "Church",
            render: (p: Payment) => churchNames.get(p.church) ?? `Church #${p.church}`,
          },
        ]
      : []),
    {
      key: "plan_name",
      header: "Plan",
      render: (p) => (
        <Stack gap={0}>
          <Text fz="sm">{p.plan_name}</Text>
          {p.purpose === "UPGRADE" && (
            <Text fz="xs" c="dimmed">
              Upgrade
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: "amount",
      header: "Amount",
      sortable: true,
      align: "right",
      render: (p) => (
        <Text fz="sm" style={{ whiteSpace: "nowrap" }}>
          {formatMoney(p.amount, p.currency)}
        </Text>
      ),
    },
    {
      key: "reference",
      header: "Method and reference",
      render: (p) => (
        <Stack gap={0}>
          <Text fz="sm" style={{ whiteSpace: "nowrap" }}>
            {GATEWAY_LABELS[p.gateway]}
          </Text>
          <Text fz="xs" c="dimmed" ff="monospace">
            {p.reference}
          </Text>
        </Stack>
      ),
    },
    {
      key: "status",
      header: "Status",
      sortable: true,
      width: 130,
      render: (p) => (
        <Group gap={4}>
          <PaymentStatusBadge status={p.status} />
          {p.is_test && <TestPaymentBadge />}
        </Group>
      ),
    },
    actionsColumn({
      label: (p) => `Actions for payment ${p.reference}`,
      menu: (p) => (
        <>
          <Menu.Item
            component={Link}
            to={`/subscriptions/payments/${p.id}`}
            leftSection={<IconEye size={16} />}
          >
            View details
          </Menu.Item>
          {canSettle && p.status === "PENDING" && p.gateway === "manual" && (
            <Menu.Item
              leftSection={<IconCash size={16} />}
              onClick={() => setPending({ payment: p, action: "mark_paid" })}
            >
              Mark as paid
            </Menu.Item>
          )}
          {canSettle && p.status === "SUCCEEDED" && (
            <Menu.Item
              color="red"
              leftSection={<IconReceiptRefund size={16} />}
              onClick={() => setPending({ payment: p, action: "refund" })}
            >
              Refund
            </Menu.Item>
          )}
        </>
      ),
    }),
  ];

  return (
    <>
      <ListTable
        label="Payments"
        columns={columns}
        list={list}
        table={table}
        search="Search by reference"
        empty={{ none: "No payments yet.", filtered: "No payments match these filters." }}
        minWidth={manyChurches ? 900 : 780}
        filters={[
          {
            name: "status",
            label: "Status",
            placeholder: "Any status",
            data: PAYMENT_STATUS_CHOICES,
            maxWidth: 160,
          },
          {
            name: "gateway",
            label: "Payment method",
            placeholder: "Any method",
            data: GATEWAY_CHOICES,
            maxWidth: 180,
          },
        ]}
        moreFilters={manyChurches && <ChurchFilter table={table} />}
        actions={
          canSettle && (
            <Button
              component={Link}
              to="/subscriptions/gateways"
              variant="default"
              leftSection={<IconPlugConnected size={16} />}
            >
              Payment gateways
            </Button>
          )
        }
      />
      <PaymentActionDialog pending={pending} onClose={() => setPending(null)} />
    </>
  );
}
