import { useSearchParams } from "react-router";
import { PaymentsTable } from "../../../features/marketing/components/payments-table";
import { AdminPage } from "../admin/admin-page";

export default function MarketingPaymentsPage() {
  const [params] = useSearchParams();
  return (
    <AdminPage title="Campaign payments" description="What was paid for campaigns, and how.">
      <PaymentsTable reference={params.get("reference")} />
    </AdminPage>
  );
}
