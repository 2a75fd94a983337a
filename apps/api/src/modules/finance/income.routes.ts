import {
  apiPath,
  financeExportQuery,
  income,
  incomeCreate,
  incomeEndpoints,
  incomeSummary,
  incomeSummaryQuery,
  incomeUpdate,
  listTotals,
  msg,
  ref,
  todayIso,
} from "@cm/contracts";
import { z } from "zod";
import { income as incomeTable } from "../../db/tables";
import { listTotalsOf, recordsExport } from "../../platform/exports";
import { actionsOf, defineResource, readWrite } from "../../platform/resources/resource";
import { CHURCH_SCOPE, decorateRecords, read, write, yearFilterCondition } from "./finance-books.service";
import { incomeSummaryOf, prepareIncomeWrite, refuseIncomeDelete } from "./income.service";

const action = actionsOf(incomeTable);

export const incomeResource = defineResource({
  name: "income",
  path: apiPath(incomeEndpoints),
  table: incomeTable,
  entity: income,
  create: incomeCreate,
  update: incomeUpdate,
  scope: CHURCH_SCOPE,
  feature: "FINANCE_MANAGEMENT",
  access: readWrite(read, write),
  search: ["description", "reference"],
  ordering: ["received_on", "amount", "created_at"],
  defaultOrdering: "-received_on",
  filters: {
    church: "int",
    category: "int",
    payment_method: "text",
    currency: "text",
    received_on: "daterange",
    financial_year: {
      schema: ref,
      where: (year) => yearFilterCondition(incomeTable.received_on, incomeTable.church, Number(year)),
    },
  },
  references: { church: "churches" },
  decorate: (rows, ctx) => decorateRecords(ctx, rows, (r) => r.received_on),
  beforeWrite: prepareIncomeWrite,
  beforeDelete: refuseIncomeDelete,
  actions: {
    summary: action.collection({
      method: "GET",
      access: read,
      summary:
        "Income of the churches in reach (or one church) for a date range: per currency, per category " +
        "and per month, as decimal strings, with the previous period of equal length beside them",
      input: incomeSummaryQuery,
      output: incomeSummary,
      run: async (ctx) =>
        incomeSummaryOf(
          ctx.data,
          await ctx.reach({ church: ctx.input.church }),
          ctx.input,
          todayIso(ctx.now),
        ),
    }),
    totals: action.list({
      access: read,
      summary: "Totals of the income the list's search and filters select, per currency",
      listInput: z.object({}),
      output: listTotals,
      run: (ctx) => listTotalsOf(ctx.data, incomeTable, ctx.list.where),
    }),
    export: action.list({
      access: read,
      mode: "export",
      summary: "Download the income of the list's search and filters as XLSX or CSV (format=xlsx|csv)",
      listInput: financeExportQuery,
      run: (ctx) =>
        recordsExport({
          db: ctx.data,
          table: incomeTable,
          list: ctx.list,
          decorate: (rows) => decorateRecords(ctx, rows, (r) => r.received_on),
          format: ctx.input.format,
          sheet: msg("Income"),
          language: ctx.request.language,
          filename: `income-${todayIso(ctx.now)}`,
          columns: [
            { header: "id", value: (r) => r.id },
            { header: "received_on", value: (r) => r.received_on },
            { header: "category", value: (r) => r.category_name },
            { header: "amount", value: (r) => r.amount },
            { header: "currency", value: (r) => r.currency },
            { header: "payment_method", value: (r) => r.payment_method },
            { header: "reference", value: (r) => r.reference },
            { header: "description", value: (r) => r.description },
          ],
        }),
    }),
  },
});
