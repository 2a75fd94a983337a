import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useDashboard } from "../../../features/affiliates/api/affiliates-api";
import { WithdrawalRequest } from "../../../features/affiliates/components/withdrawal-request";
import { WithdrawalsTable } from "../../../features/affiliates/components/withdrawals-table";
import { AdminPage } from "../admin/admin-page";
import { AffiliateData } from "./affiliate-data";

/** /affiliates/withdrawals: ask for the available balance, follow and cancel requests. */
export default function AffiliateWithdrawalsPage() {
  const { t } = useTranslation("pages");
  return (
    <AdminPage
      title={t("Withdrawals")}
      description={t("Ask to be paid what you earned, and follow your requests.")}
    >
      <AffiliateData query={useDashboard()} what={t("balance")} joined={(d) => d.status !== null}>
        {(dashboard) => (
          <Stack gap="lg">
            {dashboard.status === "ACTIVE" && <WithdrawalRequest dashboard={dashboard} />}
            <WithdrawalsTable />
          </Stack>
        )}
      </AffiliateData>
    </AdminPage>
  );
}
