import "@mantine/charts/styles.css";
import type { MemberStatistics } from "@cm/contracts";
import { BarsList } from "@mantine/charts";
import { Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { BarChart, DonutChart } from "../../../components/charts/charts";
import { GENDER_LABELS } from "../../../lib/labels";
import { ageBandLabel, chartRows, TOP_GROUPS } from "./statistics-rows";

function ChartCard({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm" gap="xs">
        <Text fw={700}>{title}</Text>
        {note && (
          <Text fz="xs" c="dimmed">
            {note}
          </Text>
        )}
      </Group>
      {children}
    </Paper>
  );
}

function NoData() {
  const { t } = useTranslation("church-overview");
  return (
    <Text c="dimmed" fz="sm" py="lg" ta="center">
      {t("No members to show yet.")}
    </Text>
  );
}

/** Members counted by a grouping (a category, a home cell): its largest groups as bars. */
function TopGroupsCard({
  title,
  groups,
  empty,
  color,
  name,
  label,
}: {
  title: string;
  groups: ReturnType<typeof chartRows>;
  empty: boolean;
  color: string;
  /** What a group is, e.g. "Home cell". */
  name: string;
  /** The chart's name for screen readers, e.g. "Members by home cell". */
  label: string;
}) {
  const { t } = useTranslation("church-overview");
  return (
    <ChartCard
      title={title}
      note={
        groups.more > 0
          ? t("Largest {shown} of {count}", { shown: TOP_GROUPS, count: groups.rows.length + groups.more })
          : undefined
      }
    >
      {empty ? (
        <NoData />
      ) : (
        <BarsList
          data={groups.rows.map((row) => ({ name: row.label, value: row.count, color }))}
          barTextColor="black"
          barsLabel={name}
          valueLabel={t("Members")}
          aria-label={label}
        />
      )}
    </ChartCard>
  );
}

const GENDER_COLOURS: Record<string, string> = { MALE: "blue.6", FEMALE: "pink.5", "": "gray.4" };

/** The member statistics as charts; loaded on its own so the charting code is fetched only here. */
export default function StatisticsCharts({ stats }: { stats: MemberStatistics }) {
  const { t } = useTranslation("church-overview");
  const gender = chartRows(stats.by_gender, t("Not given")).rows.map((row) => ({
    name: t(GENDER_LABELS[row.value] ?? row.label),
    value: row.count,
    color: GENDER_COLOURS[row.value] ?? "gray.4",
  }));
  const ages = stats.by_age_band.map((row) => ({
    band: row.value ? ageBandLabel(row.value) : t("Unknown"),
    Members: row.count,
  }));
  const categories = chartRows(stats.by_category, t("No category"), TOP_GROUPS);
  const homeCells = chartRows(stats.by_home_cell, t("No home cell"), TOP_GROUPS);
  const empty = stats.total === 0;

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <ChartCard title={t("By gender")}>
        {empty ? (
          <NoData />
        ) : (
          <Group justify="center" gap="xl" wrap="wrap">
            <DonutChart data={gender} size={170} thickness={26} label={t("Members by gender")} />
            <Stack gap={6}>
              {gender.map((g) => (
                <Group key={g.name} gap="xs" wrap="nowrap">
                  <div
                    style={{
                      width: 12,
                      height: 12,
                      borderRadius: 3,
                      background: `var(--mantine-color-${g.color.replace(".", "-")})`,
                    }}
                  />
                  <Text fz="sm">
                    {t("{name}:", { name: g.name })} <b>{g.value}</b>
                  </Text>
                </Group>
              ))}
            </Stack>
          </Group>
        )}
      </ChartCard>
      <ChartCard title={t("By age")}>
        {empty ? (
          <NoData />
        ) : (
          <BarChart
            h={220}
            data={ages}
            dataKey="band"
            series={[{ name: "Members", label: t("Members"), color: "brand.6" }]}
            withValueLabels
            label={t("Members by age")}
          />
        )}
      </ChartCard>
      <TopGroupsCard
        title={t("By category")}
        groups={categories}
        empty={empty}
        color="brand.2"
        name={t("Category")}
        label={t("Members by category")}
      />
      <TopGroupsCard
        title={t("By home cell")}
        groups={homeCells}
        empty={empty}
        color="teal.2"
        name={t("Home cell")}
        label={t("Members by home cell")}
      />
    </SimpleGrid>
  );
}
