import type { AuditLog } from "@cm/contracts";
import { Anchor, Badge, Button, Stack, Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { type DataTableColumn, ListTable, useDataTableState } from "../../../components/data-table";
import { errorMessage } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/format-date";
import { notify } from "../../../lib/notify";
import { downloadAuditCsv, useAuditLogs, useChurchNames } from "../api/audit-api";
import { AuditDetail, roleLabel } from "./audit-detail";
import { AuditFilterBar } from "./audit-filter-bar";
import { type AuditFilters, auditQuery, hasFilters, humanize, NO_FILTERS } from "./audit-filters";

const ACTION_COLORS: Record<string, string> = { create: "teal", update: "blue", delete: "red" };

/** The audit log: who changed what and when, with filters, a detail view and a CSV export. */
export function AuditTable() {
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
    const toast = notify.loading("Preparing the CSV file…");
    try {
      await downloadAuditCsv({ search: params.search, ordering: params.ordering, ...filterQuery });
      notify.done(toast, "success", "The CSV file has been downloaded.");
    } catch (error) {
      notify.done(toast, "error", { title: "The export failed", message: errorMessage(error) });
    } finally {
      setExporting(false);
    }
  }

  const columns: DataTableColumn<AuditLog>[] = [
    {
      key: "created_at",
      header: "When",
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
      header: "Who",
      render: (log) =>
        log.username ? (
          <Stack gap={0}>
            <Text fz="sm">@{log.username}</Text>
            <Text fz="xs" c="dimmed">
              {roleLabel(log.role)}
            </Text>
          </Stack>
        ) : (
          <Text fz="sm" c="dimmed">
            Visitor
          </Text>
        ),
    },
    {
      key: "action",
      header: "Action",
      sortable: true,
      render: (log) => (
        <Badge color={ACTION_COLORS[log.action] ?? "grape"} variant="light" tt="none">
          {humanize(log.action)}
        </Badge>
      ),
    },
    {
      key: "resource",
      header: "Record",
      sortable: true,
      render: (log) => (
        <Text fz="sm">
          {humanize(log.resource)}
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
      header: "Church",
      render: (log) => (log.church === null ? "—" : (churchNames.get(log.church) ?? `Church #${log.church}`)),
    },
    {
      key: "details",
      header: "Details",
      align: "right",
      render: (log) => (
        <Button
          size="compact-sm"
          variant="subtle"
          onClick={() => setOpen(log)}
          aria-label={`View entry ${log.id}`}
        >
          View
        </Button>
      ),
    },
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
        label="Audit log"
        columns={columns}
        list={list}
        table={table}
        search="Search usernames, records and actions"
        empty={
          table.search || hasFilters(filters)
            ? "No entries match these filters."
            : "Nothing has been recorded yet."
        }
        minWidth={860}
        actions={
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={() => void exportCsv()}
            loading={exporting}
          >
            Export CSV
          </Button>
        }
      />
      <AuditDetail log={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
