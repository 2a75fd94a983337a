import { formatMoney, hasPermission, msg, type User } from "@cm/contracts";
import { Anchor, Button, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconCash, IconReceiptRefund } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadError } from "../../../components/load-error";
import { formatDateTime } from "../../../lib/format-date";
import { usePayment } from "../api/payments-api";
import { gatewayLabel, PaymentStatusBadge, TestPaymentBadge } from "./billing-badges";
import { PaymentActionDialog, type PendingPaymentAction } from "./payment-action-dialog";
import { Field, RecordSkeleton } from "./record-states";

const PURPOSES = {
  NEW: msg("{plan} plan · New period"),
  UPGRADE: msg("{plan} plan · Upgrade for the rest of the period"),
} as const;

/** One payment: what was paid, how, when, and the invoice and subscription it belongs to. */
export function PaymentDetail({ id, user }: { id: string; user: User }) {
  const { t } = useTranslation("billing-records");
  const query = usePayment(id);
  const [pending, setPending] = useState<PendingPaymentAction>(null);
  if (query.isPending) return <RecordSkeleton />;
  if (query.isError)
    return <LoadError error={query.error} what={t("payment")} onRetry={() => void query.refetch()} />;
  const p = query.data;
  const canSettle = hasPermission(user, "subscriptions.write");
  const discounted = p.discount_amount !== "0.00";

  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
              {t("Amount")}
            </Text>
            <Title order={2} fz={28}>
              {formatMoney(p.amount, p.currency)}
            </Title>
            <Text fz="sm" c="dimmed">
              {t(PURPOSES[p.purpose], { plan: p.plan_name })}
            </Text>
          </div>
          <Group gap="xs">
            <PaymentStatusBadge status={p.status} />
            {p.is_test && <TestPaymentBadge />}
          </Group>
        </Group>
        {p.is_test && (
          <Text fz="sm" c="red.9">
            {t("A test payment made through the sandbox: no money was received.")}
          </Text>
        )}
        <Divider />
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          <Field label={t("Paid with")}>{gatewayLabel(p.gateway)}</Field>
          <Field label={t("Reference")}>
            <Text fz="sm" ff="monospace" component="span">
              {p.reference}
            </Text>
          </Field>
          <Field label={t("Discount")}>
            {discounted
              ? t("{amount} off", { amount: formatMoney(p.discount_amount, p.currency) })
              : t("None")}
          </Field>
          <Field label={t("Started")}>{formatDateTime(p.created_at)}</Field>
          <Field label={t("Paid on")}>{formatDateTime(p.paid_at, t("Not paid yet"))}</Field>
          <Field label={t("Last change")}>{formatDateTime(p.updated_at)}</Field>
          {p.status === "REFUNDED" && (
            <>
              <Field label={t("Refunded")}>
                {t("{amount} on {date}", {
                  amount: p.refund_amount ? formatMoney(p.refund_amount, p.currency) : "—",
                  date: formatDateTime(p.refunded_at, "—"),
                })}
              </Field>
              {p.refund_note && <Field label={t("How it is given back")}>{p.refund_note}</Field>}
            </>
          )}
          <Field label={t("Invoice")}>
            <Anchor component={Link} to={`/subscriptions/invoices/${p.invoice}`} fz="sm">
              {t("View the invoice")}
            </Anchor>
          </Field>
          <Field label={t("Subscription")}>
            {user.church === p.church ? (
              <Anchor component={Link} to="/subscriptions/details" fz="sm">
                {t("View your subscription")}
              </Anchor>
            ) : (
              <Anchor component={Link} to={`/churches/${p.church}`} fz="sm">
                {t("View the church and its subscription")}
              </Anchor>
            )}
          </Field>
        </SimpleGrid>
        {p.status === "PENDING" && p.gateway === "manual" && !canSettle && (
          <Text fz="sm" c="dimmed">
            {t(
              "This bank transfer is waiting to be confirmed by the national office. Your invoice shows as paid once they have received it.",
            )}
          </Text>
        )}
        {canSettle && (p.status === "SUCCEEDED" || (p.status === "PENDING" && p.gateway === "manual")) && (
          <>
            <Divider />
            <Group justify="flex-end" gap="xs">
              {p.status === "PENDING" && (
                <Button
                  leftSection={<IconCash size={16} />}
                  onClick={() => setPending({ payment: p, action: "mark_paid" })}
                >
                  {t("Mark as paid")}
                </Button>
              )}
              {p.status === "SUCCEEDED" && (
                <Button
                  color="red"
                  variant="light"
                  leftSection={<IconReceiptRefund size={16} />}
                  onClick={() => setPending({ payment: p, action: "refund" })}
                >
                  {t("Refund")}
                </Button>
              )}
            </Group>
          </>
        )}
      </Stack>
      <PaymentActionDialog pending={pending} onClose={() => setPending(null)} />
    </Paper>
  );
}
