import type { AssetMaintenance } from "@cm/contracts";
import { Badge, Menu, Stack, Text } from "@mantine/core";
import { IconCheck, IconPlayerPlay, IconX } from "@tabler/icons-react";
import { useState } from "react";
import {
  actionsColumn,
  type DataTableColumn,
  ListTable,
  useDataTableState,
} from "../../../components/data-table";
import { errorMessage } from "../../../lib/api-client";
import { formatDate } from "../../../lib/format-date";
import { notify } from "../../../lib/notify";
import { useMaintenanceList, useMaintenanceStep } from "../api/assets-api";
import {
  assetColumn,
  codeLabel,
  MAINTENANCE_KIND_OPTIONS,
  MAINTENANCE_STATUS_OPTIONS,
  Money,
  OpenAssetItem,
  StatusBadge,
} from "./asset-parts";
import { CompleteDialog } from "./maintenance-dialogs";

/** Maintenance of the church's assets (or of one), open work first with overdue work at the top. */
export function MaintenanceTable({ canWrite, asset }: { canWrite: boolean; asset?: number }) {
  const table = useDataTableState({ ordering: "due" });
  const list = useMaintenanceList({ ...table.params, filters: { ...table.params.filters, asset } });
  const step = useMaintenanceStep();
  const [completing, setCompleting] = useState<AssetMaintenance | null>(null);

  async function run(row: AssetMaintenance, which: "start" | "cancel") {
    try {
      await step.mutateAsync({ id: row.id, step: which });
      notify.success(which === "start" ? "The work has started." : "The maintenance has been called off.");
    } catch (error) {
      notify.error({ title: "Nothing was changed", message: errorMessage(error) });
    }
  }

  const open = (row: AssetMaintenance) => row.status === "SCHEDULED" || row.status === "IN_PROGRESS";
  const columns: DataTableColumn<AssetMaintenance>[] = [
    {
      key: "scheduled_for",
      header: "Date",
      sortable: true,
      render: (row) => (
        <Stack gap={2} align="flex-start">
          <Text fz="sm" style={{ whiteSpace: "nowrap" }}>
            {formatDate(row.scheduled_for)}
          </Text>
          {row.is_overdue && (
            <Badge color="red" variant="filled" size="sm" miw="max-content">
              Overdue
            </Badge>
          )}
        </Stack>
      ),
    },
    assetColumn((row) => `${codeLabel(row.kind)} · ${row.asset_tag}`),
    { key: "description", header: "Work" },
    { key: "vendor", header: "Done by" },
    { key: "status", header: "Status", render: (row) => <StatusBadge status={row.status} /> },
    {
      key: "cost",
      header: "Cost",
      align: "right",
      render: (row) => <Money amount={row.cost} currency={row.currency} />,
    },
    actionsColumn<AssetMaintenance>({
      label: (row) => `Actions for the maintenance of ${row.asset_name}`,
      menu: (row) =>
        canWrite && open(row) ? (
          <>
            {row.status === "SCHEDULED" && (
              <Menu.Item leftSection={<IconPlayerPlay size={16} />} onClick={() => void run(row, "start")}>
                Start the work
              </Menu.Item>
            )}
            <Menu.Item leftSection={<IconCheck size={16} />} onClick={() => setCompleting(row)}>
              Mark completed
            </Menu.Item>
            <Menu.Item color="red" leftSection={<IconX size={16} />} onClick={() => void run(row, "cancel")}>
              Call off
            </Menu.Item>
          </>
        ) : (
          <OpenAssetItem row={row} />
        ),
    }),
  ];

  return (
    <>
      <ListTable
        label="Maintenance"
        columns={columns}
        list={list}
        table={table}
        search="Search the work and who does it"
        empty={{ none: "No maintenance recorded.", filtered: "No maintenance matches these filters." }}
        minWidth={860}
        filters={[
          { name: "status", label: "Status", placeholder: "Any status", data: MAINTENANCE_STATUS_OPTIONS },
          { name: "kind", label: "Kind", placeholder: "Any kind", data: MAINTENANCE_KIND_OPTIONS },
        ]}
      />
      <CompleteDialog work={completing} onClose={() => setCompleting(null)} />
    </>
  );
}
