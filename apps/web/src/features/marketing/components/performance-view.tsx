import { addDays, todayIso } from "@cm/contracts";
import { Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LineChart } from "../../../components/charts/charts";
import { LoadError } from "../../../components/load-error";
import { formatCalendar, formatDate } from "../../../lib/format-date";
import { usePerformance } from "../api/marketing-api";

/** "27 Oct" for a calendar date (read in UTC), short enough for the chart's axis. */
const shortDay = (day: string) => formatCalendar(day, "dayMonth");

/** Impressions, clicks and shares per day over a date range, as a chart and a table, with totals. */
export function PerformanceView({ campaign }: { campaign?: number | undefined }) {
  const { t } = useTranslation("marketing");
  const today = todayIso();
  const [from, setFrom] = useState(addDays(today, -29));
  const [to, setTo] = useState(today);
  const report = usePerformance({ from, to, campaign });
  const totals = report.data?.totals;
  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end">
        <TextInput
          label={t("From")}
          type="date"
          value={from}
          max={to}
          onChange={(e) => e.currentTarget.value && setFrom(e.currentTarget.value)}
        />
        <TextInput
          label={t("To")}
          type="date"
          value={to}
          min={from}
          onChange={(e) => e.currentTarget.value && setTo(e.currentTarget.value)}
        />
      </Group>
      {report.error ? (
        <LoadError error={report.error} what={t("the figures")} onRetry={() => void report.refetch()} />
      ) : !report.data || !totals ? (
        <Skeleton h={280} radius="md" role="status" aria-label={t("Loading the figures")} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {[
              { id: "impressions", label: t("Impressions"), value: totals.impressions },
              { id: "clicks", label: t("Clicks"), value: totals.clicks },
              { id: "shares", label: t("Shares"), value: totals.shares },
              { id: "click-through rate", label: t("Click-through rate"), value: `${totals.ctr}%` },
            ].map(({ id, label, value }) => (
              <Paper key={id} withBorder p="md" radius="md">
                <Text fz="xs" c="dimmed" tt="uppercase">
                  {label}
                </Text>
                <Text fz="xl" fw={700} data-testid={`total-${id}`}>
                  {value}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
          <Paper withBorder p="md" radius="md">
            <LineChart
              h={260}
              label={t("Impressions, clicks and shares per day")}
              data={report.data.days.map((d) => ({
                day: shortDay(d.day),
                Impressions: d.impressions,
                Clicks: d.clicks,
                Shares: d.shares,
              }))}
              dataKey="day"
              withLegend
              series={[
                { name: "Impressions", label: t("Impressions"), color: "blue.6" },
                { name: "Clicks", label: t("Clicks"), color: "teal.6" },
                { name: "Shares", label: t("Shares"), color: "grape.6" },
              ]}
            />
          </Paper>
          <Table.ScrollContainer minWidth={420}>
            <Table striped aria-label={t("Figures per day")}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("Day")}</Table.Th>
                  <Table.Th>{t("Impressions")}</Table.Th>
                  <Table.Th>{t("Clicks")}</Table.Th>
                  <Table.Th>{t("Shares")}</Table.Th>
                  <Table.Th>{t("Click-through rate")}</Table.Th>
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
