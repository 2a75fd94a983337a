import type { Church, Testimony } from "@cm/contracts";
import { churchesEndpoints } from "@cm/contracts";
import { Anchor, Badge, Button, Group, Stack, Text } from "@mantine/core";
import { IconPlus, IconStarFilled } from "@tabler/icons-react";
import { Link } from "react-router";
import {
  DataTable,
  type DataTableColumn,
  FilterSelect,
  hasSearchOrFilters,
  useDataTableState,
} from "../../../components/data-table";
import { formatDate } from "../../../lib/format-date";
import { listTableProps, useResourceList } from "../../../lib/resource-hooks";
import { clientOf } from "../../../lib/typed-client";
import { useTestimonyList, useTypeList } from "../api/testimonies-api";
import { STATUS_CHOICES, TestimonyStatusBadge } from "./testimony-status";

const churchesClient = clientOf(churchesEndpoints);

/**
 * The testimonies in the caller's reach with status, type and church filters; `pendingOnly` is the
 * verification queue (oldest first).
 */
export function TestimoniesTable({
  pendingOnly = false,
  showChurch,
}: {
  pendingOnly?: boolean;
  showChurch: boolean;
}) {
  const table = useDataTableState({
    ordering: pendingOnly ? "created_at" : "-created_at",
    filters: pendingOnly ? { status: "PENDING" } : {},
  });
  const list = useTestimonyList(table.params);
  const types = useTypeList({ page_size: 100 });
  const churches = useResourceList<Church>(churchesClient.path, { page_size: 100 }, { enabled: showChurch });

  const columns: DataTableColumn<Testimony>[] = [
    {
      key: "title",
      header: "Testimony",
      sortable: true,
      render: (t) => (
        <Stack gap={2} maw={420}>
          <Anchor component={Link} to={`/admin/testimonies/${t.slug}`} fw={600} fz="sm">
            {t.title}
          </Anchor>
          <Text fz="xs" c="dimmed">
            {t.testifier_name}
            {showChurch ? ` · ${t.church_name}` : ""}
          </Text>
        </Stack>
      ),
    },
    { key: "type", header: "Type", render: (t) => t.type_name },
    {
      key: "status",
      header: "Status",
      sortable: true,
      render: (t) => (
        <Group gap={4} wrap="nowrap">
          <TestimonyStatusBadge status={t.status} />
          {t.is_public && t.status === "VERIFIED" && (
            <Badge variant="outline" color="teal">
              Public
            </Badge>
          )}
          {t.featured && (
            <IconStarFilled size={14} aria-label="Featured" color="var(--mantine-color-yellow-9)" />
          )}
        </Group>
      ),
    },
    {
      key: "created_at",
      header: "Shared",
      sortable: true,
      onPhone: false,
      render: (t) => formatDate(t.created_at),
    },
  ];

  return (
    <DataTable
      label={pendingOnly ? "Testimonies waiting for verification" : "Testimonies"}
      columns={columns}
      {...listTableProps(list)}
      getRowId={(t) => t.id}
      state={table}
      searchPlaceholder="Search titles, stories and names"
      emptyMessage={
        pendingOnly
          ? "No testimony is waiting for verification."
          : hasSearchOrFilters(table)
            ? "No testimonies match these filters."
            : "No testimonies yet."
      }
      minWidth={720}
      filters={
        <>
          {!pendingOnly && (
            <FilterSelect
              table={table}
              name="status"
              label="Status"
              placeholder="Any status"
              data={STATUS_CHOICES}
            />
          )}
          <FilterSelect
            table={table}
            name="type"
            label="Type"
            placeholder="Any type"
            data={(types.data?.results ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
          />
          {showChurch && (
            <FilterSelect
              table={table}
              name="church"
              label="Church"
              placeholder="Any church"
              searchable
              maxWidth={220}
              data={(churches.data?.results ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            />
          )}
        </>
      }
      actions={
        <Button component={Link} to="/admin/testimonies/new" leftSection={<IconPlus size={16} />}>
          New testimony
        </Button>
      }
    />
  );
}
