import { givingReportDocument, type Role } from "@cm/contracts";
import { Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import {
  PrintableReport,
  ReportControls,
  ReportWaiting,
  useReportDownload,
} from "../../../components/printable-report";
import { useReportReach } from "../../../components/report-reach";
import { formatDate, formatDateTime } from "../../../lib/format-date";
import { downloadGivingReport, useGivingReport } from "../api/giving-reports-api";
import { GivingReportTables } from "./report-tables";

const FORMATS = ["pdf", "xlsx", "csv"] as const;

/**
 * The giving report of a church, a region or every church (as far as the role reaches), for a
 * financial year or dates: giving by fund and month, the average gift, first-time and lapsed
 * donors; downloaded as PDF, Excel or CSV, or printed.
 */
export function GivingReportView({ userRole }: { userRole: Role }) {
  const { t } = useTranslation("giving-reports");
  const { reach: request, controls } = useReportReach(userRole);
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
        columns={3}
        formats={FORMATS}
        downloads={downloads}
        canDownload={Boolean(request)}
        canPrint={Boolean(doc)}
      >
        {controls}
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
