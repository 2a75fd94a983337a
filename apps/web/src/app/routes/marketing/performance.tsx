import { useSearchParams } from "react-router";
import { PerformanceView } from "../../../features/marketing/components/performance-view";
import { AdminPage } from "../admin/admin-page";

export default function MarketingPerformancePage() {
  const [params] = useSearchParams();
  const campaign = Number(params.get("campaign")) || undefined;
  return (
    <AdminPage
      title="Performance"
      description="How many people saw, clicked and shared the campaigns, day by day."
    >
      <PerformanceView campaign={campaign} />
    </AdminPage>
  );
}
