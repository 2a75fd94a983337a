import { Alert, Badge, Group, Pagination, Paper, Skeleton, Stack, Table, Tabs, Text } from "@mantine/core";
import { IconCalendarEvent, IconInbox, IconSchool } from "@tabler/icons-react";
import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { PlainTable } from "../../../components/plain-table";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { formatDate, formatDateTime } from "../../../lib/format-date";
import { eventTypeLabel } from "../../../lib/labels";
import {
  HISTORY_PAGE_SIZE,
  useMemberEventHistory,
  useMemberSundaySchoolHistory,
} from "../api/member-history-api";

/** Plain words for a history that cannot be shown: a plan without the feature reads differently. */
function historyProblem(error: unknown, what: string): string {
  if (error instanceof ApiError) {
    if (error.code === "feature_not_available" || error.code === "subscription_required") {
      return `Your church's subscription does not include ${what}.`;
    }
    if (error.status === 404) return `The ${what} history is not available yet.`;
  }
  return errorMessage(error);
}

type HistoryFrameProps = {
  query: UseQueryResult<{ count: number; results: unknown[] }>;
  what: string;
  empty: string;
  page: number;
  onPage: (page: number) => void;
  summary?: ReactNode;
  children: ReactNode;
};

/** Loading, problem, empty and paging around one history table. */
function HistoryFrame({ query, what, empty, page, onPage, summary, children }: HistoryFrameProps) {
  if (query.isPending) {
    return (
      <Stack gap="xs" data-testid="history-loading">
        <Skeleton height={14} width="60%" />
        <Skeleton height={14} width="45%" />
        <Skeleton height={14} width="55%" />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Alert color="gray" variant="light">
        {historyProblem(query.error, what)}
      </Alert>
    );
  }
  if (query.data.count === 0) {
    return (
      <Stack align="center" gap={4} py="lg">
        <IconInbox size={32} stroke={1.4} color="var(--mantine-color-gray-5)" />
        <Text c="dimmed" fz="sm">
          {empty}
        </Text>
      </Stack>
    );
  }
  const pages = Math.ceil(query.data.count / HISTORY_PAGE_SIZE);
  return (
    <Stack gap="sm">
      {summary}
      <Table.ScrollContainer minWidth={480} type="native">
        {children}
      </Table.ScrollContainer>
      {pages > 1 && (
        <Group justify="flex-end">
          <Pagination total={pages} value={page} onChange={onPage} size="sm" />
        </Group>
      )}
    </Stack>
  );
}

function EventHistory({ member }: { member: number }) {
  const [page, setPage] = useState(1);
  const query = useMemberEventHistory(member, page);
  return (
    <HistoryFrame
      query={query}
      what="attendance tracking"
      empty="No events attended yet."
      page={page}
      onPage={setPage}
      summary={
        <Text fz="sm" c="dimmed">
          {query.data?.count === 1 ? "1 event attended" : `${query.data?.count ?? 0} events attended`}
        </Text>
      }
    >
      <PlainTable
        label="Events attended"
        verticalSpacing="xs"
        rows={query.data?.results ?? []}
        rowKey={(row) => row.event}
        columns={[
          { header: "When", render: (row) => formatDateTime(row.starts_at) },
          { header: "Event", render: (row) => row.title },
          { header: "Type", render: (row) => eventTypeLabel(row.event_type) },
          { header: "Where", render: (row) => row.location || "—" },
        ]}
      />
    </HistoryFrame>
  );
}

function SundaySchoolHistory({ member }: { member: number }) {
  const [page, setPage] = useState(1);
  const query = useMemberSundaySchoolHistory(member, page);
  const data = query.data;
  return (
    <HistoryFrame
      query={query}
      what="Sunday school"
      empty="No Sunday-school attendance recorded yet."
      page={page}
      onPage={setPage}
      summary={
        data && (
          <Group gap="xs">
            <Badge color="teal" variant="light">
              Present {data.present}
            </Badge>
            <Badge color="gray" variant="light">
              Absent {data.absent}
            </Badge>
            <Badge variant="light">Attendance {data.rate}%</Badge>
          </Group>
        )
      }
    >
      <PlainTable
        label="Sunday-school attendance"
        verticalSpacing="xs"
        rows={data?.results ?? []}
        rowKey={(row) => row.session}
        columns={[
          { header: "Date", render: (row) => formatDate(row.date) },
          { header: "Class", render: (row) => row.sunday_school_name },
          { header: "Topic", render: (row) => row.topic || "—" },
          {
            header: "Attendance",
            render: (row) => (
              <Badge color={row.present ? "teal" : "gray"} variant="light">
                {row.present ? "Present" : "Absent"}
              </Badge>
            ),
          },
        ]}
      />
    </HistoryFrame>
  );
}

/** What the member took part in: events and Sunday-school sessions. */
export function MemberHistory({ member }: { member: number }) {
  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }}>
      <Text fw={700} mb="sm">
        History
      </Text>
      <Tabs defaultValue="events" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="events" leftSection={<IconCalendarEvent size={16} />}>
            Events attended
          </Tabs.Tab>
          <Tabs.Tab value="sunday-school" leftSection={<IconSchool size={16} />}>
            Sunday school
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="events">
          <EventHistory member={member} />
        </Tabs.Panel>
        <Tabs.Panel value="sunday-school">
          <SundaySchoolHistory member={member} />
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}
