import { PaymentsTable } from "../../../features/billing-records/components/payments-table";
import { useCurrentUser } from "../../../lib/auth-store";
import { RecordPage } from "./record-page";

export default function PaymentsPage() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <RecordPage
      title="Payment history"
      description={
        user.church === null
          ? "Payments of the churches you look after: what was paid, how and when."
          : "Your church's payments for its subscription: what was paid, how and when."
      }
    >
      <PaymentsTable user={user} />
    </RecordPage>
  );
}
