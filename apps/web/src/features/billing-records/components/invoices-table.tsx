import type { Invoice, User } from "@cm/contracts";
import { formatMoney } from "@cm/contracts";
import { Anchor, Group, Text } from "@mantine/core";
import { Link } from "react-router";
import { type DataTableColumn, ListTable, useDataTableState } from "../../../components/data-table";
import { formatDate } from "../../../lib/format-date";
import { useInvoiceList } from "../api/invoices-api";
import { INVOICE_STATUS_CHOICES, InvoiceStatusBadge, TestPaymentBadge } from "./billing-badges";
import { ChurchFilter } from "./church-filter";

/** Invoices the user reaches, newest first; national and regional officers see every church's. */
export function InvoicesTable({ user }: { user: User }) {
  const table = useDataTableState({ ordering: "-created_at" });
  const list = useInvoiceList(table.params);
  const manyChurches = user.church === null;

  const columns: DataTableColumn<Invoice>[] = [
    {
      key: "number",
      header: "Number",
      sortable: true,
      render: (inv) => (
        <Anchor component={Link} to={`/subscriptions/invoices/${inv.id}`} fz="sm" fw={600}>
          {inv.number}
        </Anchor>
      ),
    },
    ...(manyChurches ? [{ key: "church_name", header: "Church" }] : []),
    {
      key: "description",
      header: "For",
      render: (inv) => (
        <Text fz="sm" lineClamp={1} maw={280}>
          {inv.description || "—"}
        </Text>
      ),
    },
    { key: "issued_at", header: "Date", render: (inv) => formatDate(inv.issued_at ?? inv.created_at) },
    { key: "due_date", header: "Due", sortable: true, render: (inv) => formatDate(inv.due_date) },
    {
      key: "amount",
      header: "Amount",
      sortable: true,
      align: "right",
      render: (inv) => formatMoney(inv.amount, inv.currency),
    },
    {
      key: "status",
      header: "Status",
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
      label="Invoices"
      columns={columns}
      list={list}
      table={table}
      search="Search by number or description"
      empty={{ none: "No invoices yet.", filtered: "No invoices match these filters." }}
      minWidth={manyChurches ? 920 : 780}
      filters={[
        {
          name: "status",
          label: "Status",
          placeholder: "Any status",
          data: INVOICE_STATUS_CHOICES,
          maxWidth: 160,
        },
      ]}
      moreFilters={manyChurches && <ChurchFilter table={table} />}
    />
  );
}
