import { Tabs } from "@mantine/core";
import { useSearchParams } from "react-router";
import { AffiliatesAdminTable } from "../../../features/affiliates/components/affiliates-admin-table";
import { ProgrammeAdmin } from "../../../features/affiliates/components/programme-admin";
import { WithdrawalsTable } from "../../../features/affiliates/components/withdrawals-table";
import { AdminPage } from "../admin/admin-page";

const TABS = ["applications", "affiliates", "withdrawals", "programme"] as const;

/** /admin/affiliates: applications, affiliates, withdrawals, and the programme's figures and terms. */
export default function AffiliatesAdminPage() {
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((t) => t === params.get("tab")) ?? "applications";
  return (
    <AdminPage
      title="Affiliates"
      description="Approve applications and withdrawals, and set the programme's terms."
    >
      <Tabs
        value={tab}
        onChange={(v) => setParams(v && v !== "applications" ? { tab: v } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="applications">Applications</Tabs.Tab>
          <Tabs.Tab value="affiliates">Affiliates</Tabs.Tab>
          <Tabs.Tab value="withdrawals">Withdrawals</Tabs.Tab>
          <Tabs.Tab value="programme">Figures and settings</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="applications" pt="md">
          <AffiliatesAdminTable status="PENDING" label="Applications" />
        </Tabs.Panel>
        <Tabs.Panel value="affiliates" pt="md">
          <AffiliatesAdminTable label="Affiliates" />
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
