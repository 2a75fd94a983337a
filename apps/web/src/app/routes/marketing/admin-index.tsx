import type { CampaignStatus } from "@cm/contracts";
import { Button, Group, Paper, SimpleGrid, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCampaignList, usePlanList } from "../../../features/marketing/api/marketing-api";
import { AdminPage } from "../admin/admin-page";

function Figure({ label, status }: { label: string; status: CampaignStatus }) {
  const list = useCampaignList({ page_size: 1, filters: { status } });
  return (
    <Paper withBorder p="md" radius="md">
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700}>
        {list.data?.count ?? "–"}
      </Text>
    </Paper>
  );
}

/** The office's marketing at a glance: what waits for review, what runs, and where to go. */
export default function MarketingAdminIndexPage() {
  const { t } = useTranslation("pages");
  const plans = usePlanList({ page_size: 1, filters: { is_active: true } });
  return (
    <AdminPage
      title={t("Marketing")}
      description={t(
        "Churches' campaigns on the public site: review them, and manage the plans they pay for.",
      )}
      actions={
        <Group gap="xs">
          <Button component={Link} to="/admin/marketing/campaigns">
            {t("Campaigns")}
          </Button>
          <Button component={Link} to="/admin/marketing/plans" variant="default">
            {t("Plans")}
          </Button>
          <Button component={Link} to="/admin/marketing/payments" variant="default">
            {t("Payments")}
          </Button>
          <Button component={Link} to="/admin/marketing/performance" variant="default">
            {t("Performance")}
          </Button>
        </Group>
      }
    >
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="md">
        <Figure label={t("Waiting for review")} status="PENDING_REVIEW" />
        <Figure label={t("Running")} status="ACTIVE" />
        <Figure label={t("Waiting for payment")} status="PENDING_PAYMENT" />
        <Figure label={t("Paused")} status="PAUSED" />
        <Paper withBorder p="md" radius="md">
          <Text fz="sm" c="dimmed">
            {t("Plans offered")}
          </Text>
          <Text fz={28} fw={700}>
            {plans.data?.count ?? "–"}
          </Text>
        </Paper>
      </SimpleGrid>
    </AdminPage>
  );
}
