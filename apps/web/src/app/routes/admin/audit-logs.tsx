import { AuditTable } from "../../../features/audit/components/audit-table";
import { AdminPage } from "./admin-page";

export default function AuditLogsPage() {
  return (
    <AdminPage
      title="Audit log"
      description="Every change made in the system: who made it, when, and what was recorded."
    >
      <AuditTable />
    </AdminPage>
  );
}
