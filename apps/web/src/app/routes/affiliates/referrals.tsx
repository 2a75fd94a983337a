import { msg } from "@cm/contracts/rules";
import { Badge, Loader, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LoadError } from "../../../components/load-error";
import { useMyReferrals } from "../../../features/affiliates/api/affiliates-api";
import { formatDateTime } from "../../../lib/format-date";
import { AdminPage } from "../admin/admin-page";

const STATE = {
  PENDING: { label: msg("Signed up"), color: "gray" },
  REGISTERED: { label: msg("Church registered"), color: "blue" },
  CONVERTED: { label: msg("Church paying"), color: "teal" },
} as const;

/** /affiliates/referrals: the people and churches the affiliate brought, and how far each went. */
export default function AffiliateReferralsPage() {
  const { t } = useTranslation("pages");
  const list = useMyReferrals();
  return (
    <AdminPage
      title={t("Referrals")}
      description={t("The people who signed up through your link, and their churches.")}
    >
      {list.isPending ? (
        <Loader aria-label={t("Loading")} />
      ) : list.isError ? (
        <LoadError what={t("list of referrals")} error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <Text c="dimmed">{t("No referrals yet. Share your referral link to bring churches.")}</Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table striped aria-label={t("Your referrals")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("Person")}</Table.Th>
                <Table.Th>{t("Church")}</Table.Th>
                <Table.Th>{t("State")}</Table.Th>
                <Table.Th>{t("Since")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{r.referred_username || "—"}</Table.Td>
                  <Table.Td>{r.church_name || t("Not registered yet")}</Table.Td>
                  <Table.Td>
                    <Badge color={STATE[r.status].color} variant="light">
                      {t(STATE[r.status].label)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{formatDateTime(r.created_at)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </AdminPage>
  );
}
