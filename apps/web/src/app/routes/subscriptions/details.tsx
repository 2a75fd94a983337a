import { useTranslation } from "react-i18next";
import { SubscriptionDetails } from "../../../features/subscriptions/components/subscription-details";
import { NoChurch, SubscriptionPage } from "./subscription-page";

export default function SubscriptionDetailsPage() {
  const { t } = useTranslation("pages");
  return (
    <SubscriptionPage
      title={t("Subscription details")}
      description={t("Dates, what your plan includes, cancelling, and past subscriptions.")}
    >
      {({ church }) => (church === null ? <NoChurch /> : <SubscriptionDetails church={church} />)}
    </SubscriptionPage>
  );
}
