import {
  FINANCE_REPORTS,
  type FinanceReportKind,
  REPORT_TITLES,
  type ReportScope,
  type Role,
  reportDocument,
} from "@cm/contracts";
import { Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  PrintableReport,
  ReportControls,
  ReportWaiting,
  useReportDownload,
} from "../../../components/printable-report";
import { useReportReach } from "../../../components/report-reach";
import { SettledSelect } from "../../../components/shared-parts/settled-select";
import { formatDate, formatDateTime } from "../../../lib/format-date";
import { downloadReport, type ReportRequest, useReport } from "../api/finance-api";
import { ReportChart } from "./lazy-finance-charts";
import { ReportTables } from "./report-tables";

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
  const [report, setReport] = useState<FinanceReportKind>(fixedReport ?? "income_statement");
  const { reach, controls } = useReportReach(userRole, defaultScope);
  const request: ReportRequest | null = reach && { report, ...reach };
  const answer = useReport(request);
  const doc = answer.data ? reportDocument(answer.data) : null;

  const downloads = useReportDownload(
    request && ((format: "pdf" | "xlsx" | "csv") => downloadReport(request, format)),
  );

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
        {controls}
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
