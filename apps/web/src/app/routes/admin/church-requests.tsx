import { useTranslation } from "react-i18next";
import { ChurchRequestsTable } from "../../../features/church-requests/components/church-requests-table";
import { useCurrentUser } from "../../../lib/auth-store";
import { AdminPage } from "./admin-page";

export default function ChurchRequestsPage() {
  const { t } = useTranslation("pages");
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <AdminPage
      title={t("Church requests")}
      description={t(
        "Requests from members to add their church. National and regional officers approve or reject them.",
      )}
    >
      <ChurchRequestsTable role={user.role} />
    </AdminPage>
  );
}
