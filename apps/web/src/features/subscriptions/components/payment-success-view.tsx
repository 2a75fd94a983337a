import { formatMoney } from "@cm/contracts";
import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCircleCheck, IconFileInvoice } from "@tabler/icons-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate, formatDateTime } from "../../../lib/format-date";
import { useCurrentSubscription } from "../../../lib/subscription-queries";
import { forgetPayment, usePaymentByReference } from "../api/payments-api";
import { SectionError, SectionLoader } from "./query-state";

function Line({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

/** The confirmation after a successful payment: what was paid, until when, and the invoice. */
export function PaymentSuccessView({ reference, church }: { reference: string; church: number | null }) {
  const { t } = useTranslation("subscriptions");
  const payment = usePaymentByReference(reference);
  const current = useCurrentSubscription(church);
  const succeeded = payment.data?.status === "SUCCEEDED";

  useEffect(() => {
    if (succeeded) forgetPayment();
  }, [succeeded]);

  if (!reference) {
    return (
      <Alert color="gray" variant="light" title={t("No payment to show")}>
        <Button component={Link} to="/subscriptions" size="xs" mt="xs">
          {t("Back to my subscription")}
        </Button>
      </Alert>
    );
  }
  if (payment.isPending) return <SectionLoader label={t("Loading your payment…")} />;
  if (payment.isError) {
    return (
      <SectionError
        title={t("Your payment could not be loaded")}
        error={payment.error}
        onRetry={() => void payment.refetch()}
      />
    );
  }
  const p = payment.data;
  if (!p || !succeeded) {
    return (
      <Alert color="orange" variant="light" title={t("This payment is not confirmed yet")} role="alert">
        <Stack gap="xs" align="flex-start">
          <Text fz="sm">{t("We have no confirmation of this payment yet.")}</Text>
          <Button
            component={Link}
            to={`/subscriptions/payment-status?reference=${encodeURIComponent(reference)}`}
            size="xs"
          >
            {t("Check the payment")}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const endDate = current.data?.end_date;
  return (
    <Card
      withBorder
      radius="md"
      padding="xl"
      maw={720}
      mx="auto"
      w="100%"
      component="section"
      aria-label={t("Payment received")}
    >
      <Stack gap="lg">
        <Stack align="center" gap="xs" ta="center">
          <ThemeIcon color="teal" size={56} radius="xl" variant="light">
            <IconCircleCheck size={34} />
          </ThemeIcon>
          <Title order={2} fz={24}>
            {t("Thank you, your payment was received")}
          </Title>
          {p.is_test && (
            <Group gap="xs" justify="center">
              <Badge color="red.9" variant="outline">
                {t("Test payment")}
              </Badge>
              <Text fz="sm" c="red.9">
                {t("Made through the sandbox: no money was received.")}
              </Text>
            </Group>
          )}
          <Text c="dimmed">
            {p.purpose === "UPGRADE"
              ? t("Your church is now on {plan}.", { plan: p.plan_name })
              : t("Your {plan} subscription is active.", { plan: p.plan_name })}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Line label={t("Plan")} value={p.plan_name} />
          <Line label={t("Amount paid")} value={formatMoney(p.amount, p.currency)} />
          <Line
            label={t("Subscription now ends on")}
            value={current.isPending ? t("Loading…") : endDate ? formatDate(endDate) : "—"}
          />
          <Line label={t("Paid on")} value={formatDateTime(p.paid_at)} />
          {p.discount_amount !== "0.00" && (
            <Line label={t("Discount")} value={formatMoney(p.discount_amount, p.currency)} />
          )}
          <Line label={t("Reference")} value={p.reference} />
        </SimpleGrid>
        <Group justify="center" gap="sm">
          <Button
            component={Link}
            to={`/subscriptions/invoices/${p.invoice}`}
            leftSection={<IconFileInvoice size={16} />}
            variant="default"
          >
            {t("View the invoice")}
          </Button>
          <Button component={Link} to="/subscriptions">
            {t("Go to my subscription")}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
