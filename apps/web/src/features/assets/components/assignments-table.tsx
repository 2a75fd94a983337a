import type { AssetAssignment } from "@cm/contracts";
import { Badge, Menu } from "@mantine/core";
import { IconArrowBackUp } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  actionsColumn,
  type DataTableColumn,
  ListTable,
  useDataTableState,
  yesNoFilter,
} from "../../../components/data-table";
import { formatDate } from "../../../lib/format-date";
import { useAssignmentList } from "../api/assets-api";
import { assetColumn, codeLabel, OpenAssetItem } from "./asset-parts";
import { ReturnDialog } from "./assignment-dialogs";

/** Who has which asset, since when and until when; returns are recorded here. */
export function AssignmentsTable({ canWrite, asset }: { canWrite: boolean; asset?: number }) {
  const { t } = useTranslation("assets");
  const table = useDataTableState({ ordering: "-assigned_on", filters: asset ? {} : { is_open: "true" } });
  const list = useAssignmentList({ ...table.params, filters: { ...table.params.filters, asset } });
  const [returning, setReturning] = useState<AssetAssignment | null>(null);

  const columns: DataTableColumn<AssetAssignment>[] = [
    assetColumn((row) => row.asset_tag),
    { key: "assignee_name", header: t("With") },
    { key: "assigned_on", header: t("Since"), sortable: true, render: (row) => formatDate(row.assigned_on) },
    {
      key: "due_back",
      header: t("Due back"),
      sortable: true,
      render: (row) =>
        row.is_overdue ? (
          <Badge color="red" variant="light">
            {t("Overdue since {date}", { date: formatDate(row.due_back) })}
          </Badge>
        ) : (
          formatDate(row.due_back)
        ),
    },
    {
      key: "returned_on",
      header: t("Returned"),
      render: (row) =>
        row.returned_on
          ? `${formatDate(row.returned_on)} (${row.return_condition ? codeLabel(row.return_condition).toLowerCase() : ""})`
          : "—",
    },
    actionsColumn<AssetAssignment>({
      label: (row) => t("Actions for {name}", { name: row.asset_name }),
      menu: (row) =>
        canWrite && row.is_open ? (
          <Menu.Item leftSection={<IconArrowBackUp size={16} />} onClick={() => setReturning(row)}>
            {t("Record the return")}
          </Menu.Item>
        ) : (
          <OpenAssetItem row={row} />
        ),
    }),
  ];

  return (
    <>
      <ListTable
        label={t("Assignments")}
        columns={columns}
        list={list}
        table={table}
        search={t("Search departments and notes")}
        empty={{ none: t("Nothing is assigned."), filtered: t("No assignments match these filters.") }}
        minWidth={720}
        filters={[
          yesNoFilter("is_open", t("Returned or not"), t("All"), { yes: t("Still out"), no: t("Returned") }),
        ]}
      />
      <ReturnDialog assignment={returning} onClose={() => setReturning(null)} />
    </>
  );
}
