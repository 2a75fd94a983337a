import { useTranslation } from "react-i18next";
import { RegionsTable } from "../../../features/regions/components/regions-table";
import { AdminPage } from "./admin-page";

export default function RegionsPage() {
  const { t } = useTranslation("pages");
  return (
    <AdminPage
      title={t("Regions")}
      description={t("The regions churches belong to, and the figures of each.")}
    >
      <RegionsTable />
    </AdminPage>
  );
}
