import { lazyChart } from "../../../components/charts/lazy-chart";

// The charts' code is fetched with the first chart, not with the page.
const load = () => import("./finance-charts");
export const MonthlyChart = lazyChart(() => load().then((m) => m.MonthlyChart), 280);
export const ReportChart = lazyChart(() => load().then((m) => m.ReportChart), 260);
