import type { Asset, AssetGlobal, Country, Page, Region } from "@cm/contracts";
import { countriesEndpoints, regionsEndpoints } from "@cm/contracts";
import { Anchor, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { BarChart } from "../../../components/charts/charts";
import {
  DataTable,
  type DataTableColumn,
  FilterSelect,
  useDataTableState,
} from "../../../components/data-table";
import { PlainTable } from "../../../components/plain-table";
import { TitledSection } from "../../../components/titled-section";
import { api } from "../../../lib/api-client";
import { clientOf } from "../../../lib/typed-client";
import { useGlobalAssets } from "../api/assets-api";
import { AssetsHeading, assetPath, Money, moneyOrDash, StatusBadge } from "./asset-parts";

const countriesClient = clientOf(countriesEndpoints);
const regionsClient = clientOf(regionsEndpoints);

const compact = new Intl.NumberFormat(undefined, { notation: "compact", maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });

function useChoices<T extends { id: number; name: string }>(path: string) {
  return useQuery({
    queryKey: ["assets-area", "choices", path],
    queryFn: ({ signal }) =>
      api.get<Page<T>>(path, { page_size: 100, ordering: "name" }, { signal }).then((p) => p.results),
    staleTime: 300_000,
  });
}

type Total = AssetGlobal["totals"][number];

/** One table of totals (by region, church or category), each row a count and a value per currency. */
function TotalsTable({
  label,
  rows,
  name,
}: {
  label: string;
  rows: (Total & Record<string, unknown>)[];
  name: string;
}) {
  return (
    <PlainTable
      label={`Totals by ${label.toLowerCase()}`}
      minWidth={320}
      rows={rows}
      rowKey={(r) => `${String(r[name])}-${r.currency}`}
      columns={[
        { header: label, render: (r) => String(r[name]) },
        { header: "Assets", align: "right", render: (r) => r.count },
        { header: "Current value", align: "right", render: (r) => moneyOrDash(r.total, r.currency) },
      ]}
    />
  );
}

/** Assets across the churches in the caller's reach: totals by region, church and category, and the list. */
export function GlobalAssetView() {
  const table = useDataTableState({});
  const region = table.filters.region ? Number(table.filters.region) : undefined;
  const country = table.filters.country ? Number(table.filters.country) : undefined;
  const view = useGlobalAssets({ region, country, search: table.search || undefined, page: table.page });
  const regions = useChoices<Region>(regionsClient.path);
  const countries = useChoices<Country>(countriesClient.path);
  const data = view.data;
  const currency = data?.totals[0]?.currency ?? "";
  const chartOf = (rows: (Total & Record<string, unknown>)[], name: string) =>
    rows
      .filter((r) => r.currency === currency)
      .map((r) => ({ name: String(r[name]), Value: Number(r.total) }));

  const columns: DataTableColumn<Asset>[] = [
    {
      key: "name",
      header: "Asset",
      render: (row) => (
        <Anchor component={Link} to={assetPath(row.id)} fz="sm" fw={600}>
          {row.name}
        </Anchor>
      ),
    },
    { key: "church_name", header: "Church" },
    { key: "category_name", header: "Category" },
    { key: "status", header: "Status", render: (row) => <StatusBadge status={row.status} /> },
    {
      key: "current_value",
      header: "Current value",
      align: "right",
      render: (row) => <Money amount={row.current_value} currency={row.currency} />,
    },
  ];

  return (
    <Stack gap="lg">
      <AssetsHeading title="Global Asset View">
        What the churches in your reach own, with their count and value by region, church and category.
      </AssetsHeading>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {(data?.totals ?? []).map((t) => (
          <Paper key={t.currency} withBorder radius="md" p="md">
            <Text fz="xs" c="dimmed" fw={600}>
              Total current value ({t.currency})
            </Text>
            <Text fz="xl" fw={700}>
              {moneyOrDash(t.total, t.currency)}
            </Text>
            <Text fz="sm" c="dimmed">
              {t.count} {t.count === 1 ? "asset" : "assets"}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      {data && data.totals.length > 0 && (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <TitledSection title="By region">
            <BarChart
              h={220}
              data={chartOf(data.by_region, "region_name")}
              dataKey="name"
              series={[{ name: "Value", color: "blue.6" }]}
              label={`Current value by region, in ${currency}`}
              format={(v) => whole.format(v)}
              tickFormat={(v) => compact.format(v)}
            />
            <TotalsTable label="Region" rows={data.by_region} name="region_name" />
          </TitledSection>
          <TitledSection title="By category">
            <BarChart
              h={220}
              data={chartOf(data.by_category, "category_name")}
              dataKey="name"
              series={[{ name: "Value", color: "teal.6" }]}
              label={`Current value by category, in ${currency}`}
              format={(v) => whole.format(v)}
              tickFormat={(v) => compact.format(v)}
            />
            <TotalsTable label="Category" rows={data.by_category} name="category_name" />
          </TitledSection>
          <TitledSection title="By church">
            <TotalsTable label="Church" rows={data.by_church} name="church_name" />
          </TitledSection>
        </SimpleGrid>
      )}
      <DataTable
        label="Assets of the churches in reach"
        columns={columns}
        rows={data?.results}
        total={data?.count ?? 0}
        loading={view.isPending}
        fetching={view.isFetching && view.isPlaceholderData}
        error={view.error}
        onRetry={() => void view.refetch()}
        getRowId={(row) => row.id}
        state={table}
        emptyMessage="No assets in these churches."
        searchPlaceholder="Search names, tags and serial numbers"
        minWidth={720}
        filters={
          <>
            <FilterSelect
              table={table}
              name="country"
              label="Country"
              placeholder="All countries"
              data={(countries.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            />
            <FilterSelect
              table={table}
              name="region"
              label="Region"
              placeholder="All regions"
              data={(regions.data ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
              searchable
            />
          </>
        }
      />
    </Stack>
  );
}
