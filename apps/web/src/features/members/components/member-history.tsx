import { Alert, Badge, Group, Pagination, Paper, Skeleton, Stack, Table, Tabs, Text } from "@mantine/core";
import { IconCalendarEvent, IconInbox, IconSchool } from "@tabler/icons-react";
import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { PlainTable } from "../../../components/plain-table";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { formatDate, formatDateTime } from "../../../lib/format-date";
import { eventTypeLabel } from "../../../lib/labels";
import {
  HISTORY_PAGE_SIZE,
  useMemberEventHistory,
  useMemberSundaySchoolHistory,
} from "../api/member-history-api";

/** What a history that cannot be shown says: the plan lacks the feature, or it is not there yet. */
type HistoryProblems = { notIncluded: string; notYet: string };

/** Plain words for a history that cannot be shown: a plan without the feature reads differently. */
function historyProblem(error: unknown, problems: HistoryProblems): string {
  if (error instanceof ApiError) {
    if (error.code === "feature_not_available" || error.code === "subscription_required") {
      return problems.notIncluded;
    }
    if (error.status === 404) return problems.notYet;
  }
  return errorMessage(error);
}

type HistoryFrameProps = {
  query: UseQueryResult<{ count: number; results: unknown[] }>;
  problems: HistoryProblems;
  empty: string;
  page: number;
  onPage: (page: number) => void;
  summary?: ReactNode;
  children: ReactNode;
};

/** Loading, problem, empty and paging around one history table. */
function HistoryFrame({ query, problems, empty, page, onPage, summary, children }: HistoryFrameProps) {
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
        {historyProblem(query.error, problems)}
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
  const { t } = useTranslation("members");
  const [page, setPage] = useState(1);
  const query = useMemberEventHistory(member, page);
  return (
    <HistoryFrame
      query={query}
      problems={{
        notIncluded: t("Your church''s subscription does not include attendance tracking."),
        notYet: t("The attendance tracking history is not available yet."),
      }}
      empty={t("No events attended yet.")}
      page={page}
      onPage={setPage}
      summary={
        <Text fz="sm" c="dimmed">
          {t("{count, plural, one {# event attended} other {# events attended}}", {
            count: query.data?.count ?? 0,
          })}
        </Text>
      }
    >
      <PlainTable
        label={t("Events attended")}
        verticalSpacing="xs"
        rows={query.data?.results ?? []}
        rowKey={(row) => row.event}
        columns={[
          { header: t("When"), render: (row) => formatDateTime(row.starts_at) },
          { header: t("Event"), render: (row) => row.title },
          { header: t("Type"), render: (row) => t(eventTypeLabel(row.event_type)) },
          { header: t("Where"), render: (row) => row.location || "—" },
        ]}
      />
    </HistoryFrame>
  );
}

function SundaySchoolHistory({ member }: { member: number }) {
  const { t } = useTranslation("members");
  const [page, setPage] = useState(1);
  const query = useMemberSundaySchoolHistory(member, page);
  const data = query.data;
  return (
    <HistoryFrame
      query={query}
      problems={{
        notIncluded: t("Your church''s subscription does not include Sunday school."),
        notYet: t("The Sunday school history is not available yet."),
      }}
      empty={t("No Sunday-school attendance recorded yet.")}
      page={page}
      onPage={setPage}
      summary={
        data && (
          <Group gap="xs">
            <Badge color="teal" variant="light">
              {t("Present {count}", { count: data.present })}
            </Badge>
            <Badge color="gray" variant="light">
              {t("Absent {count}", { count: data.absent })}
            </Badge>
            <Badge variant="light">{t("Attendance {rate}%", { rate: data.rate })}</Badge>
          </Group>
        )
      }
    >
      <PlainTable
        label={t("Sunday-school attendance")}
        verticalSpacing="xs"
        rows={data?.results ?? []}
        rowKey={(row) => row.session}
        columns={[
          { header: t("Date"), render: (row) => formatDate(row.date) },
          { header: t("Class"), render: (row) => row.sunday_school_name },
          { header: t("Topic"), render: (row) => row.topic || "—" },
          {
            header: t("Attendance"),
            render: (row) => (
              <Badge color={row.present ? "teal" : "gray"} variant="light">
                {row.present ? t("Present") : t("Absent")}
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
  const { t } = useTranslation("members");
  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }}>
      <Text fw={700} mb="sm">
        {t("History")}
      </Text>
      <Tabs defaultValue="events" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="events" leftSection={<IconCalendarEvent size={16} />}>
            {t("Events attended")}
          </Tabs.Tab>
          <Tabs.Tab value="sunday-school" leftSection={<IconSchool size={16} />}>
            {t("Sunday school")}
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
