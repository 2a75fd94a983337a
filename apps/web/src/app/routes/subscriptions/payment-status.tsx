import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PaymentStatusView } from "../../../features/subscriptions/components/payment-status-view";
import { SubscriptionPage } from "./subscription-page";

export default function PaymentStatusPage() {
  const { t } = useTranslation("pages");
  const [search] = useSearchParams();
  return (
    <SubscriptionPage title={t("Payment status")} description={t("Whether your payment went through.")}>
      {() => <PaymentStatusView reference={search.get("reference")?.trim() ?? ""} />}
    </SubscriptionPage>
  );
}
