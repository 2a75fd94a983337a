import { Navigate } from "react-router";
import { GatewaysTable } from "../../../features/billing-records/components/gateways-table";
import { useCurrentUser } from "../../../lib/auth-store";
import { RecordPage } from "./record-page";

export default function GatewaysPage() {
  const user = useCurrentUser();
  if (!user) return null;
  // Super admin only (spec section 6: an exact role match, else the 403 page).
  if (user.role !== "SUPER_ADMIN") return <Navigate to="/error/403" replace />;
  return (
    <RecordPage
      title="Payment gateways"
      description="How churches pay for their subscriptions. Secret keys are stored safely and never shown again."
      back={{ to: "/subscriptions/payments", label: "Payment history" }}
    >
      <GatewaysTable />
    </RecordPage>
  );
}
