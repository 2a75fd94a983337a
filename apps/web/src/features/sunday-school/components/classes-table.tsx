import { hasPermission } from "@cm/contracts/rules";
import { Anchor, Badge, Button, Group, Menu, Stack, Text } from "@mantine/core";
import { IconCalendarPlus, IconEye, IconPencil, IconPlus, IconUserPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import {
  actionsColumn,
  type DataTableColumn,
  ListTable,
  useDataTableState,
  yesNoFilter,
} from "../../../components/data-table";
import { useCurrentUser } from "../../../lib/auth-store";
import { agesText, type SundaySchool, useClassList } from "../api/sunday-school-api";
import { ClassDrawer, type ClassDrawerState } from "./class-form";
import { EnrollDialog } from "./enroll-dialog";
import { SessionsDialog } from "./sessions-dialog";

export function classPath(id: number) {
  return `/church/sunday-school/${id}`;
}

/** The church's Sunday-school classes: add, change, enroll members and add sessions. */
export function ClassesTable() {
  const { t } = useTranslation("sunday-school");
  const user = useCurrentUser();
  const canWrite = user ? hasPermission(user, "sunday-school.write") : false;
  const navigate = useNavigate();
  const table = useDataTableState({ ordering: "name" });
  const list = useClassList(table.params);
  const [drawer, setDrawer] = useState<ClassDrawerState>(null);
  const [enrolling, setEnrolling] = useState<SundaySchool | null>(null);
  const [scheduling, setScheduling] = useState<SundaySchool | null>(null);

  const columns: DataTableColumn<SundaySchool>[] = [
    {
      key: "name",
      header: t("Class"),
      sortable: true,
      render: (c) => (
        <Stack gap={0}>
          <Group gap={6}>
            <Anchor component={Link} to={classPath(c.id)} fw={600} fz="sm">
              {c.name}
            </Anchor>
            {!c.is_active && (
              <Badge size="xs" color="gray" variant="light">
                {t("Not meeting")}
              </Badge>
            )}
          </Group>
          <Text fz="xs" c="dimmed">
            {agesText(c)}
          </Text>
        </Stack>
      ),
    },
    { key: "teacher_name", header: t("Teacher") },
    { key: "room", header: t("Room") },
    { key: "enrolled_count", header: t("Enrolled"), align: "right" },
    { key: "session_count", header: t("Sessions"), align: "right" },
    actionsColumn({
      label: (c) => t("Actions for {name}", { name: c.name }),
      menu: (c) => (
        <>
          <Menu.Item leftSection={<IconEye size={16} />} onClick={() => void navigate(classPath(c.id))}>
            {t("Open")}
          </Menu.Item>
          {canWrite && (
            <>
              <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => setDrawer({ current: c })}>
                {t("Edit")}
              </Menu.Item>
              <Menu.Item leftSection={<IconUserPlus size={16} />} onClick={() => setEnrolling(c)}>
                {t("Enroll members")}
              </Menu.Item>
              <Menu.Item leftSection={<IconCalendarPlus size={16} />} onClick={() => setScheduling(c)}>
                {t("Add sessions")}
              </Menu.Item>
            </>
          )}
        </>
      ),
    }),
  ];
  return (
    <>
      <ListTable
        label={t("Sunday-school classes")}
        columns={columns}
        list={list}
        table={table}
        search={t("Search by class or room")}
        empty={{
          none: t("No classes yet. Add the first one."),
          filtered: t("No classes match these filters."),
        }}
        minWidth={760}
        filters={[
          yesNoFilter(
            "is_active",
            t("Status"),
            t("Any status"),
            { yes: t("Meeting"), no: t("Not meeting") },
            170,
          ),
        ]}
        actions={
          canWrite && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setDrawer({ current: null })}>
              {t("Add class")}
            </Button>
          )
        }
      />
      <ClassDrawer state={drawer} onClose={() => setDrawer(null)} />
      <EnrollDialog target={enrolling} onClose={() => setEnrolling(null)} />
      <SessionsDialog target={scheduling} onClose={() => setScheduling(null)} />
    </>
  );
}
