import { CampaignsTable } from "../../../features/marketing/components/campaigns-table";
import { AdminPage } from "../admin/admin-page";

export default function AdminCampaignsPage() {
  return (
    <AdminPage
      title="Campaigns"
      description="Campaigns waiting for review come first. Approve, reject, pause, resume or complete them."
    >
      <CampaignsTable review createPath="/admin/marketing/campaigns/create" />
    </AdminPage>
  );
}
