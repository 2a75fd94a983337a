import { useTranslation } from "react-i18next";
import { InvoicesTable } from "../../../features/billing-records/components/invoices-table";
import { useCurrentUser } from "../../../lib/auth-store";
import { RecordPage } from "./record-page";

export default function InvoicesPage() {
  const { t } = useTranslation("pages");
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <RecordPage
      title={t("Invoices")}
      description={t("Every charge for a subscription. Open an invoice to see its lines or print it.")}
    >
      <InvoicesTable user={user} />
    </RecordPage>
  );
}
