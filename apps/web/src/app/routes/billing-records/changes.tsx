import { msg } from "@cm/contracts";
import { ChangeRequestsTable } from "../../../features/billing-records/components/change-requests-table";
import { recordListPage } from "./record-page";

export default recordListPage(
  msg("Plan changes"),
  (user) =>
    user.role === "SUPER_ADMIN"
      ? msg(
          "Upgrades, downgrades, cancellations and renewals that churches asked for. Approve or reject them.",
        )
      : msg(
          "Upgrades, downgrades, cancellations and renewals asked for your subscription, and what was decided.",
        ),
  ChangeRequestsTable,
);
