import { hasPermission } from "@cm/contracts/rules";
import { Stack } from "@mantine/core";
import { FinanceOverview } from "../../../features/finance/components/finance-overview";
import { useCurrentUser } from "../../../lib/auth-store";
import { FinanceHeading } from "./finance-heading";

export default function FinanceOverviewPage() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <Stack gap="lg">
      <FinanceHeading title="Finance overview">
        This year's income, expenses and net, what waits for approval, and the support remitted.
      </FinanceHeading>
      <FinanceOverview
        canRecord={hasPermission(user, "finance.write")}
        canConfirmMinistry={hasPermission(user, "finance.ministry-support.confirm")}
        canConfirmRegional={hasPermission(user, "finance.regional-support.confirm")}
      />
    </Stack>
  );
}
