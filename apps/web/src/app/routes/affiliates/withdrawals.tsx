import { Anchor, Loader, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadError } from "../../../components/load-error";
import { useDashboard } from "../../../features/affiliates/api/affiliates-api";
import { WithdrawalRequest } from "../../../features/affiliates/components/withdrawal-request";
import { WithdrawalsTable } from "../../../features/affiliates/components/withdrawals-table";
import { AdminPage } from "../admin/admin-page";

/** /affiliates/withdrawals: ask for the available balance, follow and cancel requests. */
export default function AffiliateWithdrawalsPage() {
  const { t } = useTranslation("pages");
  const dashboard = useDashboard();
  return (
    <AdminPage
      title={t("Withdrawals")}
      description={t("Ask to be paid what you earned, and follow your requests.")}
    >
      {dashboard.isPending ? (
        <Loader aria-label={t("Loading")} />
      ) : dashboard.isError ? (
        <LoadError what={t("balance")} error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : dashboard.data.status === null ? (
        <Text>
          {t("You are not an affiliate yet.")}{" "}
          <Anchor component={Link} to="/affiliates">
            {t("Apply to the programme")}
          </Anchor>
          .
        </Text>
      ) : (
        <Stack gap="lg">
          {dashboard.data.status === "ACTIVE" && <WithdrawalRequest dashboard={dashboard.data} />}
          <WithdrawalsTable />
        </Stack>
      )}
    </AdminPage>
  );
}
