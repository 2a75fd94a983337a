import { useSearchParams } from "react-router";
import { PaymentStatusView } from "../../../features/subscriptions/components/payment-status-view";
import { SubscriptionPage } from "./subscription-page";

export default function PaymentStatusPage() {
  const [search] = useSearchParams();
  return (
    <SubscriptionPage title="Payment status" description="Whether your payment went through.">
      {() => <PaymentStatusView reference={search.get("reference")?.trim() ?? ""} />}
    </SubscriptionPage>
  );
}
