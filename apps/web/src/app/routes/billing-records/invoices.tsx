import { msg } from "@cm/contracts";
import { InvoicesTable } from "../../../features/billing-records/components/invoices-table";
import { recordListPage } from "./record-page";

export default recordListPage(
  msg("Invoices"),
  () => msg("Every charge for a subscription. Open an invoice to see its lines or print it."),
  InvoicesTable,
);
