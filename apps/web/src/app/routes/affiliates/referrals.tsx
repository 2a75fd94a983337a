import { msg } from "@cm/contracts/rules";
import { Table } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useMyReferrals } from "../../../features/affiliates/api/affiliates-api";
import { formatDateTime } from "../../../lib/format-date";
import { AdminPage } from "../admin/admin-page";
import { AffiliateList, StateBadge } from "./affiliate-data";

const STATE = {
  PENDING: { label: msg("Signed up"), color: "gray" },
  REGISTERED: { label: msg("Church registered"), color: "blue" },
  CONVERTED: { label: msg("Church paying"), color: "teal" },
} as const;

/** /affiliates/referrals: the people and churches the affiliate brought, and how far each went. */
export default function AffiliateReferralsPage() {
  const { t } = useTranslation("pages");
  return (
    <AdminPage
      title={t("Referrals")}
      description={t("The people who signed up through your link, and their churches.")}
    >
      <AffiliateList
        query={useMyReferrals()}
        what={t("list of referrals")}
        empty={t("No referrals yet. Share your referral link to bring churches.")}
        label={t("Your referrals")}
        minWidth={520}
        headings={[t("Person"), t("Church"), t("State"), t("Since")]}
        row={(r) => (
          <>
            <Table.Td>{r.referred_username || "—"}</Table.Td>
            <Table.Td>{r.church_name || t("Not registered yet")}</Table.Td>
            <Table.Td>
              <StateBadge state={STATE[r.status]} />
            </Table.Td>
            <Table.Td>{formatDateTime(r.created_at)}</Table.Td>
          </>
        )}
      />
    </AdminPage>
  );
}
