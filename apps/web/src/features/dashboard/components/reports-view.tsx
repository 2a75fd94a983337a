import type {
  HierarchyReport,
  HierarchyReportKind,
  Page,
  Region,
  ReportGrouping,
  ReportScope,
} from "@cm/contracts";
import { churchesEndpoints, regionsEndpoints } from "@cm/contracts";
import { GROUPING_LABELS } from "@cm/contracts/rules";
import { Alert, Anchor, Paper, Select, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { BarChart } from "../../../components/charts/charts";
import classes from "../../../components/printable-report.module.css";
import { ReportDownloads } from "../../../components/report-downloads";
import { ApiError, api, errorMessage } from "../../../lib/api-client";
import { formatDate, formatDateTime } from "../../../lib/format-date";
import { notify } from "../../../lib/notify";
import { clientOf } from "../../../lib/typed-client";
import {
  downloadHierarchyReport,
  type PeriodChoice,
  periodReady,
  type ReportChoice,
  useHierarchyReport,
  useReportCatalogue,
} from "../api/dashboard-api";
import { PeriodPicker } from "./period-picker";
import { ReportTable } from "./report-table";

const churchesClient = clientOf(churchesEndpoints);
const regionsClient = clientOf(regionsEndpoints);

const SCOPE_LABELS: Record<ReportScope, string> = {
  church: "One church",
  region: "A region",
  national: "Every church (national)",
};
const FORMATS = [
  { format: "xlsx", label: "Excel" },
  { format: "csv", label: "CSV" },
  { format: "pdf", label: "PDF" },
] as const;
const COLOURS = ["blue.6", "teal.6", "grape.6"];
const PLAN_CODES = ["subscription_required", "feature_not_available"];

function useChoices<T>(path: string, enabled: boolean) {
  return useQuery({
    queryKey: [path, "choices"],
    queryFn: ({ signal }) => api.get<Page<T>>(path, { page_size: 100, ordering: "name" }, { signal }),
    enabled,
    staleTime: 300_000,
  });
}

function ReportChart({ report }: { report: HierarchyReport }) {
  if (report.chart.points.length === 0) return null;
  return (
    <BarChart
      h={240}
      label={`${report.title}: chart`}
      dataKey="label"
      data={report.chart.points}
      series={report.chart.series.map((s, i) => ({
        name: s.key,
        label: s.label,
        color: COLOURS[i] ?? "gray.6",
      }))}
      withLegend={report.chart.series.length > 1}
    />
  );
}

/**
 * Reports across the hierarchy: choose one, whose churches (within reach), the period and the
 * grouping; see its chart and table; download it as Excel, CSV or PDF, or print it.
 */
export function HierarchyReportsView({
  ownChurch,
  nationalRegions,
}: {
  ownChurch: number | null;
  nationalRegions: boolean;
}) {
  const catalogue = useReportCatalogue();
  const [kind, setKind] = useState<HierarchyReportKind | null>(null);
  const [scope, setScope] = useState<ReportScope | null>(null);
  const [region, setRegion] = useState<string | null>(null);
  const [church, setChurch] = useState<string | null>(ownChurch ? String(ownChurch) : null);
  const [grouping, setGrouping] = useState<ReportGrouping | null>(null);
  const [period, setPeriod] = useState<PeriodChoice>({ period: "year", date_from: "", date_to: "" });
  const [downloading, setDownloading] = useState<string | null>(null);

  const entries = catalogue.data ?? [];
  const entry = entries.find((e) => e.report === kind) ?? entries[0];
  const chosenScope = scope && entry?.scopes.includes(scope) ? scope : (entry?.scopes.at(-1) ?? "church");
  const chosenGrouping =
    grouping && entry?.groupings.includes(grouping) ? grouping : (entry?.groupings[0] ?? "month");
  const regions = useChoices<Region>(regionsClient.path, chosenScope === "region" && nationalRegions);
  const churches = useChoices<{ id: number; name: string }>(
    churchesClient.path,
    chosenScope === "church" && ownChurch === null,
  );

  const choice: ReportChoice | null =
    !entry ||
    !periodReady(period) ||
    (chosenScope === "region" && nationalRegions && !region) ||
    (chosenScope === "church" && !church)
      ? null
      : {
          report: entry.report,
          scope: chosenScope,
          region: region ? Number(region) : null,
          church: church ? Number(church) : null,
          grouping: chosenGrouping,
          period,
        };
  const answer = useHierarchyReport(choice);
  const refused =
    answer.error instanceof ApiError && answer.error.status === 403 && PLAN_CODES.includes(answer.error.code);

  async function download(format: "xlsx" | "csv" | "pdf") {
    if (!choice) return;
    setDownloading(format);
    const toast = notify.loading("Preparing the report…");
    try {
      await downloadHierarchyReport(choice, format);
      notify.done(toast, "success", "The report has been downloaded.");
    } catch (error) {
      notify.done(toast, "error", { title: "The report was not downloaded", message: errorMessage(error) });
    } finally {
      setDownloading(null);
    }
  }

  if (catalogue.isError) {
    return (
      <Alert color="red" variant="light" title="The reports could not be loaded">
        {errorMessage(catalogue.error)}
      </Alert>
    );
  }
  if (!entry) return <Skeleton h={200} radius="md" role="status" aria-label="Loading the reports" />;
  const r = answer.data;
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md" className={classes.controls}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          <Select
            label="Report"
            data={entries.map((e) => ({ value: e.report, label: e.title }))}
            value={entry.report}
            onChange={(v) => v && setKind(v as HierarchyReportKind)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          {entry.scopes.length > 1 && (
            <Select
              label="Whose churches"
              data={entry.scopes.map((s) => ({ value: s, label: SCOPE_LABELS[s] }))}
              value={chosenScope}
              onChange={(v) => v && setScope(v as ReportScope)}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
          )}
          {chosenScope === "region" && nationalRegions && (
            <Select
              label="Region"
              placeholder="Choose a region"
              data={(regions.data?.results ?? []).map((x) => ({ value: String(x.id), label: x.name }))}
              value={region}
              onChange={setRegion}
              searchable
              comboboxProps={{ withinPortal: true }}
            />
          )}
          {chosenScope === "church" && ownChurch === null && (
            <Select
              label="Church"
              placeholder="Choose a church"
              data={(churches.data?.results ?? []).map((x) => ({ value: String(x.id), label: x.name }))}
              value={church}
              onChange={setChurch}
              searchable
              comboboxProps={{ withinPortal: true }}
            />
          )}
          {entry.groupings.length > 1 && (
            <Select
              label="Grouped by"
              data={entry.groupings.map((g) => ({ value: g, label: GROUPING_LABELS[g] }))}
              value={chosenGrouping}
              onChange={(v) => v && setGrouping(v as ReportGrouping)}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
          )}
          <div>
            <Text fz="sm" fw={500} mb={4}>
              Period
            </Text>
            <PeriodPicker value={period} onChange={setPeriod} />
          </div>
        </SimpleGrid>
        <Text fz="sm" c="dimmed" mt="xs">
          {entry.description}
        </Text>
        <ReportDownloads
          formats={FORMATS}
          downloading={downloading}
          canDownload={Boolean(choice) && !refused}
          canPrint={Boolean(r)}
          onDownload={(format) => void download(format)}
        />
      </Paper>
      {refused && (
        <Paper withBorder radius="md" p="lg">
          <Text fw={600}>Reports come with plans that include advanced reporting</Text>
          <Text fz="sm" c="dimmed">
            Your church's plan does not include them.{" "}
            <Anchor component={Link} to="/subscriptions/plans" fz="sm">
              See the plans
            </Anchor>
          </Text>
        </Paper>
      )}
      {answer.isError && !refused && (
        <Alert color="red" variant="light" title="We could not prepare this report">
          {errorMessage(answer.error)}
        </Alert>
      )}
      {!choice && (
        <Text c="dimmed" fz="sm">
          Choose{" "}
          {chosenScope === "region" ? "a region" : chosenScope === "church" ? "a church" : "the period"} to
          see the report.
        </Text>
      )}
      {choice && !r && !answer.isError && (
        <Skeleton h={320} radius="md" role="status" aria-label="Loading the report" />
      )}
      {r && choice && (
        <Paper
          withBorder
          radius="md"
          p={{ base: "sm", sm: "lg" }}
          className={classes.printable}
          aria-busy={answer.isFetching}
        >
          <Stack gap="md">
            <div>
              <Title order={2} fz={{ base: 20, sm: 24 }}>
                {r.title}
              </Title>
              <Text fz="sm" c="dimmed">
                {r.scope === "church"
                  ? r.church_name
                  : r.scope === "region"
                    ? `Region: ${r.region_name}`
                    : "Every church"}{" "}
                · {formatDate(r.date_from)} to {formatDate(r.date_to)} · by{" "}
                {GROUPING_LABELS[r.grouping].toLowerCase()}
              </Text>
              <Text fz="xs" c="dimmed">
                Generated {formatDateTime(r.generated_at)}
              </Text>
            </div>
            {r.rows.length === 0 ? (
              <Text c="dimmed" ta="center" py="lg">
                Nothing was recorded in this period. Try a longer period or another grouping.
              </Text>
            ) : (
              <>
                <div className={classes.chart}>
                  <ReportChart report={r} />
                </div>
                <ReportTable report={r} />
              </>
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
