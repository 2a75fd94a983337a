import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PerformanceView } from "../../../features/marketing/components/performance-view";
import { AdminPage } from "../admin/admin-page";

export default function MarketingPerformancePage() {
  const { t } = useTranslation("pages");
  const [params] = useSearchParams();
  const campaign = Number(params.get("campaign")) || undefined;
  return (
    <AdminPage
      title={t("Performance")}
      description={t("How many people saw, clicked and shared the campaigns, day by day.")}
    >
      <PerformanceView campaign={campaign} />
    </AdminPage>
  );
}
