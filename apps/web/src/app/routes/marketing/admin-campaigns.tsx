import { useTranslation } from "react-i18next";
import { CampaignsTable } from "../../../features/marketing/components/campaigns-table";
import { AdminPage } from "../admin/admin-page";

export default function AdminCampaignsPage() {
  const { t } = useTranslation("pages");
  return (
    <AdminPage
      title={t("Campaigns")}
      description={t(
        "Campaigns waiting for review come first. Approve, reject, pause, resume or complete them.",
      )}
    >
      <CampaignsTable review createPath="/admin/marketing/campaigns/create" />
    </AdminPage>
  );
}
