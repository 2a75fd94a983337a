import { formatMoney, hasPermission, type Payment, type User } from "@cm/contracts";
import { Anchor, Button, Group, Menu, Stack, Text } from "@mantine/core";
import { IconCash, IconEye, IconPlugConnected, IconReceiptRefund } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
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
  gatewayChoices,
  gatewayLabel,
  PaymentStatusBadge,
  paymentStatusChoices,
  TestPaymentBadge,
} from "./billing-badges";
import { ChurchFilter } from "./church-filter";
import { PaymentActionDialog, type PendingPaymentAction } from "./payment-action-dialog";

/**
 * Payments the user reaches: a church's own history, or every church's for national and
 * regional officers. The super admin also confirms bank transfers and records refunds.
 */
export function PaymentsTable({ user }: { user: User }) {
  const { t } = useTranslation("billing-records");
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
      header: t("Date"),
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
            header: t("Church"),
            render: (p: Payment) => churchNames.get(p.church) ?? t("Church #{id}", { id: p.church }),
          },
        ]
      : []),
    {
      key: "plan_name",
      header: t("Plan"),
      render: (p) => (
        <Stack gap={0}>
          <Text fz="sm">{p.plan_name}</Text>
          {p.purpose === "UPGRADE" && (
            <Text fz="xs" c="dimmed">
              {t("Upgrade")}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: "amount",
      header: t("Amount"),
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
      header: t("Method and reference"),
      render: (p) => (
        <Stack gap={0}>
          <Text fz="sm" style={{ whiteSpace: "nowrap" }}>
            {gatewayLabel(p.gateway)}
          </Text>
          <Text fz="xs" c="dimmed" ff="monospace">
            {p.reference}
          </Text>
        </Stack>
      ),
    },
    {
      key: "status",
      header: t("Status"),
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
      label: (p) => t("Actions for payment {reference}", { reference: p.reference }),
      menu: (p) => (
        <>
          <Menu.Item
            component={Link}
            to={`/subscriptions/payments/${p.id}`}
            leftSection={<IconEye size={16} />}
          >
            {t("View details")}
          </Menu.Item>
          {canSettle && p.status === "PENDING" && p.gateway === "manual" && (
            <Menu.Item
              leftSection={<IconCash size={16} />}
              onClick={() => setPending({ payment: p, action: "mark_paid" })}
            >
              {t("Mark as paid")}
            </Menu.Item>
          )}
          {canSettle && p.status === "SUCCEEDED" && (
            <Menu.Item
              color="red"
              leftSection={<IconReceiptRefund size={16} />}
              onClick={() => setPending({ payment: p, action: "refund" })}
            >
              {t("Refund")}
            </Menu.Item>
          )}
        </>
      ),
    }),
  ];

  return (
    <>
      <ListTable
        label={t("Payments")}
        columns={columns}
        list={list}
        table={table}
        search={t("Search by reference")}
        empty={{ none: t("No payments yet."), filtered: t("No payments match these filters.") }}
        minWidth={manyChurches ? 900 : 780}
        filters={[
          {
            name: "status",
            label: t("Status"),
            placeholder: t("Any status"),
            data: paymentStatusChoices(),
            maxWidth: 160,
          },
          {
            name: "gateway",
            label: t("Payment method"),
            placeholder: t("Any method"),
            data: gatewayChoices(),
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
              {t("Payment gateways")}
            </Button>
          )
        }
      />
      <PaymentActionDialog pending={pending} onClose={() => setPending(null)} />
    </>
  );
}
