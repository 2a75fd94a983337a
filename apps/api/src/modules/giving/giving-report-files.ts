import { type GivingReport, givingReportDocument } from "@cm/contracts";
import { documentDates, documentLocale } from "../../platform/calendar-days";
import { translator } from "../../platform/i18n";
import { reportCsv, reportPdf, reportXlsx } from "../../platform/report-files";
import type { ResourceContext } from "../../platform/resources/resource";

/** A giving report as a download, in the language of whoever asked for it; every download is audited. */
export async function givingReportFile(
  ctx: ResourceContext,
  report: GivingReport,
  format: "xlsx" | "csv" | "pdf",
) {
  const t = translator(ctx.request.language);
  const language = ctx.request.language;
  const doc = {
    ...givingReportDocument(report, t, documentDates(language)),
    locale: documentLocale(language),
  };
  const file =
    format === "csv"
      ? reportCsv(doc, t)
      : format === "xlsx"
        ? await reportXlsx(doc, t)
        : await reportPdf(doc, t);
  await ctx.audit({
    objectId: null,
    changes: {
      report: "giving",
      scope: report.scope,
      church: report.church,
      region: report.region,
      date_from: report.date_from,
      date_to: report.date_to,
      format,
    },
  });
  return file;
}
