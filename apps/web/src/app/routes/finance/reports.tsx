import { msg } from "@cm/contracts";
import { ReportsView } from "../../../features/finance/components/reports-view";
import { headedPage, type SignedInView } from "../page-frames";

/** The reports this user's role may run. */
const Reports: SignedInView = ({ user }) => <ReportsView userRole={user.role} />;

export default headedPage(
  {
    title: msg("Financial reports"),
    description: msg(
      "Income statement, monthly cash flow, support remittance and top categories: on screen, as PDF, Excel or CSV.",
    ),
  },
  Reports,
);
