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
import { type ReactNode, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  type DataTableColumn,
  ListTable,
  type RowId,
  referenceFilter,
  titleColumn,
  useDataTableState,
  useFileTask,
} from "../../../components/data-table";
import { lazyDrawer } from "../../../components/record-drawer";
import { useRecordDrawer } from "../../../components/shared-parts/use-record-drawer";
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
import {
  assetPath,
  codeLabel,
  conditionOptions,
  Money,
  moneyOrDash,
  StatusBadge,
  statusOptions,
} from "./asset-parts";
import { ChangeStatusDialog, UpdateValueDialog } from "./asset-status-dialogs";
import { AssignDialog } from "./assignment-dialogs";
import { ScheduleDialog } from "./maintenance-dialogs";

// The form loads when the drawer first opens, not with the page.
const AssetDrawer = lazyDrawer(() => import("./asset-form").then((module) => module.AssetDrawer));

type Dialog = { kind: "status" | "value" | "assign" | "schedule"; asset: Asset } | null;

/** A lower and upper bound of the current value, applied when the box is left. */
function ValueRange({ table }: { table: ReturnType<typeof useDataTableState> }) {
  const { t } = useTranslation("assets");
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
      {bound("current_value__gte", t("Value from"))}
      {bound("current_value__lte", t("Value up to"))}
    </>
  );
}

/** The register: search, filters, totals, add and edit, status and value, export, bulk upload, labels. */
export function AssetsTable({ canWrite, heading }: { canWrite: boolean; heading: ReactNode }) {
  const { t } = useTranslation("assets");
  const uploadWords = useMemo<ImportWords>(
    () => ({
      title: t("Bulk upload assets"),
      intro: t(
        "Fill in the template, one asset per row, and choose the file here. A category is found by its name. Every row is checked first: if any row has a problem no asset is added, and you see which rows to correct.",
      ),
      submit: t("Upload"),
      done: (n) =>
        t("{count, plural, one {{n} asset added.} other {{n} assets added.}}", { count: n, n: String(n) }),
      outcome: (n) => (n > 0 ? t("{count} assets added", { count: String(n) }) : t("No assets were added")),
    }),
    [t],
  );
  const table = useDataTableState({ ordering: "name" });
  const list = useAssetList(table.params);
  const totals = useAssetTotals(table.params);
  const categories = useAssetCategories();
  const upload = useBulkUpload();
  const drawer = useRecordDrawer<Asset>();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [uploading, setUploading] = useState(false);
  const [selected, setSelected] = useState<RowId[]>([]);
  const files = useFileTask();

  const open = (kind: NonNullable<Dialog>["kind"], asset: Asset) => setDialog({ kind, asset });
  const dialogAsset = (kind: NonNullable<Dialog>["kind"]) => (dialog?.kind === kind ? dialog.asset : null);

  const columns: DataTableColumn<Asset>[] = [
    titleColumn({
      key: "name",
      header: t("Asset"),
      sortable: true,
      title: (row) => row.name,
      detail: (row) => `${row.asset_tag} · ${row.category_name}`,
      to: (row) => assetPath(row.id),
    }),
    { key: "location", header: t("Location") },
    {
      key: "condition",
      header: t("Condition"),
      render: (row) => codeLabel(row.condition),
    },
    {
      key: "status",
      header: t("Status"),
      sortable: true,
      render: (row) => <StatusBadge status={row.status} />,
    },
    {
      key: "current_value",
      header: t("Current value"),
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
        label={t("Assets")}
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
                preparing: t("Preparing the labels…"),
                failed: t("The file was not made"),
              })
            }
          >
            {selected.length
              ? t("Print labels ({count})", { count: String(selected.length) })
              : t("Print labels")}
          </Button>
        }
        search={t("Search names, tags and serial numbers")}
        empty={{ none: t("No assets recorded yet."), filtered: t("No assets match these filters.") }}
        minWidth={820}
        filters={[
          referenceFilter("category", t("Category"), t("All categories"), categories.data),
          { name: "status", label: t("Status"), placeholder: t("Any status"), data: statusOptions() },
          {
            name: "condition",
            label: t("Condition"),
            placeholder: t("Any condition"),
            data: conditionOptions(),
            maxWidth: 160,
          },
        ]}
        moreFilters={<ValueRange table={table} />}
        rowActions={{
          label: (row) => t("Actions for {name}", { name: row.name }),
          actions: [
            { label: t("Open"), icon: <IconEye size={16} />, link: (row) => assetPath(row.id) },
            {
              label: t("Edit"),
              icon: <IconPencil size={16} />,
              when: writable,
              onClick: drawer.edit,
            },
            {
              label: t("Change status"),
              icon: <IconArrowsExchange size={16} />,
              when: writable,
              onClick: (row) => open("status", row),
            },
            {
              label: t("Update value"),
              icon: <IconCash size={16} />,
              when: writable,
              onClick: (row) => open("value", row),
            },
            {
              label: t("Assign"),
              icon: <IconUserShare size={16} />,
              when: (row) => writable(row) && row.status === "ACTIVE",
              onClick: (row) => open("assign", row),
            },
            {
              label: t("Schedule maintenance"),
              icon: <IconTool size={16} />,
              when: writable,
              onClick: (row) => open("schedule", row),
            },
          ],
        }}
        exportAs={{
          what: t("assets"),
          failed: t("The file was not made"),
          run: (f) => exportAssets(f, table.params),
        }}
        moreButtons={
          canWrite && (
            <Button
              variant="default"
              leftSection={<IconFileUpload size={16} />}
              onClick={() => setUploading(true)}
            >
              {t("Bulk upload")}
            </Button>
          )
        }
        create={drawer.addButton(t("Add an asset"), canWrite)}
      />
      {totals.isPending && !totals.data ? (
        <Skeleton h={20} w={260} />
      ) : (
        <Group gap="lg" aria-live="polite">
          <Text fz="sm">
            {t("{count, plural, one {{n} asset match the filters} other {{n} assets match the filters}}", {
              count: totals.data?.count ?? 0,
              n: String(totals.data?.count ?? 0),
            })}
          </Text>
          {totals.data?.by_currency.map((total) => (
            <Text key={total.currency} fz="sm">
              {t("Current value:")}{" "}
              <Text span fw={700}>
                {moneyOrDash(total.total, total.currency)}
              </Text>
            </Text>
          ))}
        </Group>
      )}
      <AssetDrawer state={drawer.state} onClose={drawer.close} />
      <ChangeStatusDialog asset={dialogAsset("status")} onClose={() => setDialog(null)} />
      <UpdateValueDialog asset={dialogAsset("value")} onClose={() => setDialog(null)} />
      <AssignDialog asset={dialogAsset("assign")} onClose={() => setDialog(null)} />
      <ScheduleDialog asset={dialogAsset("schedule")} onClose={() => setDialog(null)} />
      <SpreadsheetImportDialog
        opened={uploading}
        onClose={() => setUploading(false)}
        words={uploadWords}
        downloadTemplate={downloadAssetTemplate}
        send={(file, onProgress) => upload.mutateAsync({ file, onProgress })}
      />
    </Stack>
  );
}
