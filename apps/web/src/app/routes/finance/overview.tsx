import { msg } from "@cm/contracts";
import { hasPermission } from "@cm/contracts/rules";
import { FinanceOverview } from "../../../features/finance/components/finance-overview";
import { headedPage, type SignedInView } from "../page-frames";

/** The overview, with what this user may record and confirm. */
const Overview: SignedInView = ({ user }) => (
  <FinanceOverview
    canRecord={hasPermission(user, "finance.write")}
    canConfirmMinistry={hasPermission(user, "finance.ministry-support.confirm")}
    canConfirmRegional={hasPermission(user, "finance.regional-support.confirm")}
  />
);

export default headedPage(
  {
    title: msg("Finance overview"),
    description: msg(
      "This year's income, expenses and net, what waits for approval, and the support remitted.",
    ),
  },
  Overview,
);
