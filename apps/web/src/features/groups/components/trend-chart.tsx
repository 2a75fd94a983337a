// Loaded lazily: the chart code arrives only with the chart itself.
import type { GroupTrendPoint } from "@cm/contracts";
import { useTranslation } from "react-i18next";
import { BarChart } from "../../../components/charts/charts";
import { formatCalendar } from "../../../lib/format-date";

/** Members present and visitors at each meeting of the last half year, stacked. */
export function GroupTrendChart({ points }: { points: GroupTrendPoint[] }) {
  const { t } = useTranslation("groups");
  const data = points.map((p) => ({
    date: formatCalendar(p.date, "dayMonth"),
    Members: p.present,
    Visitors: p.visitors,
  }));
  return (
    <BarChart
      h={240}
      data={data}
      dataKey="date"
      stacked
      withLegend
      series={[
        { name: "Members", label: t("Members present"), color: "blue.6" },
        { name: "Visitors", label: t("Visitors"), color: "teal.5" },
      ]}
      label={t("Attendance at each meeting")}
    />
  );
}
