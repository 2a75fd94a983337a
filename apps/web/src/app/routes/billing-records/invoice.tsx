import { msg } from "@cm/contracts";
import { InvoiceDetail } from "../../../features/billing-records/components/invoice-detail";
import { recordDetailPage } from "./record-page";

export default recordDetailPage(
  {
    title: msg("Invoice"),
    description: msg("One charge, its lines and its total."),
    back: { to: "/subscriptions/invoices", label: msg("Invoices") },
  },
  InvoiceDetail,
);
