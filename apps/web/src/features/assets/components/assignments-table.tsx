import type { AssetAssignment } from "@cm/contracts";
import { Badge, Menu } from "@mantine/core";
import { IconArrowBackUp } from "@tabler/icons-react";
import { useState } from "react";
import {
  actionsColumn,
  type DataTableColumn,
  ListTable,
  useDataTableState,
} from "../../../components/data-table";
import { formatDate } from "../../../lib/format-date";
import { useAssignmentList } from "../api/assets-api";
import { assetColumn, OpenAssetItem } from "./asset-parts";
import { ReturnDialog } from "./assignment-dialogs";

const OPEN_OPTIONS = [
  { value: "true", label: "Still out" },
  { value: "false", label: "Returned" },
];

/** Who has which asset, since when and until when; returns are recorded here. */
export function AssignmentsTable({ canWrite, asset }: { canWrite: boolean; asset?: number }) {
  const table = useDataTableState({ ordering: "-assigned_on", filters: asset ? {} : { is_open: "true" } });
  const list = useAssignmentList({ ...table.params, filters: { ...table.params.filters, asset } });
  const [returning, setReturning] = useState<AssetAssignment | null>(null);

  const columns: DataTableColumn<AssetAssignment>[] = [
    assetColumn((row) => row.asset_tag),
    { key: "assignee_name", header: "With" },
    { key: "assigned_on", header: "Since", sortable: true, render: (row) => formatDate(row.assigned_on) },
    {
      key: "due_back",
      header: "Due back",
      sortable: true,
      render: (row) =>
        row.is_overdue ? (
          <Badge color="red" variant="light">
            Overdue since {formatDate(row.due_back)}
          </Badge>
        ) : (
          formatDate(row.due_back)
        ),
    },
    {
      key: "returned_on",
      header: "Returned",
      render: (row) =>
        row.returned_on ? `${formatDate(row.returned_on)} (${row.return_condition?.toLowerCase()})` : "—",
    },
    actionsColumn<AssetAssignment>({
      label: (row) => `Actions for ${row.asset_name}`,
      menu: (row) =>
        canWrite && row.is_open ? (
          <Menu.Item leftSection={<IconArrowBackUp size={16} />} onClick={() => setReturning(row)}>
            Record the return
          </Menu.Item>
        ) : (
          <OpenAssetItem row={row} />
        ),
    }),
  ];

  return (
    <>
      <ListTable
        label="Assignments"
        columns={columns}
        list={list}
        table={table}
        search="Search departments and notes"
        empty={{ none: "Nothing is assigned.", filtered: "No assignments match these filters." }}
        minWidth={720}
        filters={[{ name: "is_open", label: "Returned or not", placeholder: "All", data: OPEN_OPTIONS }]}
      />
      <ReturnDialog assignment={returning} onClose={() => setReturning(null)} />
    </>
  );
}
