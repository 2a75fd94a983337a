import type {
  HierarchyReport,
  HierarchyReportKind,
  Region,
  ReportGrouping,
  ReportScope,
} from "@cm/contracts";
import { churchesEndpoints, msg, regionsEndpoints } from "@cm/contracts";
import { GROUPING_LABELS } from "@cm/contracts/rules";
import { Alert, Anchor, Paper, Skeleton, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BarChart } from "../../../components/charts/charts";
import {
  PrintableReport,
  ReportControls,
  ReportWaiting,
  useReportDownload,
} from "../../../components/printable-report";
import { RecordChoiceSelect, useRecordChoices } from "../../../components/record-choices";
import { SettledSelect } from "../../../components/shared-parts/settled-select";
import { errorMessage } from "../../../lib/api-client";
import { formatDate, formatDateTime } from "../../../lib/format-date";
import { clientOf } from "../../../lib/typed-client";
import {
  downloadHierarchyReport,
  type PeriodChoice,
  periodReady,
  type ReportChoice,
  refusedByPlan,
  useHierarchyReport,
  useReportCatalogue,
} from "../api/dashboard-api";
import { PeriodField } from "./period-picker";
import { ReportTable } from "./report-table";

const churchesClient = clientOf(churchesEndpoints);
const regionsClient = clientOf(regionsEndpoints);

const SCOPE_LABELS: Record<ReportScope, string> = {
  church: msg("One church"),
  region: msg("A region"),
  national: msg("Every church (national)"),
};
const FORMATS = ["xlsx", "csv", "pdf"] as const;
const COLOURS = ["blue.6", "teal.6", "grape.6"];

function ReportChart({ report }: { report: HierarchyReport }) {
  const { t } = useTranslation("dashboard");
  if (report.chart.points.length === 0) return null;
  return (
    <BarChart
      h={240}
      label={t("{title}: chart", { title: t(report.title) })}
      dataKey="label"
      data={report.chart.points}
      series={report.chart.series.map((s, i) => ({
        name: s.key,
        label: t(s.label),
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
  const { t } = useTranslation("dashboard");
  const catalogue = useReportCatalogue();
  const [kind, setKind] = useState<HierarchyReportKind | null>(null);
  const [scope, setScope] = useState<ReportScope | null>(null);
  const [region, setRegion] = useState<string | null>(null);
  const [church, setChurch] = useState<string | null>(ownChurch ? String(ownChurch) : null);
  const [grouping, setGrouping] = useState<ReportGrouping | null>(null);
  const [period, setPeriod] = useState<PeriodChoice>({ period: "year", date_from: "", date_to: "" });

  const entries = catalogue.data ?? [];
  const entry = entries.find((e) => e.report === kind) ?? entries[0];
  const chosenScope = scope && entry?.scopes.includes(scope) ? scope : (entry?.scopes.at(-1) ?? "church");
  const chosenGrouping =
    grouping && entry?.groupings.includes(grouping) ? grouping : (entry?.groupings[0] ?? "month");
  const regions = useRecordChoices<Region>(regionsClient.path, chosenScope === "region" && nationalRegions);
  const churches = useRecordChoices(churchesClient.path, chosenScope === "church" && ownChurch === null);

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
  const refused = refusedByPlan(answer.error);

  const downloads = useReportDownload(
    choice && ((format: "xlsx" | "csv" | "pdf") => downloadHierarchyReport(choice, format)),
  );

  if (catalogue.isError) {
    return (
      <Alert color="red" variant="light" title={t("The reports could not be loaded")}>
        {errorMessage(catalogue.error)}
      </Alert>
    );
  }
  if (!entry) return <Skeleton h={200} radius="md" role="status" aria-label={t("Loading the reports")} />;
  const r = answer.data;
  return (
    <Stack gap="lg">
      <ReportControls
        columns={3}
        note={
          <Text fz="sm" c="dimmed" mt="xs">
            {t(entry.description)}
          </Text>
        }
        formats={FORMATS}
        downloads={downloads}
        canDownload={Boolean(choice) && !refused}
        canPrint={Boolean(r)}
      >
        <SettledSelect
          label={t("Report")}
          data={entries.map((e) => ({ value: e.report, label: t(e.title) }))}
          value={entry.report}
          onChange={setKind}
        />
        {entry.scopes.length > 1 && (
          <SettledSelect
            label={t("Whose churches")}
            data={entry.scopes.map((s) => ({ value: s, label: t(SCOPE_LABELS[s]) }))}
            value={chosenScope}
            onChange={setScope}
          />
        )}
        {chosenScope === "region" && nationalRegions && (
          <RecordChoiceSelect
            label={t("Region")}
            placeholder={t("Choose a region")}
            records={regions.data}
            value={region}
            onChange={setRegion}
          />
        )}
        {chosenScope === "church" && ownChurch === null && (
          <RecordChoiceSelect
            label={t("Church")}
            placeholder={t("Choose a church")}
            records={churches.data}
            value={church}
            onChange={setChurch}
          />
        )}
        {entry.groupings.length > 1 && (
          <SettledSelect
            label={t("Grouped by")}
            data={entry.groupings.map((g) => ({ value: g, label: t(GROUPING_LABELS[g]) }))}
            value={chosenGrouping}
            onChange={setGrouping}
          />
        )}
        <PeriodField value={period} onChange={setPeriod} />
      </ReportControls>
      {refused && (
        <Paper withBorder radius="md" p="lg">
          <Text fw={600}>{t("Reports come with plans that include advanced reporting")}</Text>
          <Text fz="sm" c="dimmed">
            {t("Your church''s plan does not include them.")}{" "}
            <Anchor component={Link} to="/subscriptions/plans" fz="sm">
              {t("See the plans")}
            </Anchor>
          </Text>
        </Paper>
      )}
      <ReportWaiting
        error={answer.isError && !refused ? answer.error : null}
        loading={Boolean(choice) && !r && !answer.isError}
      />
      {!choice && (
        <Text c="dimmed" fz="sm">
          {chosenScope === "region"
            ? t("Choose a region to see the report.")
            : chosenScope === "church"
              ? t("Choose a church to see the report.")
              : t("Choose the period to see the report.")}
        </Text>
      )}
      {r && choice && (
        <PrintableReport
          title={t(r.title)}
          busy={answer.isFetching}
          details={
            <>
              <Text fz="sm" c="dimmed">
                {t("{whose} · {from} to {to} · by {grouping}", {
                  whose:
                    r.scope === "church"
                      ? r.church_name
                      : r.scope === "region"
                        ? t("Region: {region}", { region: r.region_name })
                        : t("Every church"),
                  from: formatDate(r.date_from),
                  to: formatDate(r.date_to),
                  grouping: t(GROUPING_LABELS[r.grouping]).toLowerCase(),
                })}
              </Text>
              <Text fz="xs" c="dimmed">
                {t("Generated {time}", { time: formatDateTime(r.generated_at) })}
              </Text>
            </>
          }
          chart={r.rows.length > 0 && <ReportChart report={r} />}
        >
          {r.rows.length === 0 ? (
            <Text c="dimmed" ta="center" py="lg">
              {t("Nothing was recorded in this period. Try a longer period or another grouping.")}
            </Text>
          ) : (
            <ReportTable report={r} />
          )}
        </PrintableReport>
      )}
    </Stack>
  );
}
