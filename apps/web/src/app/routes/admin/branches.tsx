import { hasPermission } from "@cm/contracts/rules";
import { useTranslation } from "react-i18next";
import { BranchesTable } from "../../../features/branches/components/branches-table";
import { useCurrentUser } from "../../../lib/auth-store";
import { AdminPage } from "./admin-page";

export default function BranchesPage() {
  const { t } = useTranslation("pages");
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <AdminPage
      title={t("Branches")}
      description={t("Church branches, their seating capacity and how full they are now.")}
    >
      <BranchesTable canUpdate={hasPermission(user, "branches.write")} />
    </AdminPage>
  );
}
