import { Stack } from "@mantine/core";
import { ReportsView } from "../../../features/finance/components/reports-view";
import { useCurrentUser } from "../../../lib/auth-store";
import { FinanceHeading } from "./finance-heading";

export default function FinanceReportsPage() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <Stack gap="lg">
      <FinanceHeading title="Financial reports">
        Income statement, monthly cash flow, support remittance and top categories: on screen, as PDF, Excel
        or CSV.
      </FinanceHeading>
      <ReportsView userRole={user.role} />
    </Stack>
  );
}
