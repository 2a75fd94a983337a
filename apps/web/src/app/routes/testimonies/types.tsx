import { hasPermission } from "@cm/contracts/rules";
import { useTranslation } from "react-i18next";
import { TypesTable } from "../../../features/testimonies/components/types-table";
import { useCurrentUser } from "../../../lib/auth-store";
import { AdminPage } from "../admin/admin-page";

export default function TestimonyTypesPage() {
  const { t } = useTranslation("pages");
  const user = useCurrentUser();
  return (
    <AdminPage
      title={t("Testimony types")}
      description={t("The kinds of testimony members choose from when they share one.")}
    >
      <TypesTable canWrite={user ? hasPermission(user, "testimonies.types.write") : false} />
    </AdminPage>
  );
}
