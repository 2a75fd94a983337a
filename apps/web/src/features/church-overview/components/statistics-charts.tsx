import "@mantine/charts/styles.css";
import type { MemberStatistics } from "@cm/contracts";
import { BarsList } from "@mantine/charts";
import { Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
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
  return (
    <Text c="dimmed" fz="sm" py="lg" ta="center">
      No members to show yet.
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
}: {
  title: string;
  groups: ReturnType<typeof chartRows>;
  empty: boolean;
  color: string;
  /** What a group is, e.g. "Home cell". */
  name: string;
}) {
  return (
    <ChartCard
      title={title}
      note={groups.more > 0 ? `Largest ${TOP_GROUPS} of ${groups.rows.length + groups.more}` : undefined}
    >
      {empty ? (
        <NoData />
      ) : (
        <BarsList
          data={groups.rows.map((row) => ({ name: row.label, value: row.count, color }))}
          barTextColor="black"
          barsLabel={name}
          valueLabel="Members"
          aria-label={`Members by ${name.toLowerCase()}`}
        />
      )}
    </ChartCard>
  );
}

const GENDER_COLOURS: Record<string, string> = { MALE: "blue.6", FEMALE: "pink.5", "": "gray.4" };

/** The member statistics as charts; loaded on its own so the charting code is fetched only here. */
export default function StatisticsCharts({ stats }: { stats: MemberStatistics }) {
  const gender = chartRows(stats.by_gender, "Not given").rows.map((row) => ({
    name: GENDER_LABELS[row.value] ?? row.label,
    value: row.count,
    color: GENDER_COLOURS[row.value] ?? "gray.4",
  }));
  const ages = stats.by_age_band.map((row) => ({
    band: row.value ? ageBandLabel(row.value) : "Unknown",
    Members: row.count,
  }));
  const categories = chartRows(stats.by_category, "No category", TOP_GROUPS);
  const homeCells = chartRows(stats.by_home_cell, "No home cell", TOP_GROUPS);
  const empty = stats.total === 0;

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <ChartCard title="By gender">
        {empty ? (
          <NoData />
        ) : (
          <Group justify="center" gap="xl" wrap="wrap">
            <DonutChart data={gender} size={170} thickness={26} label="Members by gender" />
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
                    {g.name}: <b>{g.value}</b>
                  </Text>
                </Group>
              ))}
            </Stack>
          </Group>
        )}
      </ChartCard>
      <ChartCard title="By age">
        {empty ? (
          <NoData />
        ) : (
          <BarChart
            h={220}
            data={ages}
            dataKey="band"
            series={[{ name: "Members", color: "brand.6" }]}
            withValueLabels
            label="Members by age"
          />
        )}
      </ChartCard>
      <TopGroupsCard title="By category" groups={categories} empty={empty} color="brand.2" name="Category" />
      <TopGroupsCard title="By home cell" groups={homeCells} empty={empty} color="teal.2" name="Home cell" />
    </SimpleGrid>
  );
}
