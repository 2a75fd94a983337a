import { CAMPAIGN_EDITABLE, type Campaign } from "@cm/contracts";
import { formatMoney } from "@cm/contracts/rules";
import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { IconChartBar, IconCreditCard, IconPencil } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { FormDrawer } from "../../../components/form-drawer";
import { DetailField } from "../../../components/page-heading";
import {
  useActivePlans,
  useCampaign,
  useCampaignPayments,
  useReviewCampaign,
} from "../../../features/marketing/api/marketing-api";
import { eventDates } from "../../../features/marketing/components/campaign-cards";
import { CampaignImages } from "../../../features/marketing/components/campaign-images";
import { REVIEW, RejectForm } from "../../../features/marketing/components/campaign-review";
import { CampaignStatusBadge } from "../../../features/marketing/components/campaign-status";
import { useMarketingBase } from "../../../features/marketing/marketing-base";
import { errorMessage } from "../../../lib/api-client";
import { formatDate, formatDateTime } from "../../../lib/format-date";
import { paymentStatusWord } from "../../../lib/labels";
import { notify } from "../../../lib/notify";
import { AdminPage } from "../admin/admin-page";

/** A labelled detail of the campaign; an empty one shows as a dash. */
function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <DetailField label={label} caps>
      {children || "—"}
    </DetailField>
  );
}

function Payments({ campaign, base }: { campaign: Campaign; base: string }) {
  const { t } = useTranslation("pages");
  const payments = useCampaignPayments(campaign.id);
  if (!payments.data?.length)
    return (
      <Text fz="sm" c="dimmed">
        {t("No payments yet.")}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("Reference")}</Table.Th>
            <Table.Th>{t("Amount")}</Table.Th>
            <Table.Th>{t("Status")}</Table.Th>
            <Table.Th>{t("Started")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payments.data.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td>
                <Anchor component={Link} to={`${base}/payments/${p.id}`} fz="sm">
                  {p.reference}
                </Anchor>
              </Table.Td>
              <Table.Td>{formatMoney(p.amount, p.currency)}</Table.Td>
              <Table.Td>{t(paymentStatusWord(p.status))}</Table.Td>
              <Table.Td>{formatDateTime(p.created_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** One campaign: its details and pictures, its payments, and what can be done with it now. */
export default function CampaignDetailPage() {
  const { t } = useTranslation("pages");
  const id = Number(useParams().id);
  const { base, office } = useMarketingBase();
  const query = useCampaign(id);
  const plans = useActivePlans();
  const review = useReviewCampaign();
  const [rejecting, setRejecting] = useState<Campaign | null>(null);
  const c = query.data;
  if (query.isPending) return <Skeleton h={320} role="status" aria-label={t("Loading the campaign")} />;
  if (!c)
    return (
      <AdminPage title={t("Campaign")} description="">
        <Alert color="red" variant="light" role="alert">
          {errorMessage(query.error)}{" "}
          <Anchor component={Link} to={office ? `${base}/campaigns` : base}>
            {t("Back to the campaigns")}
          </Anchor>
        </Alert>
      </AdminPage>
    );
  const editable = CAMPAIGN_EDITABLE.includes(c.status);
  const maxImages = plans.data?.find((p) => p.id === c.plan)?.max_images ?? null;
  const act = async (action: (typeof REVIEW)[number]["action"]) => {
    if (action === "reject") return setRejecting(c);
    try {
      await review.mutateAsync({ id: c.id, action });
      notify.success(t("{title}: done.", { title: c.title }));
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };
  return (
    <AdminPage
      title={c.title}
      description={office ? c.church_name : t("Your church's campaign.")}
      actions={
        <Group gap="xs">
          {(editable || c.status === "ACTIVE") && (
            <Button
              component={Link}
              to={`${base}/campaigns/${c.id}/edit`}
              variant="default"
              leftSection={<IconPencil size={16} />}
            >
              {t("Edit")}
            </Button>
          )}
          {(c.status === "DRAFT" || c.status === "PENDING_PAYMENT") && (
            <Button
              component={Link}
              to={`${base}/payments/create/${c.id}`}
              leftSection={<IconCreditCard size={16} />}
            >
              {t("Pay")}
            </Button>
          )}
          {office &&
            REVIEW.filter((r) => r.allowed.includes(c.status)).map((r) => (
              <Button
                key={r.action}
                variant={r.action === "approve" ? "filled" : "default"}
                color={r.action === "reject" ? "red" : undefined}
                leftSection={<r.icon size={16} />}
                loading={review.isPending && review.variables?.action === r.action}
                onClick={() => void act(r.action)}
              >
                {r.label}
              </Button>
            ))}
          <Button
            component={Link}
            to={`${base}/performance?campaign=${c.id}`}
            variant="default"
            leftSection={<IconChartBar size={16} />}
          >
            {t("Performance")}
          </Button>
        </Group>
      }
    >
      {c.status === "REJECTED" && c.rejection_reason && (
        <Alert color="red" variant="light" title={t("Rejected by the national office")}>
          {c.rejection_reason}
        </Alert>
      )}
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <Stack gap="md">
          <Group gap="xs">
            <CampaignStatusBadge status={c.status} />
            <Text fz="sm" c="dimmed">
              {c.plan_name} · {c.placement === "FEATURED" ? t("Featured") : t("Standard")}
            </Text>
          </Group>
          <Group gap="xl" align="flex-start">
            <Detail label={t("Event")}>{eventDates(c)}</Detail>
            <Detail label={t("Place")}>{c.location}</Detail>
            <Detail label={t("Shown")}>
              {c.starts_at
                ? `${formatDate(c.starts_at)} – ${formatDate(c.ends_at)}`
                : t("Once paid and approved")}
            </Detail>
            <Detail label={t("Button")}>
              {c.cta_url ? `${c.cta_label || t("Find out more")} → ${c.cta_url}` : ""}
            </Detail>
          </Group>
          {c.summary && <Text fw={600}>{c.summary}</Text>}
          {c.description && (
            <Text fz="sm" style={{ whiteSpace: "pre-line" }}>
              {c.description}
            </Text>
          )}
        </Stack>
      </Paper>
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <Title order={2} fz="lg" mb="sm">
          {t("Pictures")}
        </Title>
        <CampaignImages campaign={c} editable={editable} maxImages={maxImages} />
      </Paper>
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <Title order={2} fz="lg" mb="sm">
          {t("Payments")}
        </Title>
        <Payments campaign={c} base={base} />
      </Paper>
      <FormDrawer
        state={rejecting}
        onClose={() => setRejecting(null)}
        title={(d) => t("Reject {title}", { title: d?.title ?? "" })}
      >
        {(d) => <RejectForm campaign={d} onDone={() => setRejecting(null)} />}
      </FormDrawer>
    </AdminPage>
  );
}
