import { msg } from "@cm/contracts";
import { AuditTable } from "../../../features/audit/components/audit-table";
import { adminPage } from "./admin-page";

export default adminPage(
  {
    title: msg("Audit log"),
    description: msg("Every change made in the system: who made it, when, and what was recorded."),
  },
  AuditTable,
);
