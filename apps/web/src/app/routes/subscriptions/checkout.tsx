import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { CheckoutView } from "../../../features/subscriptions/components/checkout-view";
import { NoChurch, SubscriptionPage } from "./subscription-page";

const toGateway = (url: string) => window.location.assign(url);

export default function CheckoutPage() {
  const { t } = useTranslation("pages");
  const { planId } = useParams();
  const parsed = planId && /^\d+$/.test(planId) ? Number(planId) : null;
  return (
    <SubscriptionPage
      title={t("Checkout")}
      description={t("Choose how to pay, add a discount code if you have one, and pay.")}
    >
      {({ church }) =>
        church === null ? (
          <NoChurch />
        ) : (
          <CheckoutView church={church} planId={planId ? (parsed ?? -1) : null} redirect={toGateway} />
        )
      }
    </SubscriptionPage>
  );
}
