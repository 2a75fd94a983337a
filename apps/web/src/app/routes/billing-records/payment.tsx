import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { PaymentDetail } from "../../../features/billing-records/components/payment-detail";
import { useCurrentUser } from "../../../lib/auth-store";
import { RecordPage } from "./record-page";

export default function PaymentPage() {
  const { t } = useTranslation("pages");
  const user = useCurrentUser();
  const { id = "" } = useParams();
  if (!user) return null;
  return (
    <RecordPage
      title={t("Payment")}
      description={t("One payment for a subscription.")}
      back={{ to: "/subscriptions/payments", label: t("Payment history") }}
    >
      <PaymentDetail key={id} id={id} user={user} />
    </RecordPage>
  );
}
