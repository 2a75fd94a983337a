import type { ReportDocument } from "@cm/contracts";
import { useTranslation } from "react-i18next";
import { ReportDocumentTables } from "../../../components/report-table-view";

/** The giving report's tables as the page shows (and prints) them: the layout the downloads use. */
export function GivingReportTables({ doc }: { doc: ReportDocument }) {
  const { t } = useTranslation("giving-reports");
  return (
    <ReportDocumentTables
      doc={doc}
      empty={t("No confirmed gifts in this period.")}
      // The document comes laid out in the reader's words already.
      words={(text) => text}
      minWidth={(columns) => (columns > 5 ? 900 : 320)}
    />
  );
}
