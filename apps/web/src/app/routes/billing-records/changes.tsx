import { useTranslation } from "react-i18next";
import { ChangeRequestsTable } from "../../../features/billing-records/components/change-requests-table";
import { useCurrentUser } from "../../../lib/auth-store";
import { RecordPage } from "./record-page";

export default function ChangesPage() {
  const { t } = useTranslation("pages");
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <RecordPage
      title={t("Plan changes")}
      description={
        user.role === "SUPER_ADMIN"
          ? t(
              "Upgrades, downgrades, cancellations and renewals that churches asked for. Approve or reject them.",
            )
          : t(
              "Upgrades, downgrades, cancellations and renewals asked for your subscription, and what was decided.",
            )
      }
    >
      <ChangeRequestsTable user={user} />
    </RecordPage>
  );
}
