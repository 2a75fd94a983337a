import { hasPermission } from "@cm/contracts/rules";
import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FinanceOverview } from "../../../features/finance/components/finance-overview";
import { useCurrentUser } from "../../../lib/auth-store";
import { FinanceHeading } from "./finance-heading";

export default function FinanceOverviewPage() {
  const { t } = useTranslation("pages");
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <Stack gap="lg">
      <FinanceHeading title={t("Finance overview")}>
        {t("This year's income, expenses and net, what waits for approval, and the support remitted.")}
      </FinanceHeading>
      <FinanceOverview
        canRecord={hasPermission(user, "finance.write")}
        canConfirmMinistry={hasPermission(user, "finance.ministry-support.confirm")}
        canConfirmRegional={hasPermission(user, "finance.regional-support.confirm")}
      />
    </Stack>
  );
}
