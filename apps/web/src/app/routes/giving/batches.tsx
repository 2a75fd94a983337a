import { hasPermission } from "@cm/contracts/rules";
import { useTranslation } from "react-i18next";
import { PageHeading } from "../../../components/page-heading";
import { BatchesTable } from "../../../features/giving/components/batches-table";
import { useCurrentUser } from "../../../lib/auth-store";

export default function BatchesPage() {
  const { t } = useTranslation("pages");
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <BatchesTable
      canWrite={hasPermission(user, "giving.write")}
      heading={
        <PageHeading title={t("Sunday counts")}>
          {t(
            "One person enters each service's gifts; someone else confirms the count, and it goes into the income.",
          )}
        </PageHeading>
      }
    />
  );
}
