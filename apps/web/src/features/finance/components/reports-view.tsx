import {
  FINANCE_REPORTS,
  type FinanceReportKind,
  msg,
  REPORT_TITLES,
  type Region,
  type ReportScope,
  type Role,
  regionsEndpoints,
  reportDocument,
  reportScopesFor,
} from "@cm/contracts";
import { Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DateRangeInputs } from "../../../components/date-range-inputs";
import {
  PrintableReport,
  ReportControls,
  ReportWaiting,
  useReportDownload,
} from "../../../components/printable-report";
import { RecordChoiceSelect, useRecordChoices } from "../../../components/record-choices";
import { SettledSelect } from "../../../components/shared-parts/settled-select";
import { formatDate, formatDateTime } from "../../../lib/format-date";
import { clientOf } from "../../../lib/typed-client";
import { downloadReport, type ReportRequest, useCurrentYear, useReport, useYears } from "../api/finance-api";
import { thisYear } from "./finance-parts";
import { ReportChart } from "./lazy-finance-charts";
import { ReportTables } from "./report-tables";

const regionsClient = clientOf(regionsEndpoints);

const SCOPE_LABELS: Record<ReportScope, string> = {
  church: msg("This church"),
  region: msg("A region"),
  national: msg("Every church (national)"),
};
const FORMATS = ["pdf", "xlsx", "csv"] as const;

/**
 * Choose a report, whose books and which period; see it with a chart, download it as PDF, Excel
 * or CSV, or print it. `fixedReport` keeps one report (the remittance report of the national pages).
 */
export function ReportsView({
  userRole,
  fixedReport,
  defaultScope = "church",
}: {
  userRole: Role;
  fixedReport?: FinanceReportKind;
  defaultScope?: ReportScope;
}) {
  const { t } = useTranslation("finance");
  const scopes = reportScopesFor(userRole);
  const current = useCurrentYear();
  const years = useYears();
  const [report, setReport] = useState<FinanceReportKind>(fixedReport ?? "income_statement");
  const [scope, setScope] = useState<ReportScope>(scopes.includes(defaultScope) ? defaultScope : "church");
  const [region, setRegion] = useState<string | null>(null);
  const [period, setPeriod] = useState<string | null>(null);
  const calendar = thisYear();
  const [dates, setDates] = useState(calendar);
  const regions = useRecordChoices<Region>(
    regionsClient.path,
    scope === "region" && scopes.includes("national"),
  );

  // The period: a financial year of the church, or dates; the current year until the user chooses.
  const chosenPeriod = period ?? (scope === "church" && current.data ? `year:${current.data.id}` : "dates");
  const yearId = chosenPeriod.startsWith("year:") ? Number(chosenPeriod.slice(5)) : null;
  const waiting = scope === "church" && period === null && current.isPending;
  const datesValid = Boolean(dates.from && dates.to && dates.from <= dates.to);
  const request: ReportRequest | null =
    waiting ||
    (yearId === null && !datesValid) ||
    (scope === "region" && scopes.includes("national") && !region)
      ? null
      : {
          report,
          scope,
          region: region ? Number(region) : null,
          financial_year: yearId,
          date_from: yearId ? null : dates.from,
          date_to: yearId ? null : dates.to,
        };
  const answer = useReport(request);
  const doc = answer.data ? reportDocument(answer.data) : null;

  const downloads = useReportDownload(
    request && ((format: "pdf" | "xlsx" | "csv") => downloadReport(request, format)),
  );

  const periodOptions = [
    ...(scope === "church"
      ? (years.data ?? []).map((y) => ({
          value: `year:${y.id}`,
          label: y.is_closed
            ? t("Financial year {name} (closed)", { name: y.name })
            : t("Financial year {name}", { name: y.name }),
        }))
      : []),
    { value: "dates", label: t("Dates of my choice") },
  ];

  return (
    <Stack gap="lg">
      <ReportControls
        columns={4}
        formats={FORMATS}
        downloads={downloads}
        canDownload={Boolean(request)}
        canPrint={Boolean(doc)}
      >
        {!fixedReport && (
          <SettledSelect
            label={t("Report")}
            data={FINANCE_REPORTS.map((r) => ({ value: r, label: t(REPORT_TITLES[r]) }))}
            value={report}
            onChange={setReport}
          />
        )}
        {scopes.length > 1 && (
          <SettledSelect
            label={t("Whose books")}
            data={scopes.map((s) => ({ value: s, label: t(SCOPE_LABELS[s]) }))}
            value={scope}
            onChange={(s) => {
              setScope(s);
              setPeriod(null);
            }}
          />
        )}
        {scope === "region" && scopes.includes("national") && (
          <RecordChoiceSelect
            label={t("Region")}
            placeholder={t("Choose a region")}
            records={regions.data}
            value={region}
            onChange={setRegion}
          />
        )}
        <SettledSelect label={t("Period")} data={periodOptions} value={chosenPeriod} onChange={setPeriod} />
        {chosenPeriod === "dates" && (
          <DateRangeInputs value={dates} onChange={setDates} invalid={!datesValid} />
        )}
      </ReportControls>

      <ReportWaiting error={answer.isError ? answer.error : null} loading={!doc} />
      {doc && answer.data && (
        <PrintableReport
          title={t(doc.title)}
          busy={answer.isFetching}
          details={doc.meta.map(([label, value]) => (
            <Text key={label} fz="sm" c="dimmed">
              {t("{label}: {value}", {
                label: t(label),
                value:
                  label === "Generated"
                    ? formatDateTime(answer.data.generated_at)
                    : label === "Period"
                      ? t("{from} to {to}", {
                          from: formatDate(answer.data.date_from),
                          to: formatDate(answer.data.date_to),
                        })
                      : label === "Compared with"
                        ? t("{from} to {to}", {
                            from: formatDate(answer.data.previous_from),
                            to: formatDate(answer.data.previous_to),
                          })
                        : t(value),
              })}
            </Text>
          ))}
          chart={<ReportChart report={answer.data} />}
        >
          <ReportTables doc={doc} />
        </PrintableReport>
      )}
    </Stack>
  );
}
