import type { Asset } from "@cm/contracts";
import { Anchor, Button, Group, Menu, Skeleton, Stack, Text, TextInput } from "@mantine/core";
import {
  IconArrowsExchange,
  IconCash,
  IconEye,
  IconFileUpload,
  IconPencil,
  IconPlus,
  IconPrinter,
  IconTool,
  IconUserShare,
} from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import {
  actionsColumn,
  DataTable,
  type DataTableColumn,
  FilterSelect,
  hasSearchOrFilters,
  type RowId,
  useDataTableState,
} from "../../../components/data-table";
import { ExportMenu } from "../../../components/export-menu";
import { type ImportWords, SpreadsheetImportDialog } from "../../../components/spreadsheet-import-dialog";
import { errorMessage } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import { listTableProps } from "../../../lib/resource-hooks";
import {
  downloadAssetTemplate,
  exportAssets,
  printLabels,
  useAssetCategories,
  useAssetList,
  useAssetTotals,
  useBulkUpload,
} from "../api/assets-api";
import { AssetDrawer, type AssetDrawerState } from "./asset-form";
import { assetPath, CONDITION_OPTIONS, Money, moneyOrDash, STATUS_OPTIONS, StatusBadge } from "./asset-parts";
import { ChangeStatusDialog, UpdateValueDialog } from "./asset-status-dialogs";
import { AssignDialog } from "./assignment-dialogs";
import { ScheduleDialog } from "./maintenance-dialogs";

const UPLOAD_WORDS: ImportWords = {
  title: "Bulk upload assets",
  intro:
    "Fill in the template, one asset per row, and choose the file here. A category is found by its name. Every row is checked first: if any row has a problem no asset is added, and you see which rows to correct.",
  submit: "Upload",
  done: (n) => (n === 1 ? "1 asset added." : `${n} assets added.`),
  outcome: (n) => (n > 0 ? `${n} assets added` : "No assets were added"),
};

type Dialog = { kind: "status" | "value" | "assign" | "schedule"; asset: Asset } | null;

/** A lower and upper bound of the current value, applied when the box is left. */
function ValueRange({ table }: { table: ReturnType<typeof useDataTableState> }) {
  const bound = (name: string, label: string) => (
    <TextInput
      aria-label={label}
      placeholder={label}
      inputMode="decimal"
      defaultValue={(table.filters[name] as string | undefined) ?? ""}
      onBlur={(e) => table.setFilter(name, e.currentTarget.value.trim() || null)}
      onKeyDown={(e) => {
        if (e.key === "Enter") table.setFilter(name, e.currentTarget.value.trim() || null);
      }}
      style={{ flex: "1 1 110px", maxWidth: 140 }}
    />
  );
  return (
    <>
      {bound("current_value__gte", "Value from")}
      {bound("current_value__lte", "Value up to")}
    </>
  );
}

/** The register: search, filters, totals, add and edit, status and value, export, bulk upload, labels. */
export function AssetsTable({ canWrite, heading }: { canWrite: boolean; heading: ReactNode }) {
  const table = useDataTableState({ ordering: "name" });
  const list = useAssetList(table.params);
  const totals = useAssetTotals(table.params);
  const categories = useAssetCategories();
  const upload = useBulkUpload();
  const [drawer, setDrawer] = useState<AssetDrawerState>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [uploading, setUploading] = useState(false);
  const [selected, setSelected] = useState<RowId[]>([]);
  const [busy, setBusy] = useState<"export" | "labels" | null>(null);

  async function runFile(kind: "export" | "labels", work: () => Promise<void>) {
    setBusy(kind);
    const toast = notify.loading(kind === "labels" ? "Preparing the labels…" : "Preparing the file…");
    try {
      await work();
      notify.done(toast, "success", "The file has been downloaded.");
    } catch (error) {
      notify.done(toast, "error", { title: "The file was not made", message: errorMessage(error) });
    } finally {
      setBusy(null);
    }
  }

  const open = (kind: NonNullable<Dialog>["kind"], asset: Asset) => setDialog({ kind, asset });
  const dialogAsset = (kind: NonNullable<Dialog>["kind"]) => (dialog?.kind === kind ? dialog.asset : null);

  const columns: DataTableColumn<Asset>[] = [
    {
      key: "name",
      header: "Asset",
      sortable: true,
      render: (row) => (
        <Stack gap={0}>
          <Anchor component={Link} to={assetPath(row.id)} fz="sm" fw={600}>
            {row.name}
          </Anchor>
          <Text fz="xs" c="dimmed">
            {row.asset_tag} · {row.category_name}
          </Text>
        </Stack>
      ),
    },
    { key: "location", header: "Location" },
    {
      key: "condition",
      header: "Condition",
      render: (row) => CONDITION_OPTIONS.find((c) => c.value === row.condition)?.label,
    },
    { key: "status", header: "Status", sortable: true, render: (row) => <StatusBadge status={row.status} /> },
    {
      key: "current_value",
      header: "Current value",
      sortable: true,
      align: "right",
      render: (row) => <Money amount={row.current_value} currency={row.currency} />,
    },
    actionsColumn<Asset>({
      label: (row) => `Actions for ${row.name}`,
      menu: (row) => (
        <>
          <Menu.Item component={Link} to={assetPath(row.id)} leftSection={<IconEye size={16} />}>
            Open
          </Menu.Item>
          {canWrite && row.status !== "DISPOSED" && (
            <>
              <Menu.Item
                leftSection={<IconPencil size={16} />}
                onClick={() => setDrawer({ mode: "edit", asset: row })}
              >
                Edit
              </Menu.Item>
              <Menu.Item leftSection={<IconArrowsExchange size={16} />} onClick={() => open("status", row)}>
                Change status
              </Menu.Item>
              <Menu.Item leftSection={<IconCash size={16} />} onClick={() => open("value", row)}>
                Update value
              </Menu.Item>
              {row.status === "ACTIVE" && (
                <Menu.Item leftSection={<IconUserShare size={16} />} onClick={() => open("assign", row)}>
                  Assign
                </Menu.Item>
              )}
              <Menu.Item leftSection={<IconTool size={16} />} onClick={() => open("schedule", row)}>
                Schedule maintenance
              </Menu.Item>
            </>
          )}
        </>
      ),
    }),
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        {heading}
        <Group gap="xs">
          <ExportMenu
            what="assets"
            onExport={(f) => void runFile("export", () => exportAssets(f, table.params))}
            busy={busy === "export"}
          />
          {canWrite && (
            <>
              <Button
                variant="default"
                leftSection={<IconFileUpload size={16} />}
                onClick={() => setUploading(true)}
              >
                Bulk upload
              </Button>
              <Button leftSection={<IconPlus size={16} />} onClick={() => setDrawer({ mode: "create" })}>
                Add an asset
              </Button>
            </>
          )}
        </Group>
      </Group>
      <DataTable
        label="Assets"
        columns={columns}
        {...listTableProps(list)}
        getRowId={(row) => row.id}
        state={table}
        selection={{ selected, onChange: setSelected }}
        actions={
          <Button
            variant="light"
            leftSection={<IconPrinter size={16} />}
            disabled={selected.length === 0}
            loading={busy === "labels"}
            onClick={() => void runFile("labels", () => printLabels(selected.map(Number)))}
          >
            Print labels{selected.length ? ` (${selected.length})` : ""}
          </Button>
        }
        searchPlaceholder="Search names, tags and serial numbers"
        emptyMessage={
          hasSearchOrFilters(table) ? "No assets match these filters." : "No assets recorded yet."
        }
        minWidth={820}
        filters={
          <>
            <FilterSelect
              table={table}
              name="category"
              label="Category"
              placeholder="All categories"
              data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
              searchable
              maxWidth={190}
            />
            <FilterSelect
              table={table}
              name="status"
              label="Status"
              placeholder="Any status"
              data={STATUS_OPTIONS}
            />
            <FilterSelect
              table={table}
              name="condition"
              label="Condition"
              placeholder="Any condition"
              data={CONDITION_OPTIONS}
              maxWidth={160}
            />
            <ValueRange table={table} />
          </>
        }
      />
      {totals.isPending && !totals.data ? (
        <Skeleton h={20} w={260} />
      ) : (
        <Group gap="lg" aria-live="polite">
          <Text fz="sm">
            {totals.data?.count ?? 0} {totals.data?.count === 1 ? "asset" : "assets"} match the filters
          </Text>
          {totals.data?.by_currency.map((t) => (
            <Text key={t.currency} fz="sm">
              Current value:{" "}
              <Text span fw={700}>
                {moneyOrDash(t.total, t.currency)}
              </Text>
            </Text>
          ))}
        </Group>
      )}
      <AssetDrawer state={drawer} onClose={() => setDrawer(null)} />
      <ChangeStatusDialog asset={dialogAsset("status")} onClose={() => setDialog(null)} />
      <UpdateValueDialog asset={dialogAsset("value")} onClose={() => setDialog(null)} />
      <AssignDialog asset={dialogAsset("assign")} onClose={() => setDialog(null)} />
      <ScheduleDialog asset={dialogAsset("schedule")} onClose={() => setDialog(null)} />
      <SpreadsheetImportDialog
        opened={uploading}
        onClose={() => setUploading(false)}
        words={UPLOAD_WORDS}
        downloadTemplate={downloadAssetTemplate}
        send={(file, onProgress) => upload.mutateAsync({ file, onProgress })}
      />
    </Stack>
  );
}
