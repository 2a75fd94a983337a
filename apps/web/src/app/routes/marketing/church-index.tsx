import { Button, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CampaignsTable } from "../../../features/marketing/components/campaigns-table";
import { AdminPage } from "../admin/admin-page";

export default function ChurchMarketingPage() {
  const { t } = useTranslation("pages");
  return (
    <AdminPage
      title={t("Marketing")}
      description={t(
        "Promote your church's events on the public site: write a campaign, pay for its plan, and it is shown once approved.",
      )}
      actions={
        <Group gap="xs">
          <Button component={Link} to="/church/marketing/payments" variant="default">
            {t("Payments")}
          </Button>
          <Button component={Link} to="/church/marketing/performance" variant="default">
            {t("Performance")}
          </Button>
        </Group>
      }
    >
      <CampaignsTable review={false} createPath="/church/marketing/campaigns/create" />
    </AdminPage>
  );
}
