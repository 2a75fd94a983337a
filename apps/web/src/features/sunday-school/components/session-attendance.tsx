import { msg } from "@cm/contracts";
import { hasPermission } from "@cm/contracts/rules";
import {
  Anchor,
  Box,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  RingProgress,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { useEffect, useMemo, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FigureCard } from "../../../components/figure-card";
import {
  NumberField,
  numberProblem,
  type TypedNumber,
  typedNumber,
} from "../../../components/form-number-field";
import { FormAlert } from "../../../components/form-parts";
import { LoadError } from "../../../components/load-error";
import { PageCrumbs } from "../../../components/page-crumbs";
import { PageHeading } from "../../../components/page-heading";
import { PageLoader } from "../../../components/page-loader";
import { QueryRetryAlert } from "../../../components/shared-parts/query-retry-alert";
import { ApiError } from "../../../lib/api-client";
import { useCurrentUser } from "../../../lib/auth-store";
import { useServerErrors } from "../../../lib/form-errors";
import { formatDate } from "../../../lib/format-date";
import { formatRate } from "../../../lib/labels";
import { notify } from "../../../lib/notify";
import {
  type SessionSummary,
  useMarkSessionAttendance,
  useSession,
  useSessionRoster,
  useSessionSummary,
} from "../api/sunday-school-api";

/** How many visitors a session may record (the API's limits); empty is none. */
const VISITORS = { min: 0, max: 100_000 };

/** Present, absent and rate of a session, as the server counts them. */
export function SessionSummaryCard({ summary }: { summary: SessionSummary }) {
  const { t } = useTranslation("sunday-school");
  return (
    <Paper withBorder radius="md" p="md" aria-label={t("Session summary")} component="section">
      <Group gap="lg" align="center" wrap="wrap">
        <RingProgress
          size={96}
          thickness={10}
          roundCaps={summary.rate > 0}
          sections={[{ value: Math.min(100, Math.max(0, summary.rate)), color: "teal" }]}
          label={
            <Text ta="center" fw={700} fz="sm">
              {formatRate(summary.rate)}
            </Text>
          }
        />
        <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="lg" style={{ flex: 1 }}>
          <FigureCard frame="none" label={t("Present")} value={summary.present} testId="summary-present" />
          <FigureCard frame="none" label={t("Absent")} value={summary.absent} testId="summary-absent" />
          <FigureCard
            frame="none"
            label={t("Attendance rate")}
            value={formatRate(summary.rate)}
            testId="summary-attendance-rate"
          />
          <FigureCard frame="none" label={t("Visitors")} value={summary.visitors} testId="summary-visitors" />
        </SimpleGrid>
      </Group>
    </Paper>
  );
}

/** Marks each enrolled member present or absent at one session, with the visitors, and shows the summary. */
export function SessionAttendance({ classId, sessionId }: { classId: number; sessionId: number }) {
  const { t } = useTranslation("sunday-school");
  const user = useCurrentUser();
  const canWrite = user ? hasPermission(user, "sunday-school.write") : false;
  const session = useSession(sessionId);
  const roster = useSessionRoster(sessionId);
  const summary = useSessionSummary(sessionId);
  const mark = useMarkSessionAttendance();
  const [marks, setMarks] = useState<Map<number, boolean> | null>(null);
  const [visitors, setVisitors] = useState<TypedNumber>(0);
  const server = useServerErrors({ visitor_count: visitors });

  // The people to mark: everyone the server counts at this session, by name.
  const people = useMemo(
    () => (roster.data ?? []).map((r) => ({ member: r.member, name: r.member_name })),
    [roster.data],
  );

  // Start from what was saved: a member not marked yet starts as absent.
  useEffect(() => {
    if (marks === null && roster.data && summary.data) {
      setMarks(new Map(roster.data.map((r) => [r.member, r.present === true])));
      setVisitors(summary.data.visitors);
    }
  }, [marks, roster.data, summary.data]);

  if (session.isPending) return <PageLoader />;
  if (session.isError || (session.data && session.data.sunday_school !== classId)) {
    return (
      <LoadError
        error={session.error ?? new ApiError({ status: 404, code: "not_found", detail: "Not found." })}
        what={t("session")}
        back={{ to: `/church/sunday-school/${classId}`, label: t("Back to the class") }}
        onRetry={() => void session.refetch()}
      />
    );
  }
  const s = session.data;
  const isPresent = (member: number) => marks?.get(member) === true;
  const presentCount = people.filter((p) => isPresent(p.member)).length;

  function setAll(present: boolean) {
    setMarks(new Map(people.map((p) => [p.member, present])));
  }

  async function save() {
    const present = people.filter((p) => isPresent(p.member)).map((p) => p.member);
    const absent = people.filter((p) => !isPresent(p.member)).map((p) => p.member);
    server.clear();
    const refused = numberProblem(visitors, VISITORS);
    if (refused) return server.say(refused, "visitor_count");
    try {
      await mark.mutateAsync({ sessionId, present, absent, visitor_count: typedNumber(visitors) ?? 0 });
      notify.success(t("The attendance has been saved."));
    } catch (error) {
      notify.error({ title: t("The attendance was not saved"), message: server.show(error) });
    }
  }

  return (
    <Stack gap="lg">
      <PageCrumbs
        trail={[
          { to: "/church/sunday-school", label: t("Sunday school") },
          { to: `/church/sunday-school/${classId}`, label: s.sunday_school_name },
        ]}
        current={formatDate(s.date)}
      />
      <PageHeading title={`${s.sunday_school_name}: ${formatDate(s.date)}`}>
        {s.topic ? t("Topic: {topic}", { topic: s.topic }) : t("No topic given")}
      </PageHeading>

      {summary.isPending ? (
        <Paper withBorder radius="md" p="md">
          <Center role="status" aria-label={t("Loading the summary")}>
            <Loader size="sm" />
          </Center>
        </Paper>
      ) : summary.isError ? (
        <QueryRetryAlert inline title={t("We could not load the summary")} query={summary} />
      ) : (
        <SessionSummaryCard summary={summary.data} />
      )}

      <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }}>
        <Group justify="space-between" mb="md" gap="sm">
          <div>
            <Title order={2} fz="lg">
              {t("Mark attendance")}
            </Title>
            <Text fz="sm" c="dimmed" aria-live="polite">
              {t("{present} of {total} present", { present: presentCount, total: people.length })}
            </Text>
          </div>
          {canWrite && people.length > 0 && (
            <Group gap="xs">
              <Button variant="default" size="xs" onClick={() => setAll(true)}>
                {t("Everyone present")}
              </Button>
              <Button variant="default" size="xs" onClick={() => setAll(false)}>
                {t("Everyone absent")}
              </Button>
            </Group>
          )}
        </Group>
        {roster.isPending || (marks === null && !roster.isError && !summary.isError) ? (
          <Center py="lg" role="status" aria-label={t("Loading the class list")}>
            <Loader size="sm" />
          </Center>
        ) : roster.isError ? (
          <QueryRetryAlert inline query={roster} />
        ) : people.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            {/* The tag is not called <link>: Trans would read that as the empty HTML element. */}
            <Trans
              t={t}
              i18nKey={msg(
                "Nobody is enrolled in this class yet. Enroll members on the <anchor>class page</anchor>.",
              )}
              components={{ anchor: <Anchor component={Link} to={`/church/sunday-school/${classId}`} /> }}
            />
          </Text>
        ) : (
          <Table aria-label={t("Class attendance")} verticalSpacing="xs" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("Member")}</Table.Th>
                <Table.Th ta="right">{t("Attendance")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {people.map((p) => (
                <Table.Tr key={p.member}>
                  <Table.Td>{p.name}</Table.Td>
                  <Table.Td ta="right">
                    <SegmentedControl
                      size="xs"
                      aria-label={t("Attendance of {name}", { name: p.name })}
                      disabled={!canWrite}
                      color={isPresent(p.member) ? "teal" : "gray"}
                      value={isPresent(p.member) ? "present" : "absent"}
                      onChange={(v) =>
                        setMarks((current) => new Map(current ?? []).set(p.member, v === "present"))
                      }
                      data={[
                        { value: "present", label: t("Present") },
                        { value: "absent", label: t("Absent") },
                      ]}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {canWrite && server.alert && (
          <Box mt="md">
            <FormAlert message={server.alert} />
          </Box>
        )}
        {canWrite && (
          <Group justify="space-between" align="flex-end" mt="md" gap="md">
            <NumberField
              label={t("Visitors")}
              description={t("Children or guests who are not enrolled")}
              {...VISITORS}
              {...server.bind("visitor_count", visitors, setVisitors)}
              maw={220}
            />
            <Button onClick={() => void save()} loading={mark.isPending} disabled={marks === null}>
              {t("Save attendance")}
            </Button>
          </Group>
        )}
      </Paper>
    </Stack>
  );
}
