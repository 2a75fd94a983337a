import { hasPermission } from "@cm/contracts/rules";
import { useTranslation } from "react-i18next";
import { PageHeading } from "../../../components/page-heading";
import { FundsTable } from "../../../features/giving/components/funds-table";
import { useCurrentUser } from "../../../lib/auth-store";

export default function FundsPage() {
  const { t } = useTranslation("pages");
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <FundsTable
      canWrite={hasPermission(user, "giving.funds.write")}
      heading={
        <PageHeading title={t("Funds")}>
          {t("What people give to. Each fund's gifts go into one income category.")}
        </PageHeading>
      }
    />
  );
}
