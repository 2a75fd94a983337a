import type { Asset } from "@cm/contracts";
import { Button, Group, Skeleton, Stack, Text, TextInput } from "@mantine/core";
import {
  IconArrowsExchange,
  IconCash,
  IconEye,
  IconFileUpload,
  IconPencil,
  IconPrinter,
  IconTool,
  IconUserShare,
} from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import {
  type DataTableColumn,
  ListTable,
  type RowId,
  referenceFilter,
  titleColumn,
  useDataTableState,
  useFileTask,
} from "../../../components/data-table";
import { lazyDrawer, type RecordDrawerState } from "../../../components/record-drawer";
import { type ImportWords, SpreadsheetImportDialog } from "../../../components/spreadsheet-import-dialog";
import {
  downloadAssetTemplate,
  exportAssets,
  printLabels,
  useAssetCategories,
  useAssetList,
  useAssetTotals,
  useBulkUpload,
} from "../api/assets-api";
import { assetPath, CONDITION_OPTIONS, Money, moneyOrDash, STATUS_OPTIONS, StatusBadge } from "./asset-parts";
import { ChangeStatusDialog, UpdateValueDialog } from "./asset-status-dialogs";
import { AssignDialog } from "./assignment-dialogs";
import { ScheduleDialog } from "./maintenance-dialogs";

// The form loads when the drawer first opens, not with the page.
const AssetDrawer = lazyDrawer(() => import("./asset-form").then((module) => module.AssetDrawer));

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
  const [drawer, setDrawer] = useState<RecordDrawerState<Asset>>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [uploading, setUploading] = useState(false);
  const [selected, setSelected] = useState<RowId[]>([]);
  const files = useFileTask();

  const open = (kind: NonNullable<Dialog>["kind"], asset: Asset) => setDialog({ kind, asset });
  const dialogAsset = (kind: NonNullable<Dialog>["kind"]) => (dialog?.kind === kind ? dialog.asset : null);

  const columns: DataTableColumn<Asset>[] = [
    titleColumn({
      key: "name",
      header: "Asset",
      sortable: true,
      title: (row) => row.name,
      detail: (row) => `${row.asset_tag} · ${row.category_name}`,
      to: (row) => assetPath(row.id),
    }),
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
  ];

  const writable = (row: Asset) => canWrite && row.status !== "DISPOSED";
  return (
    <Stack gap="lg">
      <ListTable
        heading={heading}
        label="Assets"
        columns={columns}
        table={table}
        list={list}
        selection={{ selected, onChange: setSelected }}
        actions={
          <Button
            variant="light"
            leftSection={<IconPrinter size={16} />}
            disabled={selected.length === 0}
            loading={files.busy === "labels"}
            onClick={() =>
              void files.run("labels", () => printLabels(selected.map(Number)), {
                preparing: "Preparing the labels…",
                failed: "The file was not made",
              })
            }
          >
            Print labels{selected.length ? ` (${selected.length})` : ""}
          </Button>
        }
        search="Search names, tags and serial numbers"
        empty={{ none: "No assets recorded yet.", filtered: "No assets match these filters." }}
        minWidth={820}
        filters={[
          referenceFilter("category", "Category", "All categories", categories.data),
          { name: "status", label: "Status", placeholder: "Any status", data: STATUS_OPTIONS },
          {
            name: "condition",
            label: "Condition",
            placeholder: "Any condition",
            data: CONDITION_OPTIONS,
            maxWidth: 160,
          },
        ]}
        moreFilters={<ValueRange table={table} />}
        rowActions={{
          label: (row) => `Actions for ${row.name}`,
          actions: [
            { label: "Open", icon: <IconEye size={16} />, link: (row) => assetPath(row.id) },
            {
              label: "Edit",
              icon: <IconPencil size={16} />,
              when: writable,
              onClick: (row) => setDrawer({ mode: "edit", record: row }),
            },
            {
              label: "Change status",
              icon: <IconArrowsExchange size={16} />,
              when: writable,
              onClick: (row) => open("status", row),
            },
            {
              label: "Update value",
              icon: <IconCash size={16} />,
              when: writable,
              onClick: (row) => open("value", row),
            },
            {
              label: "Assign",
              icon: <IconUserShare size={16} />,
              when: (row) => writable(row) && row.status === "ACTIVE",
              onClick: (row) => open("assign", row),
            },
            {
              label: "Schedule maintenance",
              icon: <IconTool size={16} />,
              when: writable,
              onClick: (row) => open("schedule", row),
            },
          ],
        }}
        exportAs={{
          what: "assets",
          failed: "The file was not made",
          run: (f) => exportAssets(f, table.params),
        }}
        moreButtons={
          canWrite && (
            <Button
              variant="default"
              leftSection={<IconFileUpload size={16} />}
              onClick={() => setUploading(true)}
            >
              Bulk upload
            </Button>
          )
        }
        create={
          canWrite ? { label: "Add an asset", onClick: () => setDrawer({ mode: "create" }) } : undefined
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
