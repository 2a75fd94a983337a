import { msg } from "@cm/contracts";
import { PaymentsTable } from "../../../features/billing-records/components/payments-table";
import { recordListPage } from "./record-page";

export default recordListPage(
  msg("Payment history"),
  (user) =>
    user.church === null
      ? msg("Payments of the churches you look after: what was paid, how and when.")
      : msg("Your church's payments for its subscription: what was paid, how and when."),
  PaymentsTable,
);
