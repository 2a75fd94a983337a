import { useParams } from "react-router";
import { PaymentDetail } from "../../../features/billing-records/components/payment-detail";
import { useCurrentUser } from "../../../lib/auth-store";
import { RecordPage } from "./record-page";

export default function PaymentPage() {
  const user = useCurrentUser();
  const { id = "" } = useParams();
  if (!user) return null;
  return (
    <RecordPage
      title="Payment"
      description="One payment for a subscription."
      back={{ to: "/subscriptions/payments", label: "Payment history" }}
    >
      <PaymentDetail key={id} id={id} user={user} />
    </RecordPage>
  );
}
