import { endpoint, get, getOne, postOne, schemasOf } from "../common/endpoint";
import type * as ExpenseSchemas from "./expense.contract";
import type * as FinanceCategorySchemas from "./finance-category.contract";
import type * as FinanceReportSchemas from "./finance-report.contract";
import type * as FinancialYearSchemas from "./financial-year.contract";
import type * as IncomeSchemas from "./income.contract";
import type * as SupportSchemas from "./support.contract";

const schema = schemasOf<
  typeof ExpenseSchemas &
    typeof FinanceCategorySchemas &
    typeof FinanceReportSchemas &
    typeof FinancialYearSchemas &
    typeof IncomeSchemas &
    typeof SupportSchemas
>();

export const incomeEndpoints = endpoint("/finance/income/", {
  entity: schema("income"),
  create: schema("incomeCreate"),
  update: schema("incomeUpdate"),
  filters: ["church", "category", "payment_method", "currency", "received_on", "financial_year"],
  actions: {
    summary: get(schema("incomeSummary")),
    totals: get(schema("listTotals")),
    export: get("file"),
  },
});

export const expensesEndpoints = endpoint("/finance/expenses/", {
  entity: schema("expense"),
  create: schema("expenseCreate"),
  update: schema("expenseUpdate"),
  filters: ["church", "category", "status", "currency", "submitted_by", "spent_on", "financial_year"],
  actions: {
    approve: postOne(schema("expense")),
    reject: postOne(schema("expense")),
    receipt: getOne("file"),
    "upload-receipt": postOne(schema("expense")),
    "summary-by-category": get(schema("expenseSummary")),
    totals: get(schema("listTotals")),
    export: get("file"),
  },
});

export const financialYearsEndpoints = endpoint("/finance/financial-years/", {
  entity: schema("financialYear"),
  create: schema("financialYearCreate"),
  update: schema("financialYearUpdate"),
  filters: ["church", "is_current", "is_closed"],
  actions: {
    current: get(schema("currentYearAnswer")),
  },
});

export const financeCategoriesEndpoints = endpoint("/finance/categories/", {
  entity: schema("financeCategory"),
  create: schema("financeCategoryCreate"),
  update: schema("financeCategoryUpdate"),
  filters: ["church", "kind", "is_active"],
  actions: {
    income_categories: get(schema("categoryChoices")),
    expense_categories: get(schema("categoryChoices")),
  },
});

/** Ministry and regional support are one shape of record at two paths. */
const supportOptions = {
  entity: schema("supportPayment"),
  create: schema("supportCreate"),
  update: schema("supportUpdate"),
  filters: ["church", "status", "method", "currency", "period", "paid_on"],
  actions: {
    confirm: postOne(schema("supportPayment")),
    dispute: postOne(schema("supportPayment")),
    "church-summary": get(schema("supportChurchSummary")),
    "region-summary": get(schema("supportRegionSummary")),
  },
} as const;

export const ministrySupportEndpoints = endpoint("/finance/ministry-support/", supportOptions);

export const regionalSupportEndpoints = endpoint("/finance/regional-support/", supportOptions);

export const remittanceRatesEndpoints = endpoint("/finance/remittance-rates/", {
  entity: schema("remittanceRate"),
  create: schema("remittanceRateCreate"),
  update: schema("remittanceRateUpdate"),
  filters: ["region"],
});

export const financeReportsEndpoints = endpoint("/finance/reports/", {
  entity: schema("financeReportRecord"),
  create: false,
  update: false,
  remove: false,
  filters: ["report", "format"],
  actions: {
    "generate-report": get(schema("financeReport")),
  },
});
