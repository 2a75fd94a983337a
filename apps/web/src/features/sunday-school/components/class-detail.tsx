import { hasPermission } from "@cm/contracts";
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Breadcrumbs,
  Button,
  Group,
  Pagination,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from "@mantine/core";
import {
  IconAlertTriangle,
  IconCalendarPlus,
  IconChecklist,
  IconPencil,
  IconUserMinus,
  IconUserPlus,
} from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { DataTable, type DataTableColumn, useDataTableState } from "../../../components/data-table";
import { PageLoader } from "../../../components/page-loader";
import { errorMessage } from "../../../lib/api-client";
import { useCurrentUser } from "../../../lib/auth-store";
import { formatDate } from "../../../lib/format-date";
import { notify } from "../../../lib/notify";
import { listTableProps } from "../../../lib/resource-hooks";
import {
  agesText,
  type Enrollment,
  type Session,
  useClass,
  useEnrollments,
  useRemoveEnrollment,
  useSessions,
} from "../api/sunday-school-api";
import { ClassDrawer, type ClassDrawerState } from "./class-form";
import { EnrollDialog } from "./enroll-dialog";
import { LoadError } from "./load-error";
import { SessionsDialog } from "./sessions-dialog";

export function sessionPath(classId: number, sessionId: number) {
  return `/church/sunday-school/${classId}/session/${sessionId}`;
}

const ENROLLMENT_PAGE = 25;

function EnrollmentsTable({ classId, canWrite }: { classId: number; canWrite: boolean }) {
  const [pageNumber, setPageNumber] = useState(1);
  const list = useEnrollments(classId, {
    page: pageNumber,
    page_size: ENROLLMENT_PAGE,
    ordering: "enrolled_on",
    filters: { is_active: true },
  });
  const remove = useRemoveEnrollment();
  const [removing, setRemoving] = useState<Enrollment | null>(null);
  const rows = list.data?.results;
  const pages = Math.max(1, Math.ceil((list.data?.count ?? 0) / ENROLLMENT_PAGE));

  async function confirmRemove(enrollment: Enrollment) {
    try {
      await remove.mutateAsync(enrollment.id);
      notify.success(`${enrollment.member_name} has been removed from the class.`);
      if (rows?.length === 1 && pageNumber > 1) setPageNumber(pageNumber - 1);
    } catch (error) {
      notify.error({ title: "The member was not removed", message: errorMessage(error) });
    } finally {
      setRemoving(null);
    }
  }

  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }}>
      {list.isError && !rows ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title="We could not load the members"
        >
          <Group justify="space-between">
            <Text fz="sm">{errorMessage(list.error)}</Text>
            <Button size="compact-sm" variant="subtle" color="red" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </Group>
        </Alert>
      ) : !rows ? (
        <Stack gap="xs" role="status" aria-label="Loading the members">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={28} radius="sm" />
          ))}
        </Stack>
      ) : rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          Nobody is enrolled yet.{canWrite ? " Use Enroll members to add them." : ""}
        </Text>
      ) : (
        <Table aria-label="Enrolled members" verticalSpacing="xs" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Member</Table.Th>
              <Table.Th>Enrolled on</Table.Th>
              {canWrite && (
                <Table.Th w={56}>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
            {rows.map((e) => (
              <Table.Tr key={e.id}>
                <Table.Td>{e.member_name}</Table.Td>
                <Table.Td>{formatDate(e.enrolled_on)}</Table.Td>
                {canWrite && (
                  <Table.Td ta="right">
                    <Tooltip label="Remove from the class">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Remove ${e.member_name} from the class`}
                        onClick={() => setRemoving(e)}
                      >
                        <IconUserMinus size={18} />
                      </ActionIcon>
                    </Tooltip>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {pages > 1 && (
        <Group justify="center" mt="sm">
          <Pagination size="sm" total={pages} value={pageNumber} onChange={setPageNumber} />
        </Group>
      )}
      <ConfirmDialog
        opened={removing !== null}
        title="Remove this member from the class?"
        confirmLabel="Remove"
        danger
        busy={remove.isPending}
        onConfirm={() => removing && void confirmRemove(removing)}
        onCancel={() => setRemoving(null)}
      >
        {removing
          ? `${removing.member_name} will no longer be enrolled. Attendance already marked for past sessions is kept.`
          : null}
      </ConfirmDialog>
    </Paper>
  );
}

function SessionsTable({ classId }: { classId: number }) {
  const table = useDataTableState({ ordering: "-date" });
  const list = useSessions(classId, table.params);
  const columns: DataTableColumn<Session>[] = [
    {
      key: "date",
      header: "Date",
      sortable: true,
      render: (s) => (
        <Anchor component={Link} to={sessionPath(classId, s.id)} fz="sm" fw={600}>
          {formatDate(s.date)}
        </Anchor>
      ),
    },
    { key: "topic", header: "Topic" },
    { key: "present_count", header: "Present", align: "right", render: (s) => String(s.present_count) },
    { key: "absent_count", header: "Absent", align: "right", render: (s) => String(s.absent_count) },
    {
      key: "actions",
      header: "",
      align: "right",
      render: (s) => (
        <Button
          component={Link}
          to={sessionPath(classId, s.id)}
          size="compact-sm"
          variant="light"
          leftSection={<IconChecklist size={14} />}
          aria-label={`Attendance for ${formatDate(s.date)}`}
        >
          Attendance
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      label="Sessions"
      columns={columns}
      {...listTableProps(list)}
      getRowId={(s) => s.id}
      state={table}
      searchPlaceholder="Search by topic"
      emptyMessage="No sessions yet. Add one to start taking attendance."
      minWidth={460}
    />
  );
}

/** One class: its details, its enrolled members and its sessions. */
export function ClassDetail({ classId }: { classId: number }) {
  const user = useCurrentUser();
  const canWrite = user ? hasPermission(user, "sunday-school.write") : false;
  const query = useClass(classId);
  const [drawer, setDrawer] = useState<ClassDrawerState>(null);
  const [enrolling, setEnrolling] = useState(false);
  const [scheduling, setScheduling] = useState(false);

  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return (
      <LoadError
        error={query.error}
        what="class"
        backTo="/church/sunday-school"
        backLabel="Back to Sunday school"
        onRetry={() => void query.refetch()}
      />
    );
  }
  const c = query.data;
  const facts = [
    agesText(c),
    c.teacher_name ? `Teacher: ${c.teacher_name}` : "No teacher yet",
    c.room && `Room ${c.room}`,
  ]
    .filter(Boolean)
    .join(" · ");

  return (
    <Stack gap="lg">
      <Breadcrumbs>
        <Anchor component={Link} to="/church/sunday-school" fz="sm">
          Sunday school
        </Anchor>
        <Text fz="sm">{c.name}</Text>
      </Breadcrumbs>
      <Group justify="space-between" align="flex-start" gap="md">
        <div>
          <Group gap="xs">
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {c.name}
            </Title>
            {!c.is_active && (
              <Badge color="gray" variant="light">
                Not meeting
              </Badge>
            )}
          </Group>
          <Text c="dimmed" fz="sm">
            {facts}
          </Text>
          {c.description && (
            <Text fz="sm" mt={4} maw={640}>
              {c.description}
            </Text>
          )}
        </div>
        {canWrite && (
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconPencil size={16} />}
              onClick={() => setDrawer({ current: c })}
            >
              Edit
            </Button>
            <Button
              variant="light"
              leftSection={<IconCalendarPlus size={16} />}
              onClick={() => setScheduling(true)}
            >
              Add sessions
            </Button>
            <Button leftSection={<IconUserPlus size={16} />} onClick={() => setEnrolling(true)}>
              Enroll members
            </Button>
          </Group>
        )}
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Figure label="Enrolled" value={c.enrolled_count} />
        <Figure label="Sessions" value={c.session_count} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="lg">
        <Stack gap="xs">
          <Title order={2} fz="lg">
            Enrolled members
          </Title>
          <EnrollmentsTable classId={c.id} canWrite={canWrite} />
        </Stack>
        <Stack gap="xs">
          <Title order={2} fz="lg">
            Sessions
          </Title>
          <SessionsTable classId={c.id} />
        </Stack>
      </SimpleGrid>
      <ClassDrawer state={drawer} onClose={() => setDrawer(null)} />
      <EnrollDialog target={enrolling ? c : null} onClose={() => setEnrolling(false)} />
      <SessionsDialog target={scheduling ? c : null} onClose={() => setScheduling(false)} />
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: number | string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
    </Paper>
  );
}
