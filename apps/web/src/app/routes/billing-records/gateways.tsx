import { useTranslation } from "react-i18next";
import { Navigate } from "react-router";
import { GatewaysTable } from "../../../features/billing-records/components/gateways-table";
import { useCurrentUser } from "../../../lib/auth-store";
import { RecordPage } from "./record-page";

export default function GatewaysPage() {
  const { t } = useTranslation("pages");
  const user = useCurrentUser();
  if (!user) return null;
  // Super admin only (spec section 6: an exact role match, else the 403 page).
  if (user.role !== "SUPER_ADMIN") return <Navigate to="/error/403" replace />;
  return (
    <RecordPage
      title={t("Payment gateways")}
      description={t(
        "How churches pay for their subscriptions. Secret keys are stored safely and never shown again.",
      )}
      back={{ to: "/subscriptions/payments", label: t("Payment history") }}
    >
      <GatewaysTable />
    </RecordPage>
  );
}
