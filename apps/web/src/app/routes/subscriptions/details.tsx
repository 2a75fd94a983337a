import { SubscriptionDetails } from "../../../features/subscriptions/components/subscription-details";
import { NoChurch, SubscriptionPage } from "./subscription-page";

export default function SubscriptionDetailsPage() {
  return (
    <SubscriptionPage
      title="Subscription details"
      description="Dates, what your plan includes, cancelling, and past subscriptions."
    >
      {({ church }) => (church === null ? <NoChurch /> : <SubscriptionDetails church={church} />)}
    </SubscriptionPage>
  );
}
