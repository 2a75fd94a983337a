import { useLocation, useSearchParams } from "react-router";
import { PaymentsTable } from "../../../features/marketing/components/payments-table";
import { AdminPage } from "../admin/admin-page";

export default function MarketingPaymentsPage() {
  const [params] = useSearchParams();
  const office = useLocation().pathname.startsWith("/admin");
  return (
    <AdminPage title="Campaign payments" description="What was paid for campaigns, and how.">
      <PaymentsTable reference={params.get("reference")} canComplete={office} />
    </AdminPage>
  );
}
