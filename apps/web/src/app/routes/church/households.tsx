import { hasPermission } from "@cm/contracts/rules";
import { useTranslation } from "react-i18next";
import { PageHeading } from "../../../components/page-heading";
import { HouseholdsTable } from "../../../features/households/components/households-table";
import { useCurrentUser } from "../../../lib/auth-store";

export default function HouseholdsPage() {
  const user = useCurrentUser();
  const { t } = useTranslation("pages");
  if (!user) return null;
  return (
    <HouseholdsTable
      canWrite={hasPermission(user, "members.write")}
      heading={
        <PageHeading title={t("Households")}>
          {t("The church's families and homes, with the people of each.")}
        </PageHeading>
      }
    />
  );
}
