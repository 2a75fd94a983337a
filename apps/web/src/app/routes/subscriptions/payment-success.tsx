import { useSearchParams } from "react-router";
import { PaymentSuccessView } from "../../../features/subscriptions/components/payment-success-view";
import { SubscriptionPage } from "./subscription-page";

export default function PaymentSuccessPage() {
  const [search] = useSearchParams();
  return (
    <SubscriptionPage title="Payment received" description="Your payment went through.">
      {({ church }) => (
        <PaymentSuccessView reference={search.get("reference")?.trim() ?? ""} church={church} />
      )}
    </SubscriptionPage>
  );
}
