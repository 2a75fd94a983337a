import { hasPermission, isChurchBookAdmin } from "@cm/contracts/rules";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ExpensesTable } from "../../../features/finance/components/expenses-table";
import { useCurrentUser } from "../../../lib/auth-store";
import { FinanceHeading } from "./finance-heading";

export default function ExpensesPage() {
  const { t } = useTranslation("pages");
  const user = useCurrentUser();
  const [search] = useSearchParams();
  if (!user) return null;
  return (
    <ExpensesTable
      initialStatus={search.get("status") ?? undefined}
      permissions={{
        canWrite: hasPermission(user, "finance.write"),
        canApprove: hasPermission(user, "finance.approve"),
        isChurchAdmin: isChurchBookAdmin(user),
        userId: user.id,
      }}
      heading={
        <FinanceHeading title={t("Expenses")}>
          {t("What the church spent. Someone other than the submitter approves each expense.")}
        </FinanceHeading>
      }
    />
  );
}
