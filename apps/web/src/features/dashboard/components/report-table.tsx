import type { HierarchyReport } from "@cm/contracts";
import { isReportWord } from "@cm/contracts/rules";
import { useTranslation } from "react-i18next";
import { ReportTableView } from "../../../components/report-table-view";

/** A report's table as the page shows and prints it: the same rows the downloads hold. */
export function ReportTable({ report }: { report: HierarchyReport }) {
  const { t } = useTranslation("dashboard");
  return (
    <ReportTableView
      table={{ ...report, title: t(report.title) }}
      // Words of the report's layout ("Total") are translated; names of churches and regions pass through.
      words={(text) => (isReportWord(text) ? t(text) : text)}
      minWidth={report.columns.length * 110}
      caption
    />
  );
}
