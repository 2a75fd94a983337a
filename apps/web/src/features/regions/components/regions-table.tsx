import type { CurrencyTotals, Region, RegionAnalytics } from "@cm/contracts";
import { formatMoney, msg, regionsEndpoints } from "@cm/contracts";
import { Drawer, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { IconChartBar } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type DataTableColumn, ListTable, useDataTableState } from "../../../components/data-table";
import { FigureCard } from "../../../components/figure-card";
import { buttonColumn } from "../../../components/shared-parts/button-column";
import { QueryRetryAlert } from "../../../components/shared-parts/query-retry-alert";
import { formatDate } from "../../../lib/format-date";
import { formatCount, SUBSCRIPTION_STATUS_WORDS } from "../../../lib/labels";
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
  { key: "churches", label: msg("Churches") },
  { key: "active_churches", label: msg("Active churches") },
  { key: "branches", label: msg("Branches") },
  { key: "users", label: msg("Users") },
  { key: "seating_capacity", label: msg("Seating capacity") },
  { key: "occupancy", label: msg("Occupancy") },
  { key: "members", label: msg("Members") },
  { key: "active_members", label: msg("Active members") },
];
const ATTENDANCE_FIGURES: Figure[] = [
  { key: "events_held", label: msg("Events held") },
  { key: "event_attendance", label: msg("Members present at events") },
  { key: "event_visitors", label: msg("Visitors at events") },
  { key: "sunday_school_sessions", label: msg("Sunday-school sessions") },
  { key: "sunday_school_present", label: msg("Present at Sunday school") },
  { key: "sunday_school_visitors", label: msg("Sunday-school visitors") },
];
function FigureSection({ title, figures }: { title: string; figures: { label: string; value: number }[] }) {
  const { t } = useTranslation("regions");
  return (
    <Stack gap="xs">
      <Text fw={700}>{title}</Text>
      <SimpleGrid cols={2} spacing="sm">
        {figures.map((f) => (
          <FigureCard key={f.label} frame="tint" label={t(f.label)} value={formatCount(f.value)} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function IncomeTile({ label, totals }: { label: string; totals: CurrencyTotals }) {
  const { t } = useTranslation("regions");
  return (
    <FigureCard
      frame="tint"
      label={label}
      value={
        totals.length === 0 ? (
          <Text inherit c="dimmed">
            {t("None recorded")}
          </Text>
        ) : (
          totals.map((total) => <div key={total.currency}>{formatMoney(total.total, total.currency)}</div>)
        )
      }
    />
  );
}

function IncomeSection({ data }: { data: RegionAnalytics }) {
  const { t } = useTranslation("regions");
  return (
    <Stack gap="xs">
      <Text fw={700}>{t("Income")}</Text>
      <SimpleGrid cols={2} spacing="sm">
        <IncomeTile label={t("Last 30 days")} totals={data.income_last_30_days} />
        <IncomeTile
          label={t("This year ({year})", { year: data.income_year_start.slice(0, 4) })}
          totals={data.income_this_year}
        />
      </SimpleGrid>
    </Stack>
  );
}

function RegionAnalyticsView({ id }: { id: number }) {
  const { t } = useTranslation("regions");
  const analytics = useRegionAnalytics(id);
  if (analytics.isPending) {
    return (
      <SimpleGrid cols={2} role="status" aria-label={t("Loading the region''s figures")}>
        {CHURCH_FIGURES.map((f) => (
          <Skeleton key={f.key} height={64} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (analytics.isError) {
    return <QueryRetryAlert title={t("Failed to load the figures")} query={analytics} />;
  }
  const data = analytics.data;
  const values = (figures: Figure[]) => figures.map((f) => ({ label: f.label, value: data[f.key] }));
  return (
    <Stack gap="lg" data-testid="region-analytics">
      <FigureSection title={t("Churches and people")} figures={values(CHURCH_FIGURES)} />
      <FigureSection
        title={t("Attendance since {date}", { date: formatDate(data.attendance_since) })}
        figures={values(ATTENDANCE_FIGURES)}
      />
      <FigureSection
        title={t("Churches by subscription")}
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
  const { t } = useTranslation("regions");
  const table = useDataTableState({ ordering: "name" });
  const list = useResourceList<Region>(regionsClient.path, table.params);
  const [open, setOpen] = useState<Region | null>(null);

  const columns: DataTableColumn<Region>[] = [
    { key: "name", header: t("Name"), sortable: true },
    { key: "code", header: t("Code"), sortable: true },
    buttonColumn<Region>({
      header: t("Figures"),
      text: t("Analytics"),
      label: (r) => t("Analytics for {region}", { region: r.name }),
      onClick: setOpen,
      icon: <IconChartBar size={14} />,
    }),
  ];

  return (
    <>
      <ListTable
        label={t("Regions")}
        columns={columns}
        list={list}
        table={table}
        search={t("Search by name or code")}
        empty={table.search ? t("No regions match this search.") : t("No regions yet.")}
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
