import { hasPermission } from "@cm/contracts/rules";
import { useTranslation } from "react-i18next";
import { IncomeTable } from "../../../features/finance/components/income-table";
import { useCurrentUser } from "../../../lib/auth-store";
import { FinanceHeading } from "./finance-heading";

export default function IncomePage() {
  const { t } = useTranslation("pages");
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <IncomeTable
      canWrite={hasPermission(user, "finance.write")}
      heading={
        <FinanceHeading title={t("Income")}>
          {t("Tithes, offerings and every other gift the church received.")}
        </FinanceHeading>
      }
    />
  );
}
