import type { ReportDocument } from "@cm/contracts";
import { useTranslation } from "react-i18next";
import { ReportDocumentTables } from "../../../components/report-table-view";

/** A finance report's tables as the page shows (and prints) them: the layout the downloads use too. */
export function ReportTables({ doc }: { doc: ReportDocument }) {
  const { t } = useTranslation("finance");
  return (
    <ReportDocumentTables
      doc={doc}
      empty={t("Nothing was recorded in this period.")}
      // The report's words ("Total", a row's name) are translated; the church's own categories and
      // churches pass through unchanged.
      words={(text) => t(text)}
      minWidth={(columns) => (columns > 6 ? 1100 : 420)}
    />
  );
}
