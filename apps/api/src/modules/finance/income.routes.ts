import { income, incomeCreate, incomeSummary, incomeSummaryQuery, incomeUpdate } from "@cm/contracts";
import type { z } from "zod";
import { income as incomeTable } from "../../db/tables";
import { principalOf } from "../../platform/auth/access";
import { defineResource, readWrite } from "../../platform/resources/resource";
import { INCOME_SCOPE, incomeScope, incomeSummaryOf, prepareIncomeWrite } from "./income.service";

const read = { permission: "finance.read" } as const;
const write = { permission: "finance.write" } as const;

export const incomeResource = defineResource({
  name: "income",
  path: "/api/finance/income/",
  table: incomeTable,
  entity: income,
  create: incomeCreate,
  update: incomeUpdate,
  scope: INCOME_SCOPE,
  feature: "FINANCE_MANAGEMENT",
  access: readWrite(read, write),
  search: ["description", "reference"],
  ordering: ["received_on", "amount", "created_at"],
  defaultOrdering: "-received_on",
  filters: {
    church: "int",
    category: "text",
    payment_method: "text",
    currency: "text",
    received_on: "daterange",
  },
  references: { church: "churches" },
  beforeWrite: prepareIncomeWrite,
  actions: {
    summary: {
      on: "collection",
      method: "GET",
      access: read,
      summary:
        "Income totals of the churches in reach, optionally for one church and a date range: " +
        "per currency, per category and per month, as decimal strings",
      input: incomeSummaryQuery,
      output: incomeSummary,
      run: (ctx) => {
        const query = ctx.input as z.infer<typeof incomeSummaryQuery>;
        return incomeSummaryOf(ctx.db, incomeScope(principalOf(ctx.request), query), query);
      },
    },
  },
});
