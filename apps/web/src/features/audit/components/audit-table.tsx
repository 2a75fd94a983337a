import type { AuditLog } from "@cm/contracts";
import { Anchor, Badge, Button, Stack, Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { type DataTableColumn, ListTable, useDataTableState } from "../../../components/data-table";
import { buttonColumn } from "../../../components/shared-parts/button-column";
import { errorMessage } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/format-date";
import { notify } from "../../../lib/notify";
import { downloadAuditCsv, useAuditLogs, useChurchNames } from "../api/audit-api";
import { AuditDetail, roleLabel } from "./audit-detail";
import { AuditFilterBar } from "./audit-filter-bar";
import { type AuditFilters, auditQuery, hasFilters, NO_FILTERS, wordOf } from "./audit-filters";

const ACTION_COLORS: Record<string, string> = { create: "teal", update: "blue", delete: "red" };

/** The audit log: who changed what and when, with filters, a detail view and a CSV export. */
export function AuditTable() {
  const { t } = useTranslation("audit");
  const table = useDataTableState({ ordering: "-created_at" });
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const [open, setOpen] = useState<AuditLog | null>(null);
  const [exporting, setExporting] = useState(false);
  const filterQuery = auditQuery(filters);
  const params = { ...table.params, filters: filterQuery };
  const list = useAuditLogs(params);
  const churches = useChurchNames();
  const churchNames = useMemo(
    () => new Map((churches.data?.results ?? []).map((c) => [c.id, c.name])),
    [churches.data],
  );

  const rows = list.data?.results;
  function setFilter<K extends keyof AuditFilters>(key: K, value: AuditFilters[K]) {
    setFilters((f) => ({ ...f, [key]: value }));
    table.setPage(1);
  }

  async function exportCsv() {
    setExporting(true);
    const toast = notify.loading(t("Preparing the CSV file…"));
    try {
      await downloadAuditCsv({ search: params.search, ordering: params.ordering, ...filterQuery });
      notify.done(toast, "success", t("The CSV file has been downloaded."));
    } catch (error) {
      notify.done(toast, "error", { title: t("The export failed"), message: errorMessage(error) });
    } finally {
      setExporting(false);
    }
  }

  const columns: DataTableColumn<AuditLog>[] = [
    {
      key: "created_at",
      header: t("When"),
      sortable: true,
      render: (log) => (
        <Anchor
          component="button"
          type="button"
          fz="sm"
          style={{ whiteSpace: "nowrap" }}
          onClick={() => setOpen(log)}
        >
          {formatDateTime(log.created_at)}
        </Anchor>
      ),
    },
    {
      key: "username",
      header: t("Who"),
      render: (log) =>
        log.username ? (
          <Stack gap={0}>
            <Text fz="sm">@{log.username}</Text>
            <Text fz="xs" c="dimmed">
              {t(roleLabel(log.role))}
            </Text>
          </Stack>
        ) : (
          <Text fz="sm" c="dimmed">
            {t("Visitor")}
          </Text>
        ),
    },
    {
      key: "action",
      header: t("Action"),
      sortable: true,
      render: (log) => (
        <Badge color={ACTION_COLORS[log.action] ?? "grape"} variant="light" tt="none">
          {t(wordOf(log.action))}
        </Badge>
      ),
    },
    {
      key: "resource",
      header: t("Record"),
      sortable: true,
      render: (log) => (
        <Text fz="sm">
          {t(wordOf(log.resource))}
          {log.object_id && (
            <Text span c="dimmed" fz="sm">
              {` #${log.object_id}`}
            </Text>
          )}
        </Text>
      ),
    },
    {
      key: "church",
      header: t("Church"),
      render: (log) =>
        log.church === null
          ? "—"
          : (churchNames.get(log.church) ?? t("Church #{id}", { id: String(log.church) })),
    },
    buttonColumn<AuditLog>({
      key: "details",
      header: t("Details"),
      text: t("View"),
      label: (log) => t("View entry {id}", { id: String(log.id) }),
      onClick: setOpen,
      size: "compact-sm",
      variant: "subtle",
    }),
  ];

  return (
    <Stack gap="sm">
      <AuditFilterBar
        filters={filters}
        onChange={setFilter}
        onClear={() => {
          setFilters(NO_FILTERS);
          table.setPage(1);
        }}
        seenActions={(rows ?? []).map((r) => r.action)}
        seenResources={(rows ?? []).map((r) => r.resource)}
      />
      <ListTable
        label={t("Audit log")}
        columns={columns}
        list={list}
        table={table}
        search={t("Search usernames, records and actions")}
        empty={
          table.search || hasFilters(filters)
            ? t("No entries match these filters.")
            : t("Nothing has been recorded yet.")
        }
        minWidth={860}
        actions={
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={() => void exportCsv()}
            loading={exporting}
          >
            {t("Export CSV")}
          </Button>
        }
      />
      <AuditDetail log={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
