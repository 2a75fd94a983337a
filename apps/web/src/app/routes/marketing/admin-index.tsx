import type { CampaignStatus } from "@cm/contracts";
import { Paper, SimpleGrid, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useCampaignList, usePlanList } from "../../../features/marketing/api/marketing-api";
import { AdminPage, PageLinks } from "../admin/admin-page";

/** One count at a glance: what it counts, and the count once known. */
function Figure({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700}>
        {value ?? "–"}
      </Text>
    </Paper>
  );
}

/** How many campaigns are in one state. */
function StatusFigure({ label, status }: { label: string; status: CampaignStatus }) {
  const list = useCampaignList({ page_size: 1, filters: { status } });
  return <Figure label={label} value={list.data?.count} />;
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
        <PageLinks
          links={[
            { to: "/admin/marketing/campaigns", label: t("Campaigns"), primary: true },
            { to: "/admin/marketing/plans", label: t("Plans") },
            { to: "/admin/marketing/payments", label: t("Payments") },
            { to: "/admin/marketing/performance", label: t("Performance") },
          ]}
        />
      }
    >
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="md">
        <StatusFigure label={t("Waiting for review")} status="PENDING_REVIEW" />
        <StatusFigure label={t("Running")} status="ACTIVE" />
        <StatusFigure label={t("Waiting for payment")} status="PENDING_PAYMENT" />
        <StatusFigure label={t("Paused")} status="PAUSED" />
        <Figure label={t("Plans offered")} value={plans.data?.count} />
      </SimpleGrid>
    </AdminPage>
  );
}
