import { Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { lazyChart } from "../../../components/charts/lazy-chart";
import { QueryRetryAlert } from "../../../components/shared-parts/query-retry-alert";
import { useGroupTrend } from "../api/groups-api";

const TrendChart = lazyChart(() => import("./trend-chart").then((m) => m.GroupTrendChart), 240);

/** The group's attendance over the last half year: the average and a bar for each meeting. */
export function GroupTrend({ id }: { id: number }) {
  const { t } = useTranslation("groups");
  const trend = useGroupTrend(id);
  if (trend.isError)
    return <QueryRetryAlert title={t("We could not load the attendance trend")} query={trend} />;
  if (trend.isPending || trend.data.length === 0) return null;
  const marked = trend.data.filter((p) => p.present > 0);
  const average = marked.length === 0 ? 0 : marked.reduce((n, p) => n + p.present, 0) / marked.length;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Text fw={700} component="h2" fz="lg">
          {t("Attendance over the last six months")}
        </Text>
        <Text fz="sm" c="dimmed">
          {t(
            "{count, plural, one {# meeting} other {# meetings}}, on average {average} of {members} people present",
            {
              count: trend.data.length,
              average: Math.round(average),
              members: trend.data.at(-1)?.members ?? 0,
            },
          )}
        </Text>
        <TrendChart points={trend.data} />
      </Stack>
    </Paper>
  );
}
