import { formatMoney, msg } from "@cm/contracts/rules";
import { Badge, Loader, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LoadError } from "../../../components/load-error";
import { useMyRewards } from "../../../features/affiliates/api/affiliates-api";
import { formatDateTime } from "../../../lib/format-date";
import { AdminPage } from "../admin/admin-page";

const STATE = {
  ON_HOLD: { label: msg("On hold"), color: "orange" },
  AVAILABLE: { label: msg("Available"), color: "teal" },
  REVERSED: { label: msg("Reversed (refund)"), color: "gray" },
} as const;

/** /affiliates/rewards: each payment of a referred church and what it earned. */
export default function AffiliateRewardsPage() {
  const { t } = useTranslation("pages");
  const list = useMyRewards();
  return (
    <AdminPage
      title={t("Rewards")}
      description={t("What each payment of the churches you referred earned you.")}
    >
      {list.isPending ? (
        <Loader aria-label={t("Loading")} />
      ) : list.isError ? (
        <LoadError what={t("list of rewards")} error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <Text c="dimmed">
          {t("No rewards yet. You earn one when a church you referred pays for its plan.")}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped aria-label={t("Your rewards")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("Church")}</Table.Th>
                <Table.Th>{t("Reward")}</Table.Th>
                <Table.Th>{t("State")}</Table.Th>
                <Table.Th>{t("Available from")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((r) => (
                <Table.Tr key={r.id}>
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
                    <Badge color={STATE[r.state].color} variant="light">
                      {t(STATE[r.state].label)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{formatDateTime(r.available_at)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </AdminPage>
  );
}
