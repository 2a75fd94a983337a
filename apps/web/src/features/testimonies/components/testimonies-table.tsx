import type { Church, Testimony } from "@cm/contracts";
import { churchesEndpoints } from "@cm/contracts";
import { Anchor, Badge, Button, Group, Stack, Text } from "@mantine/core";
import { IconPlus, IconStarFilled } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
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
import { statusChoices, TestimonyStatusBadge } from "./testimony-status";

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
  const { t } = useTranslation("testimonies");

  const columns: DataTableColumn<Testimony>[] = [
    {
      key: "title",
      header: t("Testimony"),
      sortable: true,
      render: (row) => (
        <Stack gap={2} maw={420}>
          <Anchor component={Link} to={`/admin/testimonies/${row.slug}`} fw={600} fz="sm">
            {row.title}
          </Anchor>
          <Text fz="xs" c="dimmed">
            {row.testifier_name}
            {showChurch ? ` · ${row.church_name}` : ""}
          </Text>
        </Stack>
      ),
    },
    { key: "type", header: t("Type"), render: (row) => row.type_name },
    {
      key: "status",
      header: t("Status"),
      sortable: true,
      render: (row) => (
        <Group gap={4}>
          <TestimonyStatusBadge status={row.status} />
          {row.is_public && row.status === "VERIFIED" && (
            <Badge variant="outline" color="teal">
              {t("Public")}
            </Badge>
          )}
          {row.featured && (
            <IconStarFilled size={14} aria-label={t("Featured")} color="var(--mantine-color-yellow-9)" />
          )}
        </Group>
      ),
    },
    {
      key: "created_at",
      header: t("Shared"),
      sortable: true,
      onPhone: false,
      render: (row) => formatDate(row.created_at),
    },
  ];

  return (
    <DataTable
      label={pendingOnly ? t("Testimonies waiting for verification") : t("Testimonies")}
      columns={columns}
      {...listTableProps(list)}
      getRowId={(t) => t.id}
      state={table}
      searchPlaceholder={t("Search titles, stories and names")}
      emptyMessage={
        pendingOnly
          ? t("No testimony is waiting for verification.")
          : hasSearchOrFilters(table)
            ? t("No testimonies match these filters.")
            : t("No testimonies yet.")
      }
      minWidth={720}
      filters={
        <>
          {!pendingOnly && (
            <FilterSelect
              table={table}
              name="status"
              label={t("Status")}
              placeholder={t("Any status")}
              data={statusChoices()}
            />
          )}
          <FilterSelect
            table={table}
            name="type"
            label={t("Type")}
            placeholder={t("Any type")}
            data={(types.data?.results ?? []).map((type) => ({ value: String(type.id), label: type.name }))}
          />
          {showChurch && (
            <FilterSelect
              table={table}
              name="church"
              label={t("Church")}
              placeholder={t("Any church")}
              searchable
              maxWidth={220}
              data={(churches.data?.results ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            />
          )}
        </>
      }
      actions={
        <Button component={Link} to="/admin/testimonies/new" leftSection={<IconPlus size={16} />}>
          {t("New testimony")}
        </Button>
      }
    />
  );
}
