import type { DomainModule } from "../../platform/domain-module";
import { expensesResource } from "./expenses.routes";
import { financeCategoriesResource } from "./finance-categories.routes";
import { financialYearsResource } from "./financial-years.routes";
import { incomeResource } from "./income.routes";
import { remittanceRatesResource } from "./remittance-rates.routes";
import { financeReportsResource } from "./reports.routes";
import { ministrySupportResource, regionalSupportResource } from "./support.routes";

/** Church finance: years, categories, income, expenses, support remittances and reports. */
export const financeModule: DomainModule = {
  resources: [
    financialYearsResource,
    financeCategoriesResource,
    incomeResource,
    expensesResource,
    ministrySupportResource,
    regionalSupportResource,
    remittanceRatesResource,
    financeReportsResource,
  ],
  routes: [],
};

// What giving needs to post a confirmed count into the books: the category and closed-year rules.
export { finalRecord, refuseClosedYear, requireCategory } from "./finance-books.service";
// The period totals the dashboard and its reports read.
export { periodTotals, periodTotalsQuery, readTotals } from "./finance-totals.service";
export { reportTarget } from "./report-target.service";
