import { RenewView } from "../../../features/subscriptions/components/renew-view";
import { NoChurch, SubscriptionPage } from "./subscription-page";

const toGateway = (url: string) => window.location.assign(url);

export default function RenewPage() {
  return (
    <SubscriptionPage title="Renew" description="Pay for the next period of your current plan.">
      {({ church }) => (church === null ? <NoChurch /> : <RenewView church={church} redirect={toGateway} />)}
    </SubscriptionPage>
  );
}
