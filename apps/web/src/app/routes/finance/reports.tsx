import { useTranslation } from "react-i18next";
import { HeadedPage } from "../../../components/page-heading";
import { ReportsView } from "../../../features/finance/components/reports-view";
import { useCurrentUser } from "../../../lib/auth-store";

export default function FinanceReportsPage() {
  const { t } = useTranslation("pages");
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <HeadedPage
      title={t("Financial reports")}
      description={t(
        "Income statement, monthly cash flow, support remittance and top categories: on screen, as PDF, Excel or CSV.",
      )}
    >
      <ReportsView userRole={user.role} />
    </HeadedPage>
  );
}
