import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ReportsView } from "../../../features/finance/components/reports-view";
import { useCurrentUser } from "../../../lib/auth-store";
import { FinanceHeading } from "./finance-heading";

export default function FinanceReportsPage() {
  const { t } = useTranslation("pages");
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <Stack gap="lg">
      <FinanceHeading title={t("Financial reports")}>
        {t(
          "Income statement, monthly cash flow, support remittance and top categories: on screen, as PDF, Excel or CSV.",
        )}
      </FinanceHeading>
      <ReportsView userRole={user.role} />
    </Stack>
  );
}
