import { Skeleton } from "@mantine/core";
import { type ComponentProps, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { lazyPage } from "../../../lib/lazy-page";

// The chart library is large: it is fetched with the first chart, not with the page.
const load = () => import("./finance-charts");
const Monthly = lazyPage(() => load().then((m) => ({ default: m.MonthlyChart })));
const Report = lazyPage(() => load().then((m) => ({ default: m.ReportChart })));

function ChartFallback({ h }: { h: number }) {
  const { t } = useTranslation("finance");
  return <Skeleton h={h} radius="md" role="status" aria-label={t("Loading the chart")} />;
}

export function MonthlyChart(props: ComponentProps<typeof Monthly>) {
  return (
    <Suspense fallback={<ChartFallback h={280} />}>
      <Monthly {...props} />
    </Suspense>
  );
}

export function ReportChart(props: ComponentProps<typeof Report>) {
  return (
    <Suspense fallback={<ChartFallback h={260} />}>
      <Report {...props} />
    </Suspense>
  );
}
