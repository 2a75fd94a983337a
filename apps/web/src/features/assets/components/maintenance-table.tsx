import type { AssetMaintenance } from "@cm/contracts";
import { Badge, Menu, Stack, Text } from "@mantine/core";
import { IconCheck, IconPlayerPlay, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  actionsColumn,
  type DataTableColumn,
  ListTable,
  useDataTableState,
} from "../../../components/data-table";
import { withToasts } from "../../../components/shared-parts/with-toasts";
import { formatDate } from "../../../lib/format-date";
import { useMaintenanceList, useMaintenanceStep } from "../api/assets-api";
import {
  assetColumn,
  codeLabel,
  Money,
  maintenanceKindOptions,
  maintenanceStatusOptions,
  OpenAssetItem,
  StatusBadge,
} from "./asset-parts";
import { CompleteDialog } from "./maintenance-dialogs";

/** Maintenance of the church's assets (or of one), open work first with overdue work at the top. */
export function MaintenanceTable({ canWrite, asset }: { canWrite: boolean; asset?: number }) {
  const { t } = useTranslation("assets");
  const table = useDataTableState({ ordering: "due" });
  const list = useMaintenanceList({ ...table.params, filters: { ...table.params.filters, asset } });
  const step = useMaintenanceStep();
  const [completing, setCompleting] = useState<AssetMaintenance | null>(null);

  async function run(row: AssetMaintenance, which: "start" | "cancel") {
    await withToasts(() => step.mutateAsync({ id: row.id, step: which }), {
      done: which === "start" ? t("The work has started.") : t("The maintenance has been called off."),
      failed: t("Nothing was changed"),
    });
  }

  const open = (row: AssetMaintenance) => row.status === "SCHEDULED" || row.status === "IN_PROGRESS";
  const columns: DataTableColumn<AssetMaintenance>[] = [
    {
      key: "scheduled_for",
      header: t("Date"),
      sortable: true,
      render: (row) => (
        <Stack gap={2} align="flex-start">
          <Text fz="sm" style={{ whiteSpace: "nowrap" }}>
            {formatDate(row.scheduled_for)}
          </Text>
          {row.is_overdue && (
            <Badge color="red" variant="filled" size="sm">
              {t("Overdue")}
            </Badge>
          )}
        </Stack>
      ),
    },
    assetColumn((row) => `${codeLabel(row.kind)} · ${row.asset_tag}`),
    { key: "description", header: t("Work") },
    { key: "vendor", header: t("Done by") },
    { key: "status", header: t("Status"), render: (row) => <StatusBadge status={row.status} /> },
    {
      key: "cost",
      header: t("Cost"),
      align: "right",
      render: (row) => <Money amount={row.cost} currency={row.currency} />,
    },
    actionsColumn<AssetMaintenance>({
      label: (row) => t("Actions for the maintenance of {name}", { name: row.asset_name }),
      menu: (row) =>
        canWrite && open(row) ? (
          <>
            {row.status === "SCHEDULED" && (
              <Menu.Item leftSection={<IconPlayerPlay size={16} />} onClick={() => void run(row, "start")}>
                {t("Start the work")}
              </Menu.Item>
            )}
            <Menu.Item leftSection={<IconCheck size={16} />} onClick={() => setCompleting(row)}>
              {t("Mark completed")}
            </Menu.Item>
            <Menu.Item color="red" leftSection={<IconX size={16} />} onClick={() => void run(row, "cancel")}>
              {t("Call off")}
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
        label={t("Maintenance")}
        columns={columns}
        list={list}
        table={table}
        search={t("Search the work and who does it")}
        empty={{ none: t("No maintenance recorded."), filtered: t("No maintenance matches these filters.") }}
        minWidth={860}
        filters={[
          {
            name: "status",
            label: t("Status"),
            placeholder: t("Any status"),
            data: maintenanceStatusOptions(),
          },
          { name: "kind", label: t("Kind"), placeholder: t("Any kind"), data: maintenanceKindOptions() },
        ]}
      />
      <CompleteDialog work={completing} onClose={() => setCompleting(null)} />
    </>
  );
}
