import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PaymentSuccessView } from "../../../features/subscriptions/components/payment-success-view";
import { SubscriptionPage } from "./subscription-page";

export default function PaymentSuccessPage() {
  const { t } = useTranslation("pages");
  const [search] = useSearchParams();
  return (
    <SubscriptionPage title={t("Payment received")} description={t("Your payment went through.")}>
      {({ church }) => (
        <PaymentSuccessView reference={search.get("reference")?.trim() ?? ""} church={church} />
      )}
    </SubscriptionPage>
  );
}
