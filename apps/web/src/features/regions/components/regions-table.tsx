import type { Region, RegionAnalytics } from "@cm/contracts";
import { Alert, Button, Drawer, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconChartBar, IconRefresh } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { DataTable, type DataTableColumn, useDataTableState } from "../../../components/data-table";
import { api, errorMessage } from "../../../lib/api-client";
import { listTableProps, useResourceList } from "../../../lib/resource-hooks";

const REGIONS_PATH = "/regions/";

function useRegionAnalytics(id: number | null) {
  return useQuery({
    queryKey: ["regions", "analytics", id],
    queryFn: ({ signal }) =>
      api.get<RegionAnalytics>(`${REGIONS_PATH}${id}/analytics/`, undefined, { signal }),
    enabled: id !== null,
  });
}

const FIGURES: { key: keyof Omit<RegionAnalytics, "region">; label: string }[] = [
  { key: "churches", label: "Churches" },
  { key: "active_churches", label: "Active churches" },
  { key: "branches", label: "Branches" },
  { key: "users", label: "Users" },
  { key: "seating_capacity", label: "Seating capacity" },
  { key: "occupancy", label: "Occupancy" },
];

function RegionAnalyticsView({ id }: { id: number }) {
  const analytics = useRegionAnalytics(id);
  if (analytics.isPending) {
    return (
      <SimpleGrid cols={2} role="status" aria-label="Loading the region's figures">
        {FIGURES.map((f) => (
          <Skeleton key={f.key} height={64} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (analytics.isError) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle size={18} />}
        title="Failed to load the figures"
      >
        <Text fz="sm" mb="sm">
          {errorMessage(analytics.error)}
        </Text>
        <Button
          size="xs"
          color="red"
          variant="white"
          leftSection={<IconRefresh size={14} />}
          onClick={() => void analytics.refetch()}
        >
          Try again
        </Button>
      </Alert>
    );
  }
  return (
    <SimpleGrid cols={2} spacing="sm" data-testid="region-analytics">
      {FIGURES.map((f) => (
        <Stack key={f.key} gap={0} p="sm" bg="gray.0" style={{ borderRadius: "var(--mantine-radius-md)" }}>
          <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
            {f.label}
          </Text>
          <Text fz="xl" fw={700}>
            {analytics.data[f.key].toLocaleString()}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** Regions (name, code) with each region's figures in a drawer. */
export function RegionsTable() {
  const table = useDataTableState({ ordering: "name" });
  const list = useResourceList<Region>(REGIONS_PATH, table.params);
  const [open, setOpen] = useState<Region | null>(null);

  const columns: DataTableColumn<Region>[] = [
    { key: "name", header: "Name", sortable: true },
    { key: "code", header: "Code", sortable: true },
    {
      key: "actions",
      header: "Figures",
      align: "right",
      render: (r) => (
        <Button
          size="compact-xs"
          variant="light"
          leftSection={<IconChartBar size={14} />}
          onClick={() => setOpen(r)}
          aria-label={`Analytics for ${r.name}`}
        >
          Analytics
        </Button>
      ),
    },
  ];

  return (
    <>
      <DataTable
        label="Regions"
        columns={columns}
        {...listTableProps(list)}
        getRowId={(r) => r.id}
        state={table}
        searchPlaceholder="Search by name or code"
        emptyMessage={table.search ? "No regions match this search." : "No regions yet."}
        minWidth={360}
      />
      <Drawer
        opened={open !== null}
        onClose={() => setOpen(null)}
        position="right"
        title={
          <Text fw={700} fz="lg">
            {open?.name}
          </Text>
        }
      >
        {open && <RegionAnalyticsView id={open.id} />}
      </Drawer>
    </>
  );
}
