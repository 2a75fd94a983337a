import { msg, type User } from "@cm/contracts";
import { Stack, Tabs } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { HierarchyReportsView } from "../../../features/dashboard/components/reports-view";
import { RemittanceRates } from "../../../features/finance/components/remittance-rates";
import { ReportsView } from "../../../features/finance/components/reports-view";
import { SupportByRegion } from "../../../features/finance/components/support-by-region";
import { SupportTable } from "../../../features/finance/components/support-table";
import { headedPage } from "../page-frames";

/**
 * Super Admin Finance: the support every church remits, confirmed or disputed, the totals region
 * by region, the remittance report, and the reports across the hierarchy (membership, attendance,
 * Sunday school, church comparison, subscription history).
 */
function SupportTabs({ user }: { user: User }) {
  const { t } = useTranslation("pages");
  return (
    <Tabs defaultValue="ministry" keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="ministry">{t("Ministry support")}</Tabs.Tab>
        <Tabs.Tab value="regional">{t("Regional support")}</Tabs.Tab>
        <Tabs.Tab value="by-region">{t("By region")}</Tabs.Tab>
        <Tabs.Tab value="remittance">{t("Remittance report")}</Tabs.Tab>
        <Tabs.Tab value="churches">{t("Church reports")}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="ministry">
        <SupportTable kind="ministry" canRecord={false} canConfirm acrossChurches />
      </Tabs.Panel>
      <Tabs.Panel value="regional">
        <SupportTable kind="regional" canRecord={false} canConfirm={false} acrossChurches />
      </Tabs.Panel>
      <Tabs.Panel value="by-region">
        <SupportByRegion />
      </Tabs.Panel>
      <Tabs.Panel value="remittance">
        <Stack gap="lg">
          <ReportsView userRole={user.role} fixedReport="support_remittance" defaultScope="national" />
          <RemittanceRates />
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="churches">
        <HierarchyReportsView ownChurch={null} nationalRegions />
      </Tabs.Panel>
    </Tabs>
  );
}

export default headedPage(
  {
    title: msg("Support and remittances"),
    description: msg(
      "Ministry and regional support from every church, and what each church was expected to remit.",
    ),
  },
  SupportTabs,
);
