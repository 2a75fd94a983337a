import type { CurrencyTotals, Region, RegionAnalytics } from "@cm/contracts";
import { formatMoney, regionsEndpoints } from "@cm/contracts";
import { Button, Drawer, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { IconChartBar } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { type DataTableColumn, ListTable, useDataTableState } from "../../../components/data-table";
import { FigureCard } from "../../../components/figure-card";
import { RetryAlert } from "../../../components/retry-alert";
import { formatDate } from "../../../lib/format-date";
import { SUBSCRIPTION_STATUS_WORDS } from "../../../lib/labels";
import { useResourceList } from "../../../lib/resource-hooks";
import { clientOf } from "../../../lib/typed-client";

const regionsClient = clientOf(regionsEndpoints);

function useRegionAnalytics(id: number | null) {
  return useQuery({
    queryKey: ["regions", "analytics", id],
    queryFn: ({ signal }) => regionsClient.run("analytics", { id: String(id), signal }),
    enabled: id !== null,
  });
}

type Count = {
  [K in keyof RegionAnalytics]: RegionAnalytics[K] extends number ? K : never;
}[keyof RegionAnalytics];
type Figure = { key: Count; label: string };

const CHURCH_FIGURES: Figure[] = [
  { key: "churches", label: "Churches" },
  { key: "active_churches", label: "Active churches" },
  { key: "branches", label: "Branches" },
  { key: "users", label: "Users" },
  { key: "seating_capacity", label: "Seating capacity" },
  { key: "occupancy", label: "Occupancy" },
  { key: "members", label: "Members" },
  { key: "active_members", label: "Active members" },
];
const ATTENDANCE_FIGURES: Figure[] = [
  { key: "events_held", label: "Events held" },
  { key: "event_attendance", label: "Members present at events" },
  { key: "event_visitors", label: "Visitors at events" },
  { key: "sunday_school_sessions", label: "Sunday-school sessions" },
  { key: "sunday_school_present", label: "Present at Sunday school" },
  { key: "sunday_school_visitors", label: "Sunday-school visitors" },
];
function FigureSection({ title, figures }: { title: string; figures: { label: string; value: number }[] }) {
  return (
    <Stack gap="xs">
      <Text fw={700}>{title}</Text>
      <SimpleGrid cols={2} spacing="sm">
        {figures.map((f) => (
          <FigureCard key={f.label} frame="tint" label={f.label} value={f.value.toLocaleString()} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function IncomeTile({ label, totals }: { label: string; totals: CurrencyTotals }) {
  return (
    <FigureCard
      frame="tint"
      label={label}
      value={
        totals.length === 0 ? (
          <Text inherit c="dimmed">
            None recorded
          </Text>
        ) : (
          totals.map((t) => <div key={t.currency}>{formatMoney(t.total, t.currency)}</div>)
        )
      }
    />
  );
}

function IncomeSection({ data }: { data: RegionAnalytics }) {
  return (
    <Stack gap="xs">
      <Text fw={700}>Income</Text>
      <SimpleGrid cols={2} spacing="sm">
        <IncomeTile label="Last 30 days" totals={data.income_last_30_days} />
        <IncomeTile
          label={`This year (${data.income_year_start.slice(0, 4)})`}
          totals={data.income_this_year}
        />
      </SimpleGrid>
    </Stack>
  );
}

function RegionAnalyticsView({ id }: { id: number }) {
  const analytics = useRegionAnalytics(id);
  if (analytics.isPending) {
    return (
      <SimpleGrid cols={2} role="status" aria-label="Loading the region's figures">
        {CHURCH_FIGURES.map((f) => (
          <Skeleton key={f.key} height={64} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (analytics.isError) {
    return (
      <RetryAlert
        title="Failed to load the figures"
        error={analytics.error}
        onRetry={() => void analytics.refetch()}
      />
    );
  }
  const data = analytics.data;
  const values = (figures: Figure[]) => figures.map((f) => ({ label: f.label, value: data[f.key] }));
  return (
    <Stack gap="lg" data-testid="region-analytics">
      <FigureSection title="Churches and people" figures={values(CHURCH_FIGURES)} />
      <FigureSection
        title={`Attendance since ${formatDate(data.attendance_since)}`}
        figures={values(ATTENDANCE_FIGURES)}
      />
      <FigureSection
        title="Churches by subscription"
        figures={Object.entries(SUBSCRIPTION_STATUS_WORDS).map(([status, label]) => ({
          label,
          value: data.churches_by_subscription[status as keyof typeof SUBSCRIPTION_STATUS_WORDS],
        }))}
      />
      <IncomeSection data={data} />
    </Stack>
  );
}

/** Regions (name, code) with each region's figures in a drawer, income included. */
export function RegionsTable() {
  const table = useDataTableState({ ordering: "name" });
  const list = useResourceList<Region>(regionsClient.path, table.params);
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
      <ListTable
        label="Regions"
        columns={columns}
        list={list}
        table={table}
        search="Search by name or code"
        empty={table.search ? "No regions match this search." : "No regions yet."}
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
