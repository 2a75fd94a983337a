// Loaded lazily: the chart code arrives only with the charts themselves.
import type { EventType } from "@cm/contracts";
import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { BarChart, LineChart } from "../../../components/charts/charts";
import { formatCalendar } from "../../../lib/format-date";
import { EVENT_TYPE_LABELS } from "../../../lib/labels";
import type { AttendanceTrends } from "../api/attendance-api";

/** "3 Mar" for the Monday a week starts on, in the shown language. */
export const weekOf = (date: string): string => formatCalendar(date, "dayMonth");

const TYPE_COLORS = ["blue.6", "teal.6", "grape.6", "orange.6", "cyan.6", "pink.6", "lime.7", "gray.6"];

/** Members and visitors per week, stacked. */
export function WeeklyChart({ trends }: { trends: AttendanceTrends }) {
  const { t } = useTranslation("attendance");
  const data = trends.weeks.map((w) => ({
    week: weekOf(w.week_start),
    Members: w.members_present,
    Visitors: w.visitors,
  }));
  return (
    <BarChart
      h={280}
      data={data}
      dataKey="week"
      stacked
      withLegend
      series={[
        { name: "Members", label: t("Members"), color: "blue.6" },
        { name: "Visitors", label: t("Visitors"), color: "teal.5" },
      ]}
      label={t("Attendance per week")}
    />
  );
}

/** Total attendance per week, one line per event type that had any. */
export function TypeChart({ trends }: { trends: AttendanceTrends }) {
  const { t } = useTranslation("attendance");
  const types = Object.keys(EVENT_TYPE_LABELS).filter((type) =>
    trends.weeks.some((w) => (w.by_type[type as EventType]?.total ?? 0) > 0),
  ) as EventType[];
  if (types.length === 0) {
    return (
      <Text c="dimmed" fz="sm" ta="center" py="xl">
        {t("No attendance was marked in these weeks.")}
      </Text>
    );
  }
  const data = trends.weeks.map((w) => {
    const row: Record<string, string | number> = { week: weekOf(w.week_start) };
    for (const type of types) row[EVENT_TYPE_LABELS[type]] = w.by_type[type]?.total ?? 0;
    return row;
  });
  return (
    <LineChart
      h={280}
      data={data}
      dataKey="week"
      withLegend
      series={types.map((type, i) => ({
        name: EVENT_TYPE_LABELS[type],
        label: t(EVENT_TYPE_LABELS[type]),
        color: TYPE_COLORS[i % TYPE_COLORS.length] ?? "gray.6",
      }))}
      label={t("Attendance per event type")}
    />
  );
}

/** A class's attendance rate per session. */
export function RateChart({ sessions }: { sessions: { date: string; rate: number }[] }) {
  const { t } = useTranslation("attendance");
  const data = sessions.map((s) => ({ date: weekOf(s.date), Rate: s.rate }));
  return (
    <LineChart
      h={220}
      data={data}
      dataKey="date"
      max={100}
      unit="%"
      series={[{ name: "Rate", label: t("Attendance rate"), color: "teal.6" }]}
      label={t("Attendance rate per session")}
    />
  );
}
