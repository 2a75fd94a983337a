import type { Asset, AssetGlobal, Country, Page, Region } from "@cm/contracts";
import { countriesEndpoints, regionsEndpoints } from "@cm/contracts";
import { Anchor, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BarChart, compactNumber, plainNumber } from "../../../components/charts/charts";
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

function useChoices<T extends { id: number; name: string }>(path: string) {
  return useQuery({
    queryKey: ["assets-area", "choices", path],
    queryFn: ({ signal }) =>
      api.get<Page<T>>(path, { page_size: 100, ordering: "name" }, { signal }).then((p) => p.results),
    staleTime: 300_000,
  });
}

type Total = AssetGlobal["totals"][number];

/** The current value of each group (region or category) as bars, in the first total's currency. */
function ValueChart({
  data,
  color,
  label,
}: {
  data: { name: string; Value: number }[];
  color: string;
  label: string;
}) {
  const { t } = useTranslation("assets");
  return (
    <BarChart
      h={220}
      data={data}
      dataKey="name"
      series={[{ name: "Value", label: t("Value"), color }]}
      label={label}
      format={(v) => plainNumber(v, 0)}
      tickFormat={compactNumber}
    />
  );
}

/** One table of totals (by region, church or category), each row a count and a value per currency. */
function TotalsTable({
  label,
  caption,
  rows,
  name,
}: {
  label: string;
  caption: string;
  rows: (Total & Record<string, unknown>)[];
  name: string;
}) {
  const { t } = useTranslation("assets");
  return (
    <PlainTable
      label={caption}
      minWidth={320}
      rows={rows}
      rowKey={(r) => `${String(r[name])}-${r.currency}`}
      columns={[
        { header: label, render: (r) => String(r[name]) },
        { header: t("Assets"), align: "right", render: (r) => r.count },
        { header: t("Current value"), align: "right", render: (r) => moneyOrDash(r.total, r.currency) },
      ]}
    />
  );
}

/** Assets across the churches in the caller's reach: totals by region, church and category, and the list. */
export function GlobalAssetView() {
  const { t } = useTranslation("assets");
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
      header: t("Asset"),
      render: (row) => (
        <Anchor component={Link} to={assetPath(row.id)} fz="sm" fw={600}>
          {row.name}
        </Anchor>
      ),
    },
    { key: "church_name", header: t("Church") },
    { key: "category_name", header: t("Category") },
    { key: "status", header: t("Status"), render: (row) => <StatusBadge status={row.status} /> },
    {
      key: "current_value",
      header: t("Current value"),
      align: "right",
      render: (row) => <Money amount={row.current_value} currency={row.currency} />,
    },
  ];

  return (
    <Stack gap="lg">
      <AssetsHeading title={t("Global Asset View")}>
        {t("What the churches in your reach own, with their count and value by region, church and category.")}
      </AssetsHeading>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {(data?.totals ?? []).map((total) => (
          <Paper key={total.currency} withBorder radius="md" p="md">
            <Text fz="xs" c="dimmed" fw={600}>
              {t("Total current value ({currency})", { currency: total.currency })}
            </Text>
            <Text fz="xl" fw={700}>
              {moneyOrDash(total.total, total.currency)}
            </Text>
            <Text fz="sm" c="dimmed">
              {t("{count, plural, one {{n} asset} other {{n} assets}}", {
                count: total.count,
                n: String(total.count),
              })}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      {data && data.totals.length > 0 && (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <TitledSection title={t("By region")}>
            <ValueChart
              data={chartOf(data.by_region, "region_name")}
              color="blue.6"
              label={t("Current value by region, in {currency}", { currency })}
            />
            <TotalsTable
              label={t("Region")}
              caption={t("Totals by region")}
              rows={data.by_region}
              name="region_name"
            />
          </TitledSection>
          <TitledSection title={t("By category")}>
            <ValueChart
              data={chartOf(data.by_category, "category_name")}
              color="teal.6"
              label={t("Current value by category, in {currency}", { currency })}
            />
            <TotalsTable
              label={t("Category")}
              caption={t("Totals by category")}
              rows={data.by_category}
              name="category_name"
            />
          </TitledSection>
          <TitledSection title={t("By church")}>
            <TotalsTable
              label={t("Church")}
              caption={t("Totals by church")}
              rows={data.by_church}
              name="church_name"
            />
          </TitledSection>
        </SimpleGrid>
      )}
      <DataTable
        label={t("Assets of the churches in reach")}
        columns={columns}
        rows={data?.results}
        total={data?.count ?? 0}
        loading={view.isPending}
        fetching={view.isFetching && view.isPlaceholderData}
        error={view.error}
        onRetry={() => void view.refetch()}
        getRowId={(row) => row.id}
        state={table}
        emptyMessage={t("No assets in these churches.")}
        searchPlaceholder={t("Search names, tags and serial numbers")}
        minWidth={720}
        filters={
          <>
            <FilterSelect
              table={table}
              name="country"
              label={t("Country")}
              placeholder={t("All countries")}
              data={(countries.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            />
            <FilterSelect
              table={table}
              name="region"
              label={t("Region")}
              placeholder={t("All regions")}
              data={(regions.data ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
              searchable
            />
          </>
        }
      />
    </Stack>
  );
}
