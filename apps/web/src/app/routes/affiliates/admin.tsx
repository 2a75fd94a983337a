import { Tabs } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { AffiliatesAdminTable } from "../../../features/affiliates/components/affiliates-admin-table";
import { ProgrammeAdmin } from "../../../features/affiliates/components/programme-admin";
import { WithdrawalsTable } from "../../../features/affiliates/components/withdrawals-table";
import { AdminPage } from "../admin/admin-page";

const TABS = ["applications", "affiliates", "withdrawals", "programme"] as const;

/** /admin/affiliates: applications, affiliates, withdrawals, and the programme's figures and terms. */
export default function AffiliatesAdminPage() {
  const { t } = useTranslation("pages");
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((t) => t === params.get("tab")) ?? "applications";
  return (
    <AdminPage
      title={t("Affiliates")}
      description={t("Approve applications and withdrawals, and set the programme's terms.")}
    >
      <Tabs
        value={tab}
        onChange={(v) => setParams(v && v !== "applications" ? { tab: v } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="applications">{t("Applications")}</Tabs.Tab>
          <Tabs.Tab value="affiliates">{t("Affiliates")}</Tabs.Tab>
          <Tabs.Tab value="withdrawals">{t("Withdrawals")}</Tabs.Tab>
          <Tabs.Tab value="programme">{t("Figures and settings")}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="applications" pt="md">
          <AffiliatesAdminTable status="PENDING" label={t("Applications")} />
        </Tabs.Panel>
        <Tabs.Panel value="affiliates" pt="md">
          <AffiliatesAdminTable label={t("Affiliates")} />
        </Tabs.Panel>
        <Tabs.Panel value="withdrawals" pt="md">
          <WithdrawalsTable office />
        </Tabs.Panel>
        <Tabs.Panel value="programme" pt="md">
          <ProgrammeAdmin />
        </Tabs.Panel>
      </Tabs>
    </AdminPage>
  );
}
