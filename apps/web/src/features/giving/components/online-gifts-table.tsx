import type { GiftPayment, PaymentStatus } from "@cm/contracts";
import { msg } from "@cm/contracts/rules";
import { Badge, Group } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import {
  type DataTableColumn,
  ListTable,
  moneyColumn,
  titleColumn,
  useDataTableState,
  yesNoFilter,
} from "../../../components/data-table";
import { formatDateTime } from "../../../lib/format-date";
import { useActiveFunds, useOnlineGiftList } from "../api/giving-api";
import { fundFilter } from "./giving-parts";

/** An online gift's state: the gateway's answer, in the office's words. */
const STATE: Record<PaymentStatus, { label: string; color: string }> = {
  PENDING: { label: msg("Waiting for the gateway"), color: "yellow" },
  SUCCEEDED: { label: msg("Received"), color: "teal" },
  FAILED: { label: msg("Not completed"), color: "red" },
  REFUNDED: { label: msg("Refunded"), color: "gray" },
};

/** The ways a giver may pay on the public page (Paystack and Stripe are names). */
const GATEWAYS: Record<GiftPayment["gateway"], string> = {
  sandbox: msg("Sandbox (test)"),
  manual: msg("Bank transfer"),
  paystack: "Paystack",
  stripe: "Stripe",
};

/**
 * The gifts given on the church's public giving page, newest first: who gave what to which fund,
 * through which gateway, and whether it arrived. A received gift is also among the donations; a
 * sandbox gift moved no money and is marked as a test.
 */
export function OnlineGiftsTable({ heading }: { heading: ReactNode }) {
  const { t } = useTranslation("giving");
  const table = useDataTableState({ ordering: "-created_at" });
  const list = useOnlineGiftList(table.params);
  const funds = useActiveFunds();

  const columns: DataTableColumn<GiftPayment>[] = [
    titleColumn({
      key: "created_at",
      header: t("Given on"),
      sortable: true,
      title: (g) => formatDateTime(g.created_at),
      detail: (g) => g.fund_name,
    }),
    moneyColumn("amount", t("Amount"), { sortable: true }),
    { key: "donor_name", header: t("Giver"), render: (g) => g.donor_name || t("Anonymous") },
    {
      key: "gateway",
      header: t("Paid through"),
      render: (g) =>
        g.gateway === "sandbox" || g.gateway === "manual" ? t(GATEWAYS[g.gateway]) : GATEWAYS[g.gateway],
    },
    {
      key: "status",
      header: t("State"),
      sortable: true,
      render: (g) => (
        <Group gap={6}>
          <Badge color={STATE[g.status].color} variant="light">
            {t(STATE[g.status].label)}
          </Badge>
          {g.is_test && (
            <Badge color="red.9" variant="outline" title={t("Through the sandbox: no money moved")}>
              {t("Test")}
            </Badge>
          )}
        </Group>
      ),
    },
    { key: "reference", header: t("Reference"), onPhone: false },
  ];

  return (
    <ListTable
      label={t("Online gifts")}
      heading={heading}
      columns={columns}
      table={table}
      list={list}
      search={t("Search references, names and e-mails")}
      empty={{ none: t("No gifts given online yet."), filtered: t("No online gifts match these filters.") }}
      minWidth={760}
      filters={[
        fundFilter(t, funds.data?.results),
        {
          name: "status",
          label: t("State"),
          placeholder: t("Any state"),
          data: Object.entries(STATE).map(([value, state]) => ({ value, label: t(state.label) })),
          maxWidth: 200,
        },
        yesNoFilter("is_test", t("Test gifts"), t("Test gifts or real"), {
          yes: t("Tests only"),
          no: t("Real gifts only"),
        }),
      ]}
    />
  );
}
