import { useTranslation } from "react-i18next";
import { AuditTable } from "../../../features/audit/components/audit-table";
import { AdminPage } from "./admin-page";

export default function AuditLogsPage() {
  const { t } = useTranslation("pages");
  return (
    <AdminPage
      title={t("Audit log")}
      description={t("Every change made in the system: who made it, when, and what was recorded.")}
    >
      <AuditTable />
    </AdminPage>
  );
}
