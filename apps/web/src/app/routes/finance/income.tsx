import { hasPermission } from "@cm/contracts/rules";
import { IncomeTable } from "../../../features/finance/components/income-table";
import { useCurrentUser } from "../../../lib/auth-store";
import { FinanceHeading } from "./finance-heading";

export default function IncomePage() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <IncomeTable
      canWrite={hasPermission(user, "finance.write")}
      heading={
        <FinanceHeading title="Income">
          Tithes, offerings and every other gift the church received.
        </FinanceHeading>
      }
    />
  );
}
