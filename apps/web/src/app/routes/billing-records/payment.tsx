import { msg } from "@cm/contracts";
import { PaymentDetail } from "../../../features/billing-records/components/payment-detail";
import { recordDetailPage } from "./record-page";

export default recordDetailPage(
  {
    title: msg("Payment"),
    description: msg("One payment for a subscription."),
    back: { to: "/subscriptions/payments", label: msg("Payment history") },
  },
  PaymentDetail,
);
