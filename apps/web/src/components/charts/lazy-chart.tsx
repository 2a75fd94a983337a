import { Skeleton } from "@mantine/core";
import { type ComponentProps, type ComponentType, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { lazyPage } from "../../lib/lazy-page";

function ChartFallback({ h }: { h: number }) {
  const { t } = useTranslation("common");
  return <Skeleton h={h} radius="md" role="status" aria-label={t("Loading the chart")} />;
}

/**
 * A chart whose code is fetched when it is first drawn, not with the page: a placeholder `height`
 * pixels high stands in its place until it has arrived.
 */
// biome-ignore lint/suspicious/noExplicitAny: the same constraint as React.lazy, which any chart satisfies.
export function lazyChart<T extends ComponentType<any>>(load: () => Promise<T>, height: number) {
  const Chart = lazyPage(() => load().then((chart) => ({ default: chart })));
  return function LazyChart(props: ComponentProps<T>) {
    return (
      <Suspense fallback={<ChartFallback h={height} />}>
        <Chart {...props} />
      </Suspense>
    );
  };
}
