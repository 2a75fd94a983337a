import { lazyChart } from "../../../components/charts/lazy-chart";

// The charts' code is fetched with the first chart, not with the page.
const load = () => import("./trend-charts");
export const WeeklyChart = lazyChart(() => load().then((m) => m.WeeklyChart), 280);
export const TypeChart = lazyChart(() => load().then((m) => m.TypeChart), 280);
export const RateChart = lazyChart(() => load().then((m) => m.RateChart), 220);
