import {
  Anchor,
  Badge,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from "@mantine/core";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import {
  type DataTableColumn,
  ListTable,
  titleColumn,
  useDataTableState,
} from "../../../components/data-table";
import { FigureCard } from "../../../components/figure-card";
import { LoadError } from "../../../components/load-error";
import { PageCrumbs } from "../../../components/page-crumbs";
import { PageHeading } from "../../../components/page-heading";
import { PageLoader } from "../../../components/page-loader";
import { QueryRetryAlert } from "../../../components/shared-parts/query-retry-alert";
import { formatDate } from "../../../lib/format-date";
import { formatRate } from "../../../lib/labels";
import { type SundaySchool, useClass, useClassList, useClassOverview } from "../api/attendance-api";
import { RateChart } from "./lazy-charts";
import { TitledCard } from "./titled-card";

const rateColor = (rate: number) => (rate >= 75 ? "teal" : rate >= 50 ? "yellow" : "red");

export function RateBar({ rate, label }: { rate: number; label: string }) {
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      {/* The bar (the section) carries the name and the spoken value; the root is only a frame. */}
      <Progress.Root w={80} size="sm">
        <Progress.Section
          value={rate}
          color={rateColor(rate)}
          aria-label={label}
          aria-valuetext={formatRate(rate)}
        />
      </Progress.Root>
      <Text fz="sm" w={52} ta="right">
        {formatRate(rate)}
      </Text>
    </Group>
  );
}

export const attendanceClassPath = (id: number) => `/church/attendance-management/${id}`;

/** Every Sunday-school class with its average attendance rate. */
export function ClassAttendanceTable() {
  const { t } = useTranslation("attendance");
  const table = useDataTableState({ ordering: "name", filters: { is_active: true } });
  const list = useClassList(table.params);
  const columns: DataTableColumn<SundaySchool>[] = [
    titleColumn({
      key: "name",
      header: t("Class"),
      sortable: true,
      title: (c) => c.name,
      to: (c) => attendanceClassPath(c.id),
    }),
    { key: "teacher_name", header: t("Teacher") },
    { key: "enrolled_count", header: t("Enrolled"), align: "right" },
    { key: "session_count", header: t("Sessions"), align: "right" },
    {
      key: "rate",
      header: t("Average attendance"),
      align: "right",
      width: 200,
      render: (c) =>
        c.session_count === 0 ? (
          <Text fz="sm" c="dimmed">
            {t("No sessions yet")}
          </Text>
        ) : (
          <RateBar rate={c.average_rate} label={t("Attendance rate of {name}", { name: c.name })} />
        ),
    },
  ];
  return (
    <ListTable
      label={t("Class attendance")}
      columns={columns}
      list={list}
      table={table}
      search={t("Search by class or room")}
      empty={
        table.search
          ? t("No class matches this search.")
          : t("No Sunday-school classes yet. Add them on the Sunday school page.")
      }
      minWidth={700}
    />
  );
}

type RateRow = {
  key: number;
  name: ReactNode;
  present: number;
  absent: number;
  rate: number;
  rateLabel: string;
};

/** Present, absent and rate for each row (a session or a member), under its heading. */
function RateTable({
  title,
  first,
  rows,
  empty,
}: {
  title: string;
  first: string;
  rows: RateRow[];
  empty?: string;
}) {
  const { t } = useTranslation("attendance");
  return (
    <TitledCard title={title}>
      {rows.length === 0 && empty ? (
        <Text c="dimmed" ta="center" py="lg">
          {empty}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={440} type="native">
          <Table aria-label={title} verticalSpacing="xs" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{first}</Table.Th>
                <Table.Th ta="right">{t("Present")}</Table.Th>
                <Table.Th ta="right">{t("Absent")}</Table.Th>
                <Table.Th ta="right">{t("Rate")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.key}>
                  <Table.Td>{r.name}</Table.Td>
                  <Table.Td ta="right">{r.present}</Table.Td>
                  <Table.Td ta="right">{r.absent}</Table.Td>
                  <Table.Td>
                    <RateBar rate={r.rate} label={r.rateLabel} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </TitledCard>
  );
}

/** One class's attendance: per session and per member, between two optional dates. */
export function ClassAttendanceDetail({ classId }: { classId: number }) {
  const { t } = useTranslation("attendance");
  const klass = useClass(classId);
  const [range, setRange] = useState({ from: "", to: "" });
  const badRange = Boolean(range.from && range.to && range.to < range.from);
  const overview = useClassOverview(classId, badRange ? {} : range);

  if (klass.isPending) return <PageLoader />;
  if (klass.isError) {
    return (
      <LoadError
        error={klass.error}
        what={t("class")}
        onRetry={() => void klass.refetch()}
        back={{ to: "/church/attendance-management", label: t("Back to attendance management") }}
      />
    );
  }
  const c = klass.data;
  const data = overview.data;

  return (
    <Stack gap="lg">
      <PageCrumbs
        trail={[{ to: "/church/attendance-management", label: t("Attendance management") }]}
        current={c.name}
      />
      <Group justify="space-between" align="flex-end" gap="md">
        <PageHeading title={c.name}>
          {t("Attendance per session and per member.")}{" "}
          <Anchor component={Link} to={`/church/sunday-school/${c.id}`} fz="sm">
            {t("Open the class")}
          </Anchor>
        </PageHeading>
        <Group gap="sm" align="flex-start">
          <TextInput
            type="date"
            label={t("From")}
            value={range.from}
            onChange={(e) => setRange((r) => ({ ...r, from: e.currentTarget.value }))}
          />
          <TextInput
            type="date"
            label={t("To")}
            value={range.to}
            onChange={(e) => setRange((r) => ({ ...r, to: e.currentTarget.value }))}
            error={badRange ? t("The last day cannot be before the first day.") : undefined}
          />
        </Group>
      </Group>

      {overview.isError ? (
        <QueryRetryAlert title={t("We could not load the attendance")} query={overview} />
      ) : !data ? (
        <PageLoader minHeight={200} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, md: 4 }}>
            <FigureCard large label={t("Enrolled")} value={data.enrolled} />
            <FigureCard large label={t("Sessions")} value={data.sessions.length} />
            <FigureCard
              large
              label={t("Average attendance")}
              value={data.sessions.length ? formatRate(data.average_rate) : "—"}
            />
            <FigureCard
              large
              label={t("Visitors")}
              value={data.sessions.reduce((n, s) => n + s.visitors, 0)}
            />
          </SimpleGrid>
          {data.sessions.length === 0 ? (
            <Paper withBorder radius="md" p="xl">
              <Text c="dimmed" ta="center">
                {t("No sessions in this period. Add sessions on the class page to start taking attendance.")}
              </Text>
            </Paper>
          ) : (
            <>
              {data.sessions.length > 1 && (
                <TitledCard title={t("Attendance rate per session")}>
                  <RateChart sessions={[...data.sessions].sort((a, b) => a.date.localeCompare(b.date))} />
                </TitledCard>
              )}
              <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
                <RateTable
                  title={t("Sessions")}
                  first={t("Date")}
                  rows={data.sessions.map((s) => ({
                    key: s.session,
                    name: (
                      <>
                        <Anchor
                          component={Link}
                          to={`/church/sunday-school/${c.id}/session/${s.session}`}
                          fz="sm"
                        >
                          {formatDate(s.date)}
                        </Anchor>
                        {s.topic && (
                          <Text fz="xs" c="dimmed">
                            {s.topic}
                          </Text>
                        )}
                      </>
                    ),
                    present: s.present,
                    absent: s.absent,
                    rate: s.rate,
                    rateLabel: t("Attendance rate on {date}", { date: formatDate(s.date) }),
                  }))}
                />
                <RateTable
                  title={t("Members")}
                  first={t("Member")}
                  empty={t("Nobody is enrolled in this class yet.")}
                  rows={data.members.map((m) => ({
                    key: m.member,
                    name: (
                      <Group gap={6}>
                        <Text fz="sm">{m.member_name}</Text>
                        {!m.is_enrolled && (
                          <Badge size="xs" color="gray" variant="light">
                            {t("Left the class")}
                          </Badge>
                        )}
                      </Group>
                    ),
                    present: m.present,
                    absent: m.absent,
                    rate: m.rate,
                    rateLabel: t("Attendance rate of {name}", { name: m.member_name }),
                  }))}
                />
              </SimpleGrid>
            </>
          )}
        </>
      )}
    </Stack>
  );
}
