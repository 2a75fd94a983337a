import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageHeading } from "../../../components/page-heading";
import { GivingReportView } from "../../../features/giving-reports/components/giving-report-view";
import { useCurrentUser } from "../../../lib/auth-store";

export default function GivingReportsPage() {
  const { t } = useTranslation("pages");
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <Stack gap="lg">
      <PageHeading title={t("Giving Reports")}>
        {t("Giving by fund and month, the average gift, first-time and lapsed donors, from confirmed gifts.")}
      </PageHeading>
      <GivingReportView userRole={user.role} />
    </Stack>
  );
}
