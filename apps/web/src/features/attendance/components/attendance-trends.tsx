import { EVENT_TYPES, type EventType, MAX_TREND_WEEKS } from "@cm/contracts";
import {
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FigureCard } from "../../../components/figure-card";
import { QueryRetryAlert } from "../../../components/shared-parts/query-retry-alert";
import { translator } from "../../../lib/i18n";
import { EVENT_TYPE_CHOICES, EVENT_TYPE_LABELS, formatCount } from "../../../lib/labels";
import { toLocalDate } from "../../../lib/local-date-time";
import { type AttendanceTrends as Trends, useAttendanceTrends } from "../api/attendance-api";
import { TypeChart, WeeklyChart } from "./lazy-charts";
import { TitledCard } from "./titled-card";

/** The default range: the last twelve weeks up to today. */
function defaultRange(now = new Date()) {
  const from = new Date(now);
  from.setDate(from.getDate() - 7 * 11 - ((now.getDay() + 6) % 7));
  return { from: toLocalDate(from), to: toLocalDate(now) };
}

const t = translator("attendance");

/** What is wrong with a range, and under which date it shows; null when it can be asked for. */
function rangeIssue(from: string, to: string): { field: "from" | "to"; message: string } | null {
  if (!from || !to) return { field: "from", message: t("Choose both dates.") };
  if (to < from) return { field: "to", message: t("The last day cannot be before the first day.") };
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  if (days > (MAX_TREND_WEEKS - 1) * 7)
    return {
      field: "from",
      message: t("Choose at most {weeks} weeks at a time.", { weeks: MAX_TREND_WEEKS }),
    };
  return null;
}

/** What is wrong with a range, in plain words; null when it can be asked for. */
export function rangeProblem(from: string, to: string): string | null {
  return rangeIssue(from, to)?.message ?? null;
}

function TypeTotals({ trends }: { trends: Trends }) {
  const { t } = useTranslation("attendance");
  const rows = EVENT_TYPES.map((type) => {
    const sum = { events: 0, members_present: 0, visitors: 0, total: 0 };
    for (const w of trends.weeks) {
      const f = w.by_type[type];
      if (!f) continue;
      sum.events += f.events;
      sum.members_present += f.members_present;
      sum.visitors += f.visitors;
      sum.total += f.total;
    }
    return { type, ...sum };
  }).filter((r) => r.events > 0);
  if (rows.length === 0) return null;
  return (
    <Table.ScrollContainer minWidth={480} type="native">
      <Table aria-label={t("Attendance by event type")} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("Event type")}</Table.Th>
            <Table.Th ta="right">{t("Events")}</Table.Th>
            <Table.Th ta="right">{t("Members present")}</Table.Th>
            <Table.Th ta="right">{t("Visitors")}</Table.Th>
            <Table.Th ta="right">{t("Average per event")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.type}>
              <Table.Td>{t(EVENT_TYPE_LABELS[r.type])}</Table.Td>
              <Table.Td ta="right">{r.events}</Table.Td>
              <Table.Td ta="right">{r.members_present}</Table.Td>
              <Table.Td ta="right">{r.visitors}</Table.Td>
              <Table.Td ta="right">{Math.round(r.total / r.events)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Attendance trends per week and per event type over a date range. */
export function AttendanceTrendsView() {
  const { t } = useTranslation("attendance");
  const [range, setRange] = useState(defaultRange);
  const [eventType, setEventType] = useState<EventType | null>(null);
  const issue = rangeIssue(range.from, range.to);
  const problem = issue?.message ?? null;
  const trends = useAttendanceTrends({ ...range, event_type: eventType }, problem === null);

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md">
        <Group gap="md" align="flex-start" wrap="wrap">
          <TextInput
            type="date"
            label={t("From")}
            value={range.from}
            onChange={(e) => setRange((r) => ({ ...r, from: e.currentTarget.value }))}
            error={issue?.field === "from" ? issue.message : undefined}
          />
          <TextInput
            type="date"
            label={t("To")}
            value={range.to}
            onChange={(e) => setRange((r) => ({ ...r, to: e.currentTarget.value }))}
            error={issue?.field === "to" ? issue.message : undefined}
          />
          <Select
            label={t("Event type")}
            placeholder={t("All types")}
            data={EVENT_TYPE_CHOICES.map((c) => ({ value: c.value, label: t(c.label) }))}
            value={eventType}
            onChange={(v) => setEventType(v as EventType | null)}
            clearable
            comboboxProps={{ withinPortal: true }}
          />
          <Button variant="subtle" mt={25} onClick={() => setRange(defaultRange())}>
            {t("Last 12 weeks")}
          </Button>
        </Group>
        <Text fz="xs" c="dimmed" mt="xs">
          {t("Weeks run from Monday to Sunday.")}
        </Text>
      </Paper>

      {problem ? null : trends.isError ? (
        <QueryRetryAlert title={t("We could not load the attendance")} query={trends} />
      ) : !trends.data ? (
        <Stack gap="md" role="status" aria-label={t("Loading the attendance")}>
          <SimpleGrid cols={{ base: 2, md: 4 }}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} h={84} radius="md" />
            ))}
          </SimpleGrid>
          <Skeleton h={280} radius="md" />
        </Stack>
      ) : (
        <Stack
          gap="lg"
          aria-busy={trends.isFetching || undefined}
          style={{ opacity: trends.isFetching ? 0.7 : 1, transition: "opacity 150ms" }}
        >
          <SimpleGrid cols={{ base: 2, md: 4 }}>
            <FigureCard large label={t("Events")} value={formatCount(trends.data.totals.events)} />
            <FigureCard
              large
              label={t("Members present")}
              value={formatCount(trends.data.totals.members_present)}
            />
            <FigureCard large label={t("Visitors")} value={formatCount(trends.data.totals.visitors)} />
            <FigureCard large label={t("Total attendance")} value={formatCount(trends.data.totals.total)} />
          </SimpleGrid>
          {trends.data.totals.events === 0 ? (
            <Paper withBorder radius="md" p="xl">
              <Text c="dimmed" ta="center">
                {t(
                  "No events took place in these weeks. Choose other dates, or mark attendance on the Events page.",
                )}
              </Text>
            </Paper>
          ) : (
            <>
              <TitledCard title={t("Attendance per week")}>
                <WeeklyChart trends={trends.data} />
              </TitledCard>
              <TitledCard title={t("Per event type")}>
                <TypeChart trends={trends.data} />
                <TypeTotals trends={trends.data} />
              </TitledCard>
            </>
          )}
        </Stack>
      )}
    </Stack>
  );
}
