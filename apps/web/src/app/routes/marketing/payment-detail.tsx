import { formatMoney } from "@cm/contracts/rules";
import { Alert, Anchor, Badge, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { Link, useParams } from "react-router";
import { usePayment } from "../../../features/marketing/api/marketing-api";
import { METHOD, ReceivedForm, STATUS_COLOR } from "../../../features/marketing/components/payments-table";
import { useMarketingBase } from "../../../features/marketing/marketing-base";
import { errorMessage } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/format-date";
import { AdminPage } from "../admin/admin-page";

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="sm">{value || "—"}</Text>
    </div>
  );
}

/** One campaign payment; the office records a pending bank transfer as received here. */
export default function PaymentDetailPage() {
  const id = Number(useParams().id);
  const { base, office } = useMarketingBase();
  const payment = usePayment(id);
  const p = payment.data;
  if (payment.isPending) return <Skeleton h={240} role="status" aria-label="Loading the payment" />;
  if (!p)
    return (
      <AdminPage title="Payment" description="">
        <Alert color="red" variant="light" role="alert">
          {errorMessage(payment.error)}
        </Alert>
      </AdminPage>
    );
  return (
    <AdminPage title={`Payment ${p.reference}`} description="What was paid for a campaign, and how.">
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md" maw={720}>
        <Stack gap="md">
          <Badge color={STATUS_COLOR[p.status]} variant="light" w="fit-content">
            {p.status === "SUCCEEDED" ? "Paid" : p.status.toLowerCase()}
          </Badge>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <div>
              <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
                Campaign
              </Text>
              <Anchor component={Link} to={`${base}/campaigns/${p.campaign}`} fz="sm">
                {p.campaign_title}
              </Anchor>
            </div>
            <Field label="Plan" value={p.plan_name} />
            <Field label="Amount" value={formatMoney(p.amount, p.currency)} />
            <Field label="Method" value={p.is_test ? "Test (sandbox)" : METHOD[p.gateway]} />
            <Field label="Started" value={formatDateTime(p.created_at)} />
            <Field label="Paid" value={p.paid_at ? formatDateTime(p.paid_at) : ""} />
            {p.manual_reference && <Field label="Bank reference" value={p.manual_reference} />}
          </SimpleGrid>
        </Stack>
      </Paper>
      {office && p.gateway === "manual" && p.status === "PENDING" && (
        <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md" maw={720}>
          <Title order={2} fz="lg" mb="sm">
            Bank transfer received?
          </Title>
          <ReceivedForm payment={p} onDone={() => void payment.refetch()} />
        </Paper>
      )}
    </AdminPage>
  );
}
