import { type GivingReport, givingReportDocument } from "@cm/contracts";
import { readerReportFile } from "../../platform/report-files";
import type { ResourceContext } from "../../platform/resources/resource";

/** A giving report as a download, in the language of whoever asked for it; every download is audited. */
export async function givingReportFile(
  ctx: ResourceContext,
  report: GivingReport,
  format: "xlsx" | "csv" | "pdf",
) {
  const file = await readerReportFile(ctx, format, (t, dates) => givingReportDocument(report, t, dates));
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
