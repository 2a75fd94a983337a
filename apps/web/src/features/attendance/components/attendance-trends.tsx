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
import { FigureCard } from "../../../components/figure-card";
import { RetryAlert } from "../../../components/retry-alert";
import { EVENT_TYPE_CHOICES, EVENT_TYPE_LABELS } from "../../../lib/labels";
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

/** What is wrong with a range, in plain words; null when it can be asked for. */
export function rangeProblem(from: string, to: string): string | null {
  if (!from || !to) return "Choose both dates.";
  if (to < from) return "The last day cannot be before the first day.";
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  if (days > (MAX_TREND_WEEKS - 1) * 7) return `Choose at most ${MAX_TREND_WEEKS} weeks at a time.`;
  return null;
}

function TypeTotals({ trends }: { trends: Trends }) {
  const rows = EVENT_TYPES.map((t) => {
    const sum = { events: 0, members_present: 0, visitors: 0, total: 0 };
    for (const w of trends.weeks) {
      const f = w.by_type[t];
      if (!f) continue;
      sum.events += f.events;
      sum.members_present += f.members_present;
      sum.visitors += f.visitors;
      sum.total += f.total;
    }
    return { type: t, ...sum };
  }).filter((r) => r.events > 0);
  if (rows.length === 0) return null;
  return (
    <Table.ScrollContainer minWidth={480} type="native">
      <Table aria-label="Attendance by event type" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Event type</Table.Th>
            <Table.Th ta="right">Events</Table.Th>
            <Table.Th ta="right">Members present</Table.Th>
            <Table.Th ta="right">Visitors</Table.Th>
            <Table.Th ta="right">Average per event</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.type}>
              <Table.Td>{EVENT_TYPE_LABELS[r.type]}</Table.Td>
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
  const [range, setRange] = useState(defaultRange);
  const [eventType, setEventType] = useState<EventType | null>(null);
  const problem = rangeProblem(range.from, range.to);
  const trends = useAttendanceTrends({ ...range, event_type: eventType }, problem === null);

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md">
        <Group gap="md" align="flex-start" wrap="wrap">
          <TextInput
            type="date"
            label="From"
            value={range.from}
            onChange={(e) => setRange((r) => ({ ...r, from: e.currentTarget.value }))}
            error={
              problem && problem !== "The last day cannot be before the first day." ? problem : undefined
            }
          />
          <TextInput
            type="date"
            label="To"
            value={range.to}
            onChange={(e) => setRange((r) => ({ ...r, to: e.currentTarget.value }))}
            error={problem === "The last day cannot be before the first day." ? problem : undefined}
          />
          <Select
            label="Event type"
            placeholder="All types"
            data={EVENT_TYPE_CHOICES}
            value={eventType}
            onChange={(v) => setEventType(v as EventType | null)}
            clearable
            comboboxProps={{ withinPortal: true }}
          />
          <Button variant="subtle" mt={25} onClick={() => setRange(defaultRange())}>
            Last 12 weeks
          </Button>
        </Group>
        <Text fz="xs" c="dimmed" mt="xs">
          Weeks run from Monday to Sunday.
        </Text>
      </Paper>

      {problem ? null : trends.isError ? (
        <RetryAlert
          title="We could not load the attendance"
          error={trends.error}
          onRetry={() => void trends.refetch()}
        />
      ) : !trends.data ? (
        <Stack gap="md" role="status" aria-label="Loading the attendance">
          <SimpleGrid cols={{ base: 2, md: 4 }}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} h={84} radius="md" />
            ))}
          </SimpleGrid>
          <Skeleton h={280} radius="md" />
        </Stack>
      ) : (
        <Stack gap="lg" style={{ opacity: trends.isFetching ? 0.7 : 1, transition: "opacity 150ms" }}>
          <SimpleGrid cols={{ base: 2, md: 4 }}>
            <FigureCard large label="Events" value={trends.data.totals.events.toLocaleString()} />
            <FigureCard
              large
              label="Members present"
              value={trends.data.totals.members_present.toLocaleString()}
            />
            <FigureCard large label="Visitors" value={trends.data.totals.visitors.toLocaleString()} />
            <FigureCard large label="Total attendance" value={trends.data.totals.total.toLocaleString()} />
          </SimpleGrid>
          {trends.data.totals.events === 0 ? (
            <Paper withBorder radius="md" p="xl">
              <Text c="dimmed" ta="center">
                No events took place in these weeks. Choose other dates, or mark attendance on the Events
                page.
              </Text>
            </Paper>
          ) : (
            <>
              <TitledCard title="Attendance per week">
                <WeeklyChart trends={trends.data} />
              </TitledCard>
              <TitledCard title="Per event type">
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
