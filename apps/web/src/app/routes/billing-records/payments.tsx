import { useTranslation } from "react-i18next";
import { PaymentsTable } from "../../../features/billing-records/components/payments-table";
import { useCurrentUser } from "../../../lib/auth-store";
import { RecordPage } from "./record-page";

export default function PaymentsPage() {
  const { t } = useTranslation("pages");
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <RecordPage
      title={t("Payment history")}
      description={
        user.church === null
          ? t("Payments of the churches you look after: what was paid, how and when.")
          : t("Your church's payments for its subscription: what was paid, how and when.")
      }
    >
      <PaymentsTable user={user} />
    </RecordPage>
  );
}
