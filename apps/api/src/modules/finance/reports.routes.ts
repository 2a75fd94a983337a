import {
  apiPath,
  financeReport,
  financeReportRecord,
  financeReportsEndpoints,
  generateReportQuery,
  reportDocument,
} from "@cm/contracts";
import { financeReports } from "../../db/tables";
import { readerReportFile } from "../../platform/report-files";
import { actionsOf, defineResource, readOnly } from "../../platform/resources/resource";
import { read } from "./finance-books.service";
import { generateReport } from "./reports.service";

const action = actionsOf(financeReports);

/**
 * Financial reports. `generate-report/` answers a report as JSON (the reports page) or as an
 * XLSX, CSV or PDF download; each download is kept here, so people see what they downloaded
 * (and the audit log has it too).
 */
export const financeReportsResource = defineResource({
  name: "finance-reports",
  path: apiPath(financeReportsEndpoints),
  table: financeReports,
  entity: financeReportRecord,
  scope: { kind: "owner", field: "generated_by" },
  feature: "FINANCE_MANAGEMENT",
  access: readOnly(read),
  ordering: ["created_at"],
  defaultOrdering: "-created_at",
  filters: { report: "text", format: "text" },
  actions: {
    "generate-report": action.collection({
      method: "GET",
      access: read,
      summary:
        "A financial report (income_statement, cash_flow, support_remittance, top_categories) of a church, " +
        "a region or every church, as far as the caller reaches, for a financial year or dates " +
        "(default: the church's current year, else this calendar year), compared with the previous " +
        "period of equal length. format=json answers the figures; xlsx, csv and pdf download them " +
        "with the church or region, the period and the time of generation on them.",
      input: generateReportQuery,
      output: financeReport,
      run: async (ctx) => {
        const report = await generateReport(ctx, ctx.input);
        const format = ctx.input.format;
        if (format === "json") return report;
        // The file is in the language of whoever asked for it.
        const file = await readerReportFile(ctx, format, (t, dates) => reportDocument(report, t, dates));
        // A download is kept and audited like every export.
        await ctx.data.transaction(async (data) => {
          const [row] = await data
            .insert(financeReports)
            .values({
              report: report.report,
              scope: report.scope,
              church: report.church,
              region: report.region,
              date_from: report.date_from,
              date_to: report.date_to,
              format,
              generated_by: ctx.principal?.id ?? null,
            })
            .returning({ id: financeReports.id });
          await ctx.audit({ objectId: row?.id ?? null, changes: { ...ctx.input } }, data);
        });
        return file;
      },
    }),
  },
});
