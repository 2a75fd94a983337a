import type { Invoice, User } from "@cm/contracts";
import { formatMoney } from "@cm/contracts";
import { Anchor, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type DataTableColumn, ListTable, useDataTableState } from "../../../components/data-table";
import { formatDate } from "../../../lib/format-date";
import { useInvoiceList } from "../api/invoices-api";
import { InvoiceStatusBadge, invoiceStatusChoices, TestPaymentBadge } from "./billing-badges";
import { ChurchFilter } from "./church-filter";

/** Invoices the user reaches, newest first; national and regional officers see every church's. */
export function InvoicesTable({ user }: { user: User }) {
  const { t } = useTranslation("billing-records");
  const table = useDataTableState({ ordering: "-created_at" });
  const list = useInvoiceList(table.params);
  const manyChurches = user.church === null;

  const columns: DataTableColumn<Invoice>[] = [
    {
      key: "number",
      header: t("Number"),
      sortable: true,
      render: (inv) => (
        <Anchor component={Link} to={`/subscriptions/invoices/${inv.id}`} fz="sm" fw={600}>
          {inv.number}
        </Anchor>
      ),
    },
    ...(manyChurches ? [{ key: "church_name", header: t("Church") }] : []),
    {
      key: "description",
      header: t("For"),
      render: (inv) => (
        <Text fz="sm" lineClamp={1} maw={280}>
          {inv.description || "—"}
        </Text>
      ),
    },
    { key: "issued_at", header: t("Date"), render: (inv) => formatDate(inv.issued_at ?? inv.created_at) },
    { key: "due_date", header: t("Due"), sortable: true, render: (inv) => formatDate(inv.due_date) },
    {
      key: "amount",
      header: t("Amount"),
      sortable: true,
      align: "right",
      render: (inv) => formatMoney(inv.amount, inv.currency),
    },
    {
      key: "status",
      header: t("Status"),
      sortable: true,
      render: (inv) => (
        <Group gap={4}>
          <InvoiceStatusBadge status={inv.status} />
          {inv.is_test && <TestPaymentBadge />}
        </Group>
      ),
    },
  ];

  return (
    <ListTable
      label={t("Invoices")}
      columns={columns}
      list={list}
      table={table}
      search={t("Search by number or description")}
      empty={{ none: t("No invoices yet."), filtered: t("No invoices match these filters.") }}
      minWidth={manyChurches ? 920 : 780}
      filters={[
        {
          name: "status",
          label: t("Status"),
          placeholder: t("Any status"),
          data: invoiceStatusChoices(),
          maxWidth: 160,
        },
      ]}
      moreFilters={manyChurches && <ChurchFilter table={table} />}
    />
  );
}
