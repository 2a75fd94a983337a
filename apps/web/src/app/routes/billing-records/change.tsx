import { msg } from "@cm/contracts";
import { ChangeRequestDetail } from "../../../features/billing-records/components/change-request-detail";
import { recordDetailPage } from "./record-page";

export default recordDetailPage(
  {
    title: msg("Change request"),
    description: msg("One requested change to a subscription."),
    back: { to: "/subscriptions/changes", label: msg("Plan changes") },
  },
  ChangeRequestDetail,
);
