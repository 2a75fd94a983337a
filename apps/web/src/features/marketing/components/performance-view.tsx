import { addDays, todayIso } from "@cm/contracts";
import { Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { LineChart } from "../../../components/charts/charts";
import { LoadError } from "../../../components/load-error";
import { formatDate } from "../../../lib/format-date";
import { usePerformance } from "../api/marketing-api";

const dayLabel = new Intl.DateTimeFormat(undefined, { day: "numeric", month: "short", timeZone: "UTC" });
/** "27 Oct" for a calendar date (read in UTC), short enough for the chart's axis. */
const shortDay = (day: string) => dayLabel.format(new Date(`${day}T00:00:00Z`));

/** Impressions, clicks and shares per day over a date range, as a chart and a table, with totals. */
export function PerformanceView({ campaign }: { campaign?: number | undefined }) {
  const today = todayIso();
  const [from, setFrom] = useState(addDays(today, -29));
  const [to, setTo] = useState(today);
  const report = usePerformance({ from, to, campaign });
  const totals = report.data?.totals;
  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end">
        <TextInput
          label="From"
          type="date"
          value={from}
          max={to}
          onChange={(e) => e.currentTarget.value && setFrom(e.currentTarget.value)}
        />
        <TextInput
          label="To"
          type="date"
          value={to}
          min={from}
          onChange={(e) => e.currentTarget.value && setTo(e.currentTarget.value)}
        />
      </Group>
      {report.error ? (
        <LoadError error={report.error} what="the figures" onRetry={() => void report.refetch()} />
      ) : !report.data || !totals ? (
        <Skeleton h={280} radius="md" role="status" aria-label="Loading the figures" />
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {[
              ["Impressions", totals.impressions],
              ["Clicks", totals.clicks],
              ["Shares", totals.shares],
              ["Click-through rate", `${totals.ctr}%`],
            ].map(([label, value]) => (
              <Paper key={label} withBorder p="md" radius="md">
                <Text fz="xs" c="dimmed" tt="uppercase">
                  {label}
                </Text>
                <Text fz="xl" fw={700} data-testid={`total-${String(label).toLowerCase()}`}>
                  {value}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
          <Paper withBorder p="md" radius="md">
            <LineChart
              h={260}
              label="Impressions, clicks and shares per day"
              data={report.data.days.map((d) => ({
                day: shortDay(d.day),
                Impressions: d.impressions,
                Clicks: d.clicks,
                Shares: d.shares,
              }))}
              dataKey="day"
              withLegend
              series={[
                { name: "Impressions", color: "blue.6" },
                { name: "Clicks", color: "teal.6" },
                { name: "Shares", color: "grape.6" },
              ]}
            />
          </Paper>
          <Table.ScrollContainer minWidth={420}>
            <Table striped aria-label="Figures per day">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Day</Table.Th>
                  <Table.Th>Impressions</Table.Th>
                  <Table.Th>Clicks</Table.Th>
                  <Table.Th>Shares</Table.Th>
                  <Table.Th>Click-through rate</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.data.days.map((d) => (
                  <Table.Tr key={d.day}>
                    <Table.Td>{formatDate(d.day)}</Table.Td>
                    <Table.Td>{d.impressions}</Table.Td>
                    <Table.Td>{d.clicks}</Table.Td>
                    <Table.Td>{d.shares}</Table.Td>
                    <Table.Td>{d.ctr}%</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}
