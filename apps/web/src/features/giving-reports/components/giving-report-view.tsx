import { givingReportDocument } from "@cm/contracts";
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
import { formatDate, formatDateTime } from "../../../lib/format-date";
import { downloadGivingReport, type GivingReportRequest, useGivingReport } from "../api/giving-reports-api";
import { GivingReportTables } from "./report-tables";

const FORMATS = ["pdf", "xlsx", "csv"] as const;

function thisYear() {
  const year = new Date().getFullYear();
  return { from: `${year}-01-01`, to: `${year}-12-31` };
}

/**
 * The giving report for dates of the user's choice (this year to start with): giving by fund and
 * month, the average gift, first-time and lapsed donors; downloaded as PDF, Excel or CSV, or printed.
 */
export function GivingReportView() {
  const { t } = useTranslation("giving-reports");
  const [dates, setDates] = useState(thisYear);
  const valid = Boolean(dates.from && dates.to && dates.from <= dates.to);
  const request: GivingReportRequest | null = valid
    ? { financial_year: null, date_from: dates.from, date_to: dates.to }
    : null;
  const answer = useGivingReport(request);
  // The layout's words are the contracts' (the common catalog, where this namespace falls back).
  const doc = answer.data ? givingReportDocument(answer.data, (key, values) => t(key, values ?? {})) : null;
  const downloads = useReportDownload(
    request && ((format: (typeof FORMATS)[number]) => downloadGivingReport(request, format)),
  );
  const report = answer.data;
  return (
    <Stack gap="lg">
      <ReportControls
        columns={2}
        formats={FORMATS}
        downloads={downloads}
        canDownload={valid}
        canPrint={Boolean(doc)}
      >
        <DateRangeInputs value={dates} onChange={setDates} invalid={!valid} />
      </ReportControls>
      <ReportWaiting error={answer.isError ? answer.error : null} loading={!doc} />
      {doc && report && (
        <PrintableReport
          title={doc.title}
          busy={answer.isFetching}
          details={
            <>
              {/* Whose giving it is: a church, a region or every church, in the layout's words. */}
              {doc.meta.slice(0, 1).map(([label, value]) => (
                <Text key={label} fz="sm" c="dimmed">
                  {t("{label}: {value}", { label, value })}
                </Text>
              ))}
              <Text fz="sm" c="dimmed">
                {t("Period: {from} to {to}", {
                  from: formatDate(report.date_from),
                  to: formatDate(report.date_to),
                })}
              </Text>
              <Text fz="sm" c="dimmed">
                {t("Compared with: {from} to {to}", {
                  from: formatDate(report.previous_from),
                  to: formatDate(report.previous_to),
                })}
              </Text>
              <Text fz="sm" c="dimmed">
                {t("Generated: {time}", { time: formatDateTime(report.generated_at) })}
              </Text>
            </>
          }
        >
          <GivingReportTables doc={doc} />
        </PrintableReport>
      )}
    </Stack>
  );
}
