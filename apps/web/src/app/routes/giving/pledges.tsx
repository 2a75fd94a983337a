import { hasPermission } from "@cm/contracts/rules";
import { useTranslation } from "react-i18next";
import { PageHeading } from "../../../components/page-heading";
import { PledgesTable } from "../../../features/giving-reports/components/pledges-table";
import { useCurrentUser } from "../../../lib/auth-store";

export default function PledgesPage() {
  const { t } = useTranslation("pages");
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <PledgesTable
      canWrite={hasPermission(user, "giving.write")}
      heading={
        <PageHeading title={t("Pledges")}>
          {t("What members and households have promised to give to a fund, and what they have given so far.")}
        </PageHeading>
      }
    />
  );
}
