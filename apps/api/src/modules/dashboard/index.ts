// The dashboard's figures and reports, which the churches' routes serve.

export { dashboardOf } from "./dashboard.service";
export { churchFigureParts, dashboardFiguresFrom } from "./dashboard-figures.service";
export { inOneStatement, num, type Part, type Rows } from "./figure-parts";
export { hierarchyReportOf } from "./hierarchy-reports.service";
