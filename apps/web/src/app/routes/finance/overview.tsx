import { hasPermission } from "@cm/contracts/rules";
import { useTranslation } from "react-i18next";
import { HeadedPage } from "../../../components/page-heading";
import { FinanceOverview } from "../../../features/finance/components/finance-overview";
import { useCurrentUser } from "../../../lib/auth-store";

export default function FinanceOverviewPage() {
  const { t } = useTranslation("pages");
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <HeadedPage
      title={t("Finance overview")}
      description={t(
        "This year's income, expenses and net, what waits for approval, and the support remitted.",
      )}
    >
      <FinanceOverview
        canRecord={hasPermission(user, "finance.write")}
        canConfirmMinistry={hasPermission(user, "finance.ministry-support.confirm")}
        canConfirmRegional={hasPermission(user, "finance.regional-support.confirm")}
      />
    </HeadedPage>
  );
}
