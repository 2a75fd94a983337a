import { Button, Card, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle, IconBuildingBank, IconClock, IconRefresh } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Notice } from "../../../components/notice";
import { errorMessage } from "../../../lib/api-client";
import { CURRENT_SUBSCRIPTION_KEY } from "../../../lib/subscription-queries";
import { forgetPayment, usePaymentByReference, useVerifyPayment } from "../api/payments-api";

function Frame({ children }: { children: ReactNode }) {
  const { t } = useTranslation("subscriptions");
  return (
    <Card
      withBorder
      radius="md"
      padding="xl"
      maw={640}
      mx="auto"
      w="100%"
      aria-label={t("Payment status")}
      component="section"
    >
      <Stack gap="md" align="center" ta="center">
        {children}
      </Stack>
    </Card>
  );
}

/**
 * Where the gateway sends the browser back: asks the API once how the payment ended, then goes
 * on to the confirmation, or explains what to do next.
 */
export function PaymentStatusView({ reference }: { reference: string }) {
  const { t } = useTranslation("subscriptions");
  const navigate = useNavigate();
  const client = useQueryClient();
  const verify = useVerifyPayment(reference);
  const status = verify.data?.status;
  // The gateway's name tells a bank transfer (which waits for the national office) from the rest.
  const payment = usePaymentByReference(status === "PENDING" ? reference : "");

  useEffect(() => {
    if (status === "SUCCEEDED" || status === "FAILED" || status === "REFUNDED") forgetPayment();
    if (status !== "SUCCEEDED") return;
    void client.invalidateQueries({ queryKey: [CURRENT_SUBSCRIPTION_KEY] });
    void client.invalidateQueries({ queryKey: ["subscriptions/subscriptions"] });
    navigate(`/subscriptions/payment-success?reference=${encodeURIComponent(reference)}`, { replace: true });
  }, [status, reference, navigate, client]);

  if (!reference) {
    return (
      <Frame>
        <Title order={2} fz="xl">
          {t("No payment to check")}
        </Title>
        <Text c="dimmed">{t("This page needs the reference of a payment. Start again from the plans.")}</Text>
        <Button component={Link} to="/subscriptions/plans">
          {t("See the plans")}
        </Button>
      </Frame>
    );
  }

  if (verify.isPending || verify.isFetching || status === "SUCCEEDED") {
    return (
      <Frame>
        <Loader size="lg" />
        <Title order={2} fz="xl">
          {t("Checking your payment…")}
        </Title>
        <Text c="dimmed">
          {t("We are confirming the payment with the payment service. This takes a few seconds.")}
        </Text>
        <Text fz="xs" c="dimmed">
          {t("Reference {reference}", { reference })}
        </Text>
      </Frame>
    );
  }

  if (verify.isError) {
    return (
      <PaymentProblem
        title={t("We could not check this payment")}
        action={
          <Button leftSection={<IconRefresh size={16} />} onClick={() => void verify.refetch()}>
            {t("Check again")}
          </Button>
        }
      >
        {errorMessage(verify.error)}
      </PaymentProblem>
    );
  }

  if (status === "FAILED") {
    return (
      <PaymentProblem
        title={t("The payment did not go through")}
        action={
          <Button component={Link} to="/subscriptions/checkout">
            {t("Try again")}
          </Button>
        }
        reference={reference}
      >
        {t(
          "No money was taken for this payment and your subscription has not changed. You can try again, with the same or another payment method.",
        )}
      </PaymentProblem>
    );
  }

  if (status === "REFUNDED") {
    return (
      <Frame>
        <Title order={2} fz="xl">
          {t("This payment was refunded")}
        </Title>
        <Text c="dimmed">
          {t("The money was returned to you. See your payment history for the details.")}
        </Text>
        <Button component={Link} to="/subscriptions/payments">
          {t("Payment history")}
        </Button>
      </Frame>
    );
  }

  // PENDING: a bank transfer waits for the national office; a card payment may still be on its way.
  const bankTransfer = payment.data?.gateway === "manual";
  return (
    <Frame>
      {bankTransfer ? <IconBuildingBank size={40} /> : <IconClock size={40} />}
      <Title order={2} fz="xl">
        {bankTransfer ? t("Waiting for your bank transfer") : t("Your payment is not confirmed yet")}
      </Title>
      <Text c="dimmed">
        {bankTransfer
          ? t(
              "Your subscription starts as soon as the national office confirms it has received the money. Use the reference below with your transfer; you do not need to stay on this page.",
            )
          : t(
              "The payment service has not confirmed this payment yet. If you completed the payment, wait a moment and check again.",
            )}
      </Text>
      <Text fz="sm" fw={600}>
        {t("Reference {reference}", { reference })}
      </Text>
      <Group>
        <Button leftSection={<IconRefresh size={16} />} onClick={() => void verify.refetch()}>
          {t("Check again")}
        </Button>
        {!bankTransfer && (
          <Button component={Link} to="/subscriptions/checkout" variant="default">
            {t("Try again")}
          </Button>
        )}
        <Button component={Link} to="/subscriptions" variant="subtle">
          {t("Back to my subscription")}
        </Button>
      </Group>
    </Frame>
  );
}

/** A payment that failed or could not be checked: why, the next step, and back to the subscription. */
function PaymentProblem({
  title,
  action,
  reference,
  children,
}: {
  title: string;
  action: ReactNode;
  reference?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("subscriptions");
  return (
    <Frame>
      <Notice color="red" icon={IconAlertTriangle} title={title} w="100%" ta="left" role="alert">
        {children}
      </Notice>
      <Group>
        {action}
        <Button component={Link} to="/subscriptions" variant="default">
          {t("Back to my subscription")}
        </Button>
      </Group>
      {reference && (
        <Text fz="xs" c="dimmed">
          {t("Reference {reference}", { reference })}
        </Text>
      )}
    </Frame>
  );
}
