import { formatMoney, msg } from "@cm/contracts/rules";
import { Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useMyRewards } from "../../../features/affiliates/api/affiliates-api";
import { formatDateTime } from "../../../lib/format-date";
import { AdminPage } from "../admin/admin-page";
import { AffiliateList, StateBadge } from "./affiliate-data";

const STATE = {
  ON_HOLD: { label: msg("On hold"), color: "orange" },
  AVAILABLE: { label: msg("Available"), color: "teal" },
  REVERSED: { label: msg("Reversed (refund)"), color: "gray" },
} as const;

/** /affiliates/rewards: each payment of a referred church and what it earned. */
export default function AffiliateRewardsPage() {
  const { t } = useTranslation("pages");
  return (
    <AdminPage
      title={t("Rewards")}
      description={t("What each payment of the churches you referred earned you.")}
    >
      <AffiliateList
        query={useMyRewards()}
        what={t("list of rewards")}
        empty={t("No rewards yet. You earn one when a church you referred pays for its plan.")}
        label={t("Your rewards")}
        minWidth={560}
        headings={[t("Church"), t("Reward"), t("State"), t("Available from")]}
        row={(r) => (
          <>
            <Table.Td>{r.church_name}</Table.Td>
            <Table.Td>
              {formatMoney(r.amount, r.currency)}
              <Text fz="xs" c="dimmed">
                {t("{percent}% of {amount}", {
                  percent: Number(r.percentage),
                  amount: formatMoney(r.payment_amount, r.currency),
                })}
              </Text>
            </Table.Td>
            <Table.Td>
              <StateBadge state={STATE[r.state]} />
            </Table.Td>
            <Table.Td>{formatDateTime(r.available_at)}</Table.Td>
          </>
        )}
      />
    </AdminPage>
  );
}
