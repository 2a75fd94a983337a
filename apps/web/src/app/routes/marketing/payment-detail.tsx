import { formatMoney } from "@cm/contracts/rules";
import { Alert, Anchor, Badge, Paper, SimpleGrid, Skeleton, Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { DetailField } from "../../../components/page-heading";
import { usePayment } from "../../../features/marketing/api/marketing-api";
import { METHOD, ReceivedForm, STATUS_COLOR } from "../../../features/marketing/components/payments-table";
import { useMarketingBase } from "../../../features/marketing/marketing-base";
import { errorMessage } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/format-date";
import { paymentStatusWord } from "../../../lib/labels";
import { AdminPage } from "../admin/admin-page";

/** A labelled value of the payment; an empty one shows as a dash. */
function Field({ label, value }: { label: string; value: string }) {
  return (
    <DetailField label={label} caps>
      {value || "—"}
    </DetailField>
  );
}

/** One campaign payment; the office records a pending bank transfer as received here. */
export default function PaymentDetailPage() {
  const { t } = useTranslation("pages");
  const id = Number(useParams().id);
  const { base, office } = useMarketingBase();
  const payment = usePayment(id);
  const p = payment.data;
  if (payment.isPending) return <Skeleton h={240} role="status" aria-label={t("Loading the payment")} />;
  if (!p)
    return (
      <AdminPage title={t("Payment")} description="">
        <Alert color="red" variant="light" role="alert">
          {errorMessage(payment.error)}
        </Alert>
      </AdminPage>
    );
  return (
    <AdminPage
      title={t("Payment {reference}", { reference: p.reference })}
      description={t("What was paid for a campaign, and how.")}
    >
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md" maw={720}>
        <Stack gap="md">
          <Badge color={STATUS_COLOR[p.status]} variant="light" w="fit-content">
            {t(paymentStatusWord(p.status))}
          </Badge>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <DetailField label={t("Campaign")} caps>
              <Anchor component={Link} to={`${base}/campaigns/${p.campaign}`} fz="sm">
                {p.campaign_title}
              </Anchor>
            </DetailField>
            <Field label={t("Plan")} value={p.plan_name} />
            <Field label={t("Amount")} value={formatMoney(p.amount, p.currency)} />
            <Field label={t("Method")} value={p.is_test ? "Test (sandbox)" : METHOD[p.gateway]} />
            <Field label={t("Started")} value={formatDateTime(p.created_at)} />
            <Field label={t("Paid")} value={p.paid_at ? formatDateTime(p.paid_at) : ""} />
            {p.manual_reference && <Field label={t("Bank reference")} value={p.manual_reference} />}
          </SimpleGrid>
        </Stack>
      </Paper>
      {office && p.gateway === "manual" && p.status === "PENDING" && (
        <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md" maw={720}>
          <Title order={2} fz="lg" mb="sm">
            {t("Bank transfer received?")}
          </Title>
          <ReceivedForm payment={p} onDone={() => void payment.refetch()} />
        </Paper>
      )}
    </AdminPage>
  );
}
