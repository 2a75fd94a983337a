import { hasPermission } from "@cm/contracts/rules";
import { useTranslation } from "react-i18next";
import { PageHeading } from "../../../components/page-heading";
import { DonationsTable } from "../../../features/giving/components/donations-table";
import { useCurrentUser } from "../../../lib/auth-store";

export default function DonationsPage() {
  const { t } = useTranslation("pages");
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <DonationsTable
      canConfirm={hasPermission(user, "giving.confirm")}
      heading={
        <PageHeading title={t("Donations")}>
          {t("Every gift entered in a count. A confirmed gift is corrected by reversing it.")}
        </PageHeading>
      }
    />
  );
}
