import type { Donation } from "@cm/contracts";
import { SimpleGrid, Stack } from "@mantine/core";
import { IconArrowBackUp } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  type DataTableColumn,
  ListTable,
  moneyColumn,
  referenceFilter,
  titleColumn,
  useDataTableState,
} from "../../../components/data-table";
import { MemberPicker } from "../../../components/member-picker";
import { formatDate } from "../../../lib/format-date";
import { useGivers } from "../../../lib/member-queries";
import { useActiveFunds, useDonationList } from "../api/giving-api";
import { batchPath, fundFilter, METHOD_LABELS, methodOptions, money } from "./giving-parts";
import { ReverseDialog } from "./reverse-dialog";

/** Every gift of the church: by fund, method, state and date; a confirmed gift can be reversed. */
export function DonationsTable({ canConfirm, heading }: { canConfirm: boolean; heading: ReactNode }) {
  const { t } = useTranslation("giving");
  const table = useDataTableState({ ordering: "-given_on" });
  const list = useDonationList(table.params);
  const funds = useActiveFunds();
  const households = useGivers("household", "");
  const member = table.filters.member;
  const [reversing, setReversing] = useState<Donation | null>(null);

  const columns: DataTableColumn<Donation>[] = [
    titleColumn({
      key: "given_on",
      header: t("Given on"),
      sortable: true,
      title: (d) => formatDate(d.given_on),
      detail: (d) => d.fund_name,
      to: (d) => (d.batch ? batchPath(d.batch) : ""),
    }),
    moneyColumn("amount", t("Amount"), { sortable: true }),
    { key: "donor_name", header: t("Giver"), render: (d) => d.donor_name || t("Anonymous") },
    { key: "method", header: t("Given by"), render: (d) => t(METHOD_LABELS[d.method] ?? d.method) },
    {
      key: "is_final",
      header: t("State"),
      render: (d) => (d.reversed ? t("Reversed") : d.is_final ? t("Final") : t("In an open count")),
    },
    { key: "reference", header: t("Reference"), onPhone: false },
  ];

  return (
    <>
      <ListTable
        label={t("Donations")}
        heading={
          <Stack gap="sm">
            {heading}
            {/* A church has more members than a choice list holds: the giver is searched by name. */}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" maw={560}>
              <MemberPicker
                label={t("Gifts of the member")}
                value={typeof member === "number" ? member : null}
                onChange={(id) => table.setFilter("member", id ?? undefined)}
                source="givers"
              />
            </SimpleGrid>
          </Stack>
        }
        columns={columns}
        table={table}
        list={list}
        search={t("Search references and notes")}
        empty={{ none: t("No gifts recorded yet."), filtered: t("No gifts match these filters.") }}
        minWidth={760}
        filters={[
          fundFilter(t, funds.data?.results),
          {
            name: "method",
            label: t("Given by"),
            placeholder: t("Any method"),
            data: methodOptions(t),
            maxWidth: 180,
          },
          {
            name: "is_final",
            label: t("State"),
            placeholder: t("Any state"),
            data: [
              { value: "true", label: t("Final") },
              { value: "false", label: t("In an open count") },
            ],
            maxWidth: 180,
          },
          referenceFilter(
            "household",
            t("Household"),
            t("Any household"),
            households.data?.results.map((h) => ({ id: h.id, name: h.name })),
          ),
          { dates: "given_on", label: t("Given on") },
        ]}
        rowActions={
          canConfirm
            ? {
                label: (d) => t("Actions for the gift of {amount}", { amount: money(d.amount, d.currency) }),
                actions: [
                  {
                    label: t("Reverse"),
                    icon: <IconArrowBackUp size={16} />,
                    when: (d) => d.is_final && !d.reversed && d.reverses === null,
                    onClick: setReversing,
                  },
                ],
              }
            : undefined
        }
      />
      <ReverseDialog gift={reversing} onClose={() => setReversing(null)} />
    </>
  );
}
