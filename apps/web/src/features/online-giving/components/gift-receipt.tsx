import { formatMoney, type GiftReceipt } from "@cm/contracts";
import { Alert, Group, Loader, Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format-date";
import { useGiftReceipt } from "../api/online-giving-api";

function ReceiptLines({ receipt }: { receipt: GiftReceipt }) {
  const { t } = useTranslation("online-giving");
  const lines = [
    [t("Church"), receipt.church_name],
    [t("Fund"), receipt.fund_name],
    [t("Amount"), formatMoney(receipt.amount, receipt.currency)],
    [t("Given by"), receipt.donor_name],
    [t("Paid on"), formatDateTime(receipt.paid_at)],
    [t("Receipt reference"), receipt.reference],
  ];
  return (
    <dl style={{ margin: 0 }}>
      {lines.map(([label, value]) => (
        <Group key={label} justify="space-between" wrap="wrap" gap="xs" py={4}>
          <Text component="dt" c="dimmed" fz="sm">
            {label}
          </Text>
          <Text component="dd" m={0} fw={600} style={{ overflowWrap: "anywhere" }}>
            {value}
          </Text>
        </Group>
      ))}
    </dl>
  );
}

/** The thank-you page's receipt: asked again while the gateway has not answered yet. */
export function GiftReceiptView({ reference }: { reference: string }) {
  const { t } = useTranslation("online-giving");
  const receipt = useGiftReceipt(reference);
  if (receipt.isPending)
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>{t("Checking your gift with the payment service…")}</Text>
      </Group>
    );
  if (receipt.isError || !receipt.data)
    return <Alert color="red">{t("This gift was not found. Check the link in your e-mail.")}</Alert>;
  const gift = receipt.data;
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
      <Stack gap="md">
        {gift.status === "SUCCEEDED" && (
          <Alert color="green" title={t("Thank you for your gift!")}>
            {t("Your receipt has been sent to your e-mail address.")}
          </Alert>
        )}
        {gift.status === "PENDING" && (
          <Alert color="blue" role="status">
            {t("Your payment has not been confirmed yet. This page checks again by itself.")}
          </Alert>
        )}
        {(gift.status === "FAILED" || gift.status === "REFUNDED") && (
          <Alert color="red">{t("This payment did not go through. No gift was recorded.")}</Alert>
        )}
        {gift.is_test && <Text fz="sm">{t("This was a test payment: no money moved.")}</Text>}
        <ReceiptLines receipt={gift} />
      </Stack>
    </Paper>
  );
}
