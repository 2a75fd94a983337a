import { formatMoney } from "@cm/contracts/rules";
import { Badge, Loader, Table, Text } from "@mantine/core";
import { LoadError } from "../../../components/load-error";
import { useMyRewards } from "../../../features/affiliates/api/affiliates-api";
import { formatDateTime } from "../../../lib/format-date";
import { AdminPage } from "../admin/admin-page";

const STATE = {
  ON_HOLD: { label: "On hold", color: "orange" },
  AVAILABLE: { label: "Available", color: "teal" },
  REVERSED: { label: "Reversed (refund)", color: "gray" },
} as const;

/** /affiliates/rewards: each payment of a referred church and what it earned. */
export default function AffiliateRewardsPage() {
  const list = useMyRewards();
  return (
    <AdminPage title="Rewards" description="What each payment of the churches you referred earned you.">
      {list.isPending ? (
        <Loader aria-label="Loading" />
      ) : list.isError ? (
        <LoadError what="list of rewards" error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <Text c="dimmed">No rewards yet. You earn one when a church you referred pays for its plan.</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped aria-label="Your rewards">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Church</Table.Th>
                <Table.Th>Reward</Table.Th>
                <Table.Th>State</Table.Th>
                <Table.Th>Available from</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{r.church_name}</Table.Td>
                  <Table.Td>
                    {formatMoney(r.amount, r.currency)}
                    <Text fz="xs" c="dimmed">
                      {Number(r.percentage)}% of {formatMoney(r.payment_amount, r.currency)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={STATE[r.state].color} variant="light">
                      {STATE[r.state].label}
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
