import { hasPermission } from "@cm/contracts/rules";
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from "@mantine/core";
import {
  IconCalendarPlus,
  IconChecklist,
  IconPencil,
  IconUserMinus,
  IconUserPlus,
} from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog, useConfirmedDelete } from "../../../components/confirm-dialog";
import {
  type DataTableColumn,
  ListTable,
  titleColumn,
  useDataTableState,
} from "../../../components/data-table";
import { FigureCard } from "../../../components/figure-card";
import { LoadError } from "../../../components/load-error";
import { PageCrumbs } from "../../../components/page-crumbs";
import { PageLoader } from "../../../components/page-loader";
import { buttonColumn } from "../../../components/shared-parts/button-column";
import { useCurrentUser } from "../../../lib/auth-store";
import { formatDate } from "../../../lib/format-date";
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
import { SessionsDialog } from "./sessions-dialog";

export function sessionPath(classId: number, sessionId: number) {
  return `/church/sunday-school/${classId}/session/${sessionId}`;
}

function EnrollmentsTable({ classId, canWrite }: { classId: number; canWrite: boolean }) {
  const { t } = useTranslation("sunday-school");
  const table = useDataTableState({ ordering: "member_name", filters: { is_active: true } });
  const list = useEnrollments(classId, table.params);
  const remove = useRemoveEnrollment();
  const removal = useConfirmedDelete(remove, {
    deleted: (e: Enrollment) => t("{name} has been removed from the class.", { name: e.member_name }),
    failed: t("The member was not removed"),
  });

  const columns: DataTableColumn<Enrollment>[] = [
    { key: "member_name", header: t("Member"), sortable: true },
    {
      key: "enrolled_on",
      header: t("Enrolled on"),
      sortable: true,
      render: (e) => formatDate(e.enrolled_on),
    },
  ];
  if (canWrite) {
    columns.push({
      key: "actions",
      header: <VisuallyHidden>{t("Actions")}</VisuallyHidden>,
      width: 56,
      align: "right",
      render: (e) => (
        <Tooltip label={t("Remove from the class")}>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t("Remove {name} from the class", { name: e.member_name })}
            onClick={() => removal.ask(e)}
          >
            <IconUserMinus size={18} />
          </ActionIcon>
        </Tooltip>
      ),
    });
  }

  return (
    <>
      <ListTable
        label={t("Enrolled members")}
        columns={columns}
        list={list}
        table={table}
        search={t("Search by name or phone")}
        empty={
          table.search
            ? t("No enrolled member matches this search.")
            : canWrite
              ? t("Nobody is enrolled yet. Use Enroll members to add them.")
              : t("Nobody is enrolled yet.")
        }
        minWidth={420}
      />
      <ConfirmDialog
        {...removal.dialogProps}
        title={t("Remove this member from the class?")}
        confirmLabel={t("Remove")}
      >
        {removal.target
          ? t("{name} will no longer be enrolled. Attendance already marked for past sessions is kept.", {
              name: removal.target.member_name,
            })
          : null}
      </ConfirmDialog>
    </>
  );
}

function SessionsTable({ classId }: { classId: number }) {
  const { t } = useTranslation("sunday-school");
  const table = useDataTableState({ ordering: "-date" });
  const list = useSessions(classId, table.params);
  const columns: DataTableColumn<Session>[] = [
    titleColumn({
      key: "date",
      header: t("Date"),
      sortable: true,
      title: (s) => formatDate(s.date),
      to: (s) => sessionPath(classId, s.id),
    }),
    { key: "topic", header: t("Topic") },
    { key: "present_count", header: t("Present"), align: "right" },
    { key: "absent_count", header: t("Absent"), align: "right" },
    buttonColumn({
      header: "",
      text: t("Attendance"),
      label: (s) => t("Attendance for {date}", { date: formatDate(s.date) }),
      to: (s) => sessionPath(classId, s.id),
      icon: <IconChecklist size={14} />,
      size: "compact-sm",
    }),
  ];
  return (
    <ListTable
      label={t("Sessions")}
      columns={columns}
      list={list}
      table={table}
      search={t("Search by topic")}
      empty={t("No sessions yet. Add one to start taking attendance.")}
      minWidth={460}
    />
  );
}

/** One class: its details, its enrolled members and its sessions. */
export function ClassDetail({ classId }: { classId: number }) {
  const { t } = useTranslation("sunday-school");
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
        what={t("class")}
        back={{ to: "/church/sunday-school", label: t("Back to Sunday school") }}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const c = query.data;
  const facts = [
    agesText(c),
    c.teacher_name ? t("Teacher: {name}", { name: c.teacher_name }) : t("No teacher yet"),
    c.room && t("Room {room}", { room: c.room }),
  ]
    .filter(Boolean)
    .join(" · ");

  return (
    <Stack gap="lg">
      <PageCrumbs trail={[{ to: "/church/sunday-school", label: t("Sunday school") }]} current={c.name} />
      <Group justify="space-between" align="flex-start" gap="md">
        <div>
          <Group gap="xs">
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {c.name}
            </Title>
            {!c.is_active && (
              <Badge color="gray" variant="light">
                {t("Not meeting")}
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
              {t("Edit")}
            </Button>
            <Button
              variant="light"
              leftSection={<IconCalendarPlus size={16} />}
              onClick={() => setScheduling(true)}
            >
              {t("Add sessions")}
            </Button>
            <Button leftSection={<IconUserPlus size={16} />} onClick={() => setEnrolling(true)}>
              {t("Enroll members")}
            </Button>
          </Group>
        )}
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <FigureCard label={t("Enrolled")} value={c.enrolled_count} />
        <FigureCard label={t("Sessions")} value={c.session_count} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="lg">
        <Stack gap="xs">
          <Title order={2} fz="lg">
            {t("Enrolled members")}
          </Title>
          <EnrollmentsTable classId={c.id} canWrite={canWrite} />
        </Stack>
        <Stack gap="xs">
          <Title order={2} fz="lg">
            {t("Sessions")}
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
