import { Button } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { PaymentsTable } from "../../../features/marketing/components/payments-table";
import { useMarketingBase } from "../../../features/marketing/marketing-base";
import { AdminPage } from "../admin/admin-page";

export default function MarketingPaymentsPage() {
  const { t } = useTranslation("pages");
  const [params] = useSearchParams();
  const { base, office } = useMarketingBase();
  return (
    <AdminPage
      title={t("Campaign payments")}
      description={t("What was paid for campaigns, and how.")}
      actions={
        <Button component={Link} to={`${base}/payments/create`} leftSection={<IconPlus size={16} />}>
          {t("Pay for a campaign")}
        </Button>
      }
    >
      <PaymentsTable reference={params.get("reference")} canComplete={office} />
    </AdminPage>
  );
}
