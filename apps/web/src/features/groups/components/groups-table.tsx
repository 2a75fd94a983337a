import type { Group } from "@cm/contracts";
import { Anchor, Badge, Text } from "@mantine/core";
import { IconEdit, IconEye, IconTrash } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ConfirmDialog, useConfirmedDelete } from "../../../components/confirm-dialog";
import { type DataTableColumn, ListTable, useDataTableState } from "../../../components/data-table";
import { RecordDrawer } from "../../../components/record-drawer";
import { useRecordDrawer } from "../../../components/shared-parts/use-record-drawer";
import { formatCalendar } from "../../../lib/format-date";
import { useDeleteGroup, useGroupList } from "../api/groups-api";
import { GroupForm } from "./group-form";
import { GROUP_KIND_LABELS, whenItMeets } from "./group-words";

export const groupPath = (id: number) => `/church/groups/${id}`;

/** A church's groups: search by name or place; add, change and remove them. */
export function GroupsTable({ canWrite, heading }: { canWrite: boolean; heading: ReactNode }) {
  const { t } = useTranslation("groups");
  const table = useDataTableState({ ordering: "name" });
  const list = useGroupList(table.params);
  const drawer = useRecordDrawer<Group>();
  const deletion = useConfirmedDelete(useDeleteGroup(), {
    deleted: (g: Group) => t("{name} has been removed.", { name: g.name }),
    failed: t("The group was not removed"),
  });

  const columns: DataTableColumn<Group>[] = [
    {
      key: "name",
      header: t("Group"),
      sortable: true,
      render: (g) => (
        <Anchor component={Link} to={groupPath(g.id)} fw={600} fz="sm">
          {g.name}
        </Anchor>
      ),
    },
    {
      key: "kind",
      header: t("Kind"),
      render: (g) => (
        <Badge variant="light" color={g.is_active ? "brand" : "gray"}>
          {t(GROUP_KIND_LABELS[g.kind])}
        </Badge>
      ),
    },
    {
      key: "leader_names",
      header: t("Leaders"),
      render: (g) =>
        g.leader_names.join(", ") || (
          <Text fz="sm" c="dimmed">
            {t("No leader yet")}
          </Text>
        ),
    },
    {
      key: "member_count",
      header: t("People"),
      align: "right",
      render: (g) => t("{count, plural, one {# person} other {# people}}", { count: g.member_count }),
    },
    { key: "place", header: t("Meets"), onPhone: false, render: (g) => whenItMeets(t, g) },
    {
      key: "last_meeting",
      header: t("Last meeting"),
      onPhone: false,
      render: (g) => (g.last_meeting ? formatCalendar(g.last_meeting, "weekdayDate") : t("None yet")),
    },
  ];

  return (
    <>
      <ListTable
        label={t("Groups")}
        heading={heading}
        columns={columns}
        table={table}
        list={list}
        search={t("Search by name or place")}
        empty={{
          none: canWrite
            ? t("No groups yet. Add the church's home cells, choir and teams.")
            : t("No groups yet."),
          filtered: t("No groups match this search."),
        }}
        minWidth={820}
        create={drawer.addButton(t("Add a group"), canWrite)}
        rowActions={{
          label: (g) => t("Actions for {name}", { name: g.name }),
          actions: [
            { label: t("Open"), icon: <IconEye size={16} />, link: (g) => groupPath(g.id) },
            { label: t("Edit"), icon: <IconEdit size={16} />, when: () => canWrite, onClick: drawer.edit },
            {
              label: t("Remove"),
              icon: <IconTrash size={16} />,
              danger: true,
              when: () => canWrite,
              onClick: deletion.ask,
            },
          ],
        }}
      />
      <RecordDrawer
        state={drawer.state}
        onClose={drawer.close}
        titles={{ create: t("Add a group"), edit: t("Edit group") }}
      >
        {(group) => <GroupForm group={group} onDone={drawer.close} />}
      </RecordDrawer>
      <ConfirmDialog {...deletion.dialogProps} title={t("Remove this group?")} confirmLabel={t("Remove")}>
        {t("{name} will be removed with its meetings and attendance. Its people stay on the church's roll.", {
          name: deletion.target?.name ?? "",
        })}
      </ConfirmDialog>
    </>
  );
}
