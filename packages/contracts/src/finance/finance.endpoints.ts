import { endpoint, get, getOne, postOne } from "../common/endpoint";
import { expense, expenseCreate, expenseSummary, expenseUpdate } from "./expense.contract";
import {
  categoryChoices,
  financeCategory,
  financeCategoryCreate,
  financeCategoryUpdate,
} from "./finance-category.contract";
import { financeReport, financeReportRecord } from "./finance-report.contract";
import {
  currentYearAnswer,
  financialYear,
  financialYearCreate,
  financialYearUpdate,
} from "./financial-year.contract";
import { income, incomeCreate, incomeSummary, incomeUpdate, listTotals } from "./income.contract";
import {
  remittanceRate,
  remittanceRateCreate,
  remittanceRateUpdate,
  supportChurchSummary,
  supportCreate,
  supportPayment,
  supportRegionSummary,
  supportUpdate,
} from "./support.contract";

export const incomeEndpoints = endpoint("/finance/income/", {
  entity: income,
  create: incomeCreate,
  update: incomeUpdate,
  filters: ["church", "category", "payment_method", "currency", "received_on", "financial_year"],
  actions: {
    summary: get(incomeSummary),
    totals: get(listTotals),
    export: get("file"),
  },
});

export const expensesEndpoints = endpoint("/finance/expenses/", {
  entity: expense,
  create: expenseCreate,
  update: expenseUpdate,
  filters: ["church", "category", "status", "currency", "submitted_by", "spent_on", "financial_year"],
  actions: {
    approve: postOne(expense),
    reject: postOne(expense),
    receipt: getOne("file"),
    "upload-receipt": postOne(expense),
    "summary-by-category": get(expenseSummary),
    totals: get(listTotals),
    export: get("file"),
  },
});

export const financialYearsEndpoints = endpoint("/finance/financial-years/", {
  entity: financialYear,
  create: financialYearCreate,
  update: financialYearUpdate,
  filters: ["church", "is_current", "is_closed"],
  actions: {
    current: get(currentYearAnswer),
  },
});

export const financeCategoriesEndpoints = endpoint("/finance/categories/", {
  entity: financeCategory,
  create: financeCategoryCreate,
  update: financeCategoryUpdate,
  filters: ["church", "kind", "is_active"],
  actions: {
    income_categories: get(categoryChoices),
    expense_categories: get(categoryChoices),
  },
});

export const ministrySupportEndpoints = endpoint("/finance/ministry-support/", {
  entity: supportPayment,
  create: supportCreate,
  update: supportUpdate,
  filters: ["church", "status", "method", "currency", "period", "paid_on"],
  actions: {
    confirm: postOne(supportPayment),
    dispute: postOne(supportPayment),
    "church-summary": get(supportChurchSummary),
    "region-summary": get(supportRegionSummary),
  },
});

export const regionalSupportEndpoints = endpoint("/finance/regional-support/", {
  entity: supportPayment,
  create: supportCreate,
  update: supportUpdate,
  filters: ["church", "status", "method", "currency", "period", "paid_on"],
  actions: {
    confirm: postOne(supportPayment),
    dispute: postOne(supportPayment),
    "church-summary": get(supportChurchSummary),
    "region-summary": get(supportRegionSummary),
  },
});

export const remittanceRatesEndpoints = endpoint("/finance/remittance-rates/", {
  entity: remittanceRate,
  create: remittanceRateCreate,
  update: remittanceRateUpdate,
  filters: ["region"],
});

export const financeReportsEndpoints = endpoint("/finance/reports/", {
  entity: financeReportRecord,
  create: false,
  update: false,
  remove: false,
  filters: ["report", "format"],
  actions: {
    "generate-report": get(financeReport),
  },
});
