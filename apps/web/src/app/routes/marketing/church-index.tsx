import { useTranslation } from "react-i18next";
import { CampaignsTable } from "../../../features/marketing/components/campaigns-table";
import { AdminPage, PageLinks } from "../admin/admin-page";

export default function ChurchMarketingPage() {
  const { t } = useTranslation("pages");
  return (
    <AdminPage
      title={t("Marketing")}
      description={t(
        "Promote your church's events on the public site: write a campaign, pay for its plan, and it is shown once approved.",
      )}
      actions={
        <PageLinks
          links={[
            { to: "/church/marketing/payments", label: t("Payments") },
            { to: "/church/marketing/performance", label: t("Performance") },
          ]}
        />
      }
    >
      <CampaignsTable review={false} createPath="/church/marketing/campaigns/create" />
    </AdminPage>
  );
}
