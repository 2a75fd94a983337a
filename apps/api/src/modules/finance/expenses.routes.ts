import {
  apiPath,
  expense,
  expenseCreate,
  expenseRejectInput,
  expenseSummary,
  expenseSummaryQuery,
  expensesEndpoints,
  expenseUpdate,
  financeExportQuery,
  fromCents,
  listTotals,
  msg,
  RECEIPT_MAX_BYTES,
  ref,
  todayIso,
} from "@cm/contracts";
import { z } from "zod";
import { expenses } from "../../db/tables";
import { listTotalsOf, recordsExport } from "../../platform/exports";
import { actionsOf, defineResource, readWrite } from "../../platform/resources/resource";
import {
  attachReceipt,
  decorateExpenses,
  prepareExpenseWrite,
  receiptOf,
  refuseExpenseDelete,
  reviewExpense,
  storeReceipt,
} from "./expenses.service";
import { CHURCH_SCOPE, compareAmounts, read, write, yearFilterCondition } from "./finance-books.service";
import { monthTotals, namesOf } from "./finance-totals.service";

const action = actionsOf(expenses);
const approve = { permission: "finance.approve" } as const;

export const expensesResource = defineResource({
  name: "expenses",
  path: apiPath(expensesEndpoints),
  table: expenses,
  entity: expense,
  create: expenseCreate,
  update: expenseUpdate,
  scope: CHURCH_SCOPE,
  feature: "FINANCE_MANAGEMENT",
  access: readWrite(read, write),
  search: ["payee", "description", "reference"],
  ordering: ["spent_on", "amount", "created_at", "status"],
  defaultOrdering: "-spent_on",
  filters: {
    church: "int",
    category: "int",
    status: "text",
    currency: "text",
    submitted_by: "int",
    spent_on: "daterange",
    financial_year: {
      schema: ref,
      where: (year) => yearFilterCondition(expenses.spent_on, expenses.church, Number(year)),
    },
  },
  references: { church: "churches" },
  decorate: (rows, ctx) => decorateExpenses(ctx, rows),
  beforeWrite: prepareExpenseWrite,
  beforeDelete: refuseExpenseDelete,
  actions: {
    approve: action.detail({
      method: "POST",
      access: approve,
      summary:
        "Approve a PENDING expense (not one you submitted: 403). Approved expenses are final and count in totals.",
      output: expense,
      run: (ctx) => reviewExpense(ctx, ctx.object, "APPROVED"),
    }),
    reject: action.detail({
      method: "POST",
      access: approve,
      summary:
        "Reject a PENDING expense with a reason (not one you submitted: 403). Rejected expenses are final.",
      input: expenseRejectInput,
      output: expense,
      run: (ctx) => reviewExpense(ctx, ctx.object, "REJECTED", ctx.input.reason),
    }),
    receipt: action.detail({
      method: "GET",
      access: read,
      summary: "The expense's receipt (PDF or picture), to those who may read the expense",
      run: (ctx) => receiptOf(ctx, ctx.object),
    }),
    "upload-receipt": action.detailUpload({
      access: write,
      summary:
        "Attach a receipt to a PENDING expense (multipart: file = PDF, JPEG, PNG or WebP by content, up to 10 MB); it replaces any earlier one",
      output: expense,
      upload: {
        maxBytes: RECEIPT_MAX_BYTES,
        tooLarge: msg("The receipt is larger than 10 MB."),
        missing: msg("Choose the receipt file (PDF, JPEG, PNG or WebP)."),
      },
      prepare: (ctx) => storeReceipt(ctx, ctx.upload.bytes),
      run: (ctx) => attachReceipt(ctx, ctx.object),
    }),
    "summary-by-category": action.collection({
      method: "GET",
      access: read,
      summary:
        "Approved expenses of the churches in reach (or one church) for a date range, per currency and category",
      input: expenseSummaryQuery,
      output: expenseSummary,
      run: async (ctx) => {
        const reach = await ctx.reach({ church: ctx.input.church });
        const from = ctx.input.spent_on__gte ?? "1900-01-01";
        const to = ctx.input.spent_on__lte ?? todayIso(ctx.now);
        const rows = await monthTotals(ctx.data, reach, { from, to }, ["EXPENSE"], ["category"]);
        const names = namesOf(rows);
        const currencies = [...new Set(rows.map((r) => r.currency))].sort();
        return {
          spent_on__gte: ctx.input.spent_on__gte ?? null,
          spent_on__lte: ctx.input.spent_on__lte ?? null,
          totals: currencies.map((currency) => {
            const mine = rows.filter((r) => r.currency === currency);
            return {
              currency,
              total: fromCents(mine.reduce((n, r) => n + r.cents, 0n)),
              count: mine.reduce((n, r) => n + r.entries, 0),
            };
          }),
          by_category: rows
            .map((r) => ({
              currency: r.currency,
              category: r.category,
              category_name: names.get(r.category) ?? "",
              total: fromCents(r.cents),
              count: r.entries,
            }))
            .sort(
              (a, b) =>
                a.currency.localeCompare(b.currency) ||
                compareAmounts(b.total, a.total) ||
                a.category_name.localeCompare(b.category_name),
            ),
        };
      },
    }),
    totals: action.list({
      access: read,
      summary: "Totals of the expenses the list's search and filters select, per currency (every status)",
      listInput: z.object({}),
      output: listTotals,
      run: (ctx) => listTotalsOf(ctx.data, expenses, ctx.list.where),
    }),
    export: action.list({
      access: read,
      mode: "export",
      summary: "Download the expenses of the list's search and filters as XLSX or CSV (format=xlsx|csv)",
      listInput: financeExportQuery,
      run: (ctx) =>
        recordsExport({
          db: ctx.data,
          table: expenses,
          list: ctx.list,
          decorate: (rows) => decorateExpenses(ctx, rows),
          format: ctx.input.format,
          sheet: msg("Expenses"),
          language: ctx.request.language,
          filename: `expenses-${todayIso(ctx.now)}`,
          columns: [
            { header: "id", value: (r) => r.id },
            { header: "spent_on", value: (r) => r.spent_on },
            { header: "category", value: (r) => r.category_name },
            { header: "payee", value: (r) => r.payee },
            { header: "amount", value: (r) => r.amount },
            { header: "currency", value: (r) => r.currency },
            { header: "status", value: (r) => r.status },
            { header: "reference", value: (r) => r.reference },
            { header: "description", value: (r) => r.description },
            { header: "submitted_by", value: (r) => r.submitted_by_name },
            { header: "reviewed_by", value: (r) => r.reviewed_by_name },
            { header: "rejection_reason", value: (r) => r.rejection_reason },
          ],
        }),
    }),
  },
});
