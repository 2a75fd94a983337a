import { Skeleton } from "@mantine/core";
import { type ComponentProps, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { lazyPage } from "../../../lib/lazy-page";

// The chart library is large: it is fetched with the first chart, not with the page.
const load = () => import("./trend-charts");
const Weekly = lazyPage(() => load().then((m) => ({ default: m.WeeklyChart })));
const ByType = lazyPage(() => load().then((m) => ({ default: m.TypeChart })));
const Rate = lazyPage(() => load().then((m) => ({ default: m.RateChart })));

function ChartFallback({ h }: { h: number }) {
  const { t } = useTranslation("attendance");
  return <Skeleton h={h} radius="md" role="status" aria-label={t("Loading the chart")} />;
}

export function WeeklyChart(props: ComponentProps<typeof Weekly>) {
  return (
    <Suspense fallback={<ChartFallback h={280} />}>
      <Weekly {...props} />
    </Suspense>
  );
}

export function TypeChart(props: ComponentProps<typeof ByType>) {
  return (
    <Suspense fallback={<ChartFallback h={280} />}>
      <ByType {...props} />
    </Suspense>
  );
}

export function RateChart(props: ComponentProps<typeof Rate>) {
  return (
    <Suspense fallback={<ChartFallback h={220} />}>
      <Rate {...props} />
    </Suspense>
  );
}
