import type { GivingBatch } from "@cm/contracts";
import { IconEye } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import {
  type DataTableColumn,
  ListTable,
  moneyColumn,
  titleColumn,
  useDataTableState,
} from "../../../components/data-table";
import { RecordDrawer, type RecordDrawerState } from "../../../components/record-drawer";
import { formatDate } from "../../../lib/format-date";
import { useBatchList } from "../api/giving-api";
import { BatchForm } from "./batch-form";
import { BatchStatusBadge, batchPath, statusOptions } from "./giving-parts";

/** The church's counts, newest service first: who counted, who confirmed, and the totals. */
export function BatchesTable({ canWrite, heading }: { canWrite: boolean; heading: ReactNode }) {
  const { t } = useTranslation("giving");
  const navigate = useNavigate();
  const table = useDataTableState({ ordering: "-service_date" });
  const list = useBatchList(table.params);
  const [drawer, setDrawer] = useState<RecordDrawerState<GivingBatch>>(null);

  const columns: DataTableColumn<GivingBatch>[] = [
    titleColumn({
      key: "service_date",
      header: t("Service"),
      sortable: true,
      title: (b) => formatDate(b.service_date),
      detail: (b) => b.note,
      to: (b) => batchPath(b.id),
    }),
    { key: "status", header: t("State"), render: (b) => <BatchStatusBadge status={b.status} /> },
    moneyColumn("expected_total", t("Expected")),
    moneyColumn("total", t("Entered")),
    {
      key: "donation_count",
      header: t("Gifts"),
      align: "right",
      render: (b) => t("{count, plural, one {# gift} other {# gifts}}", { count: b.donation_count }),
    },
    { key: "submitted_by_name", header: t("Counted by"), onPhone: false },
    { key: "confirmed_by_name", header: t("Confirmed by"), onPhone: false },
  ];

  return (
    <>
      <ListTable
        label={t("Sunday counts")}
        heading={heading}
        columns={columns}
        table={table}
        list={list}
        empty={{
          none: canWrite ? t("No counts yet. Start one after the service.") : t("No counts yet."),
          filtered: t("No counts match these filters."),
        }}
        minWidth={820}
        filters={[
          {
            name: "status",
            label: t("State"),
            placeholder: t("Any state"),
            data: statusOptions(t),
            maxWidth: 230,
          },
          { dates: "service_date", label: t("Service") },
        ]}
        create={
          canWrite ? { label: t("Start a count"), onClick: () => setDrawer({ mode: "create" }) } : undefined
        }
        rowActions={{
          label: (b) => t("Actions for the count of {date}", { date: formatDate(b.service_date) }),
          actions: [{ label: t("Open"), icon: <IconEye size={16} />, link: (b) => batchPath(b.id) }],
        }}
      />
      <RecordDrawer
        state={drawer}
        onClose={() => setDrawer(null)}
        titles={{ create: t("Start a count"), edit: t("Edit count") }}
      >
        {(batch) => (
          <BatchForm
            batch={batch}
            onDone={(saved) => {
              setDrawer(null);
              if (saved && !batch) navigate(batchPath(saved.id));
            }}
          />
        )}
      </RecordDrawer>
    </>
  );
}
