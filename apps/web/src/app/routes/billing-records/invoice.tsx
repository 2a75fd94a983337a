import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { InvoiceDetail } from "../../../features/billing-records/components/invoice-detail";
import { useCurrentUser } from "../../../lib/auth-store";
import { RecordPage } from "./record-page";

export default function InvoicePage() {
  const { t } = useTranslation("pages");
  const user = useCurrentUser();
  const { id = "" } = useParams();
  if (!user) return null;
  return (
    <RecordPage
      title={t("Invoice")}
      description={t("One charge, its lines and its total.")}
      back={{ to: "/subscriptions/invoices", label: t("Invoices") }}
    >
      <InvoiceDetail key={id} id={id} user={user} />
    </RecordPage>
  );
}
