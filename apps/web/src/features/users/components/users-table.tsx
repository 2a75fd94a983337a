import type { User } from "@cm/contracts";
import { ROLES, roleTitle } from "@cm/contracts/rules";
import { Badge, Button, Group, Menu, Stack, Text } from "@mantine/core";
import { IconPencil, IconPlus, IconUserCheck, IconUserOff } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { ActiveBadge } from "../../../components/active-badge";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import {
  actionsColumn,
  type DataTableColumn,
  ListTable,
  useDataTableState,
} from "../../../components/data-table";
import { errorMessage } from "../../../lib/api-client";
import { formatDate } from "../../../lib/format-date";
import { notify } from "../../../lib/notify";
import { useChurchChoices, useSetUserActive, useUserList } from "../api/users-api";
import { canCreateUsers, canManageUser } from "./role-choices";
import { UserDrawer, type UserDrawerState } from "./user-drawer";

type Actor = User;

const ROLE_FILTER = ROLES.map((r) => ({ value: r, label: roleTitle(r) }));
const STATUS_FILTER = [
  { value: "true", label: "Active" },
  { value: "false", label: "Inactive" },
];

function fullName(user: User): string {
  return `${user.first_name} ${user.last_name}`.trim();
}

/** The users this administrator reaches: filter, add, edit, deactivate and reactivate. */
export function UsersTable({ actor }: { actor: Actor }) {
  const table = useDataTableState({ ordering: "username" });
  const list = useUserList(table.params);
  const churches = useChurchChoices();
  const setActive = useSetUserActive();
  const [drawer, setDrawer] = useState<UserDrawerState>(null);
  const [confirming, setConfirming] = useState<User | null>(null);

  const churchNames = useMemo(
    () => new Map((churches.data?.results ?? []).map((c) => [c.id, c.name])),
    [churches.data],
  );

  async function toggleActive(user: User) {
    const active = !user.is_active;
    try {
      await setActive.mutateAsync({ id: user.id, active });
      notify.success(
        active ? `${user.username} can sign in again.` : `${user.username} has been deactivated.`,
      );
    } catch (error) {
      notify.error({
        title: active ? "The user was not reactivated" : "The user was not deactivated",
        message: errorMessage(error),
      });
    } finally {
      setConfirming(null);
    }
  }

  const columns: DataTableColumn<User>[] = [
    {
      key: "username",
      header: "User",
      sortable: true,
      render: (user) => (
        <Stack gap={0}>
          <Text fw={600} fz="sm">
            {fullName(user) || user.username}
          </Text>
          <Text fz="xs" c="dimmed">
            @{user.username}
          </Text>
        </Stack>
      ),
    },
    { key: "email", header: "E-mail", onPhone: false },
    {
      key: "role",
      header: "Role",
      sortable: true,
      render: (user) => (
        <Group gap={4}>
          <Text fz="sm">{roleTitle(user.role)}</Text>
          {user.is_church_admin && (
            <Badge size="xs" variant="light">
              Admin
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: "church",
      header: "Church",
      render: (user) =>
        user.church === null ? "—" : (churchNames.get(user.church) ?? `Church #${user.church}`),
    },
    {
      key: "is_active",
      header: "Status",
      render: (user) => <ActiveBadge active={user.is_active} />,
    },
    {
      key: "date_joined",
      header: "Joined",
      sortable: true,
      onPhone: false,
      render: (user) => formatDate(user.date_joined),
    },
    actionsColumn({
      label: (user) => `Actions for ${user.username}`,
      menu: (user) =>
        canManageUser(actor, user) && (
          <>
            <Menu.Item
              leftSection={<IconPencil size={16} />}
              onClick={() => setDrawer({ mode: "edit", user })}
            >
              Edit
            </Menu.Item>
            <Menu.Item
              color={user.is_active ? "red" : undefined}
              leftSection={user.is_active ? <IconUserOff size={16} /> : <IconUserCheck size={16} />}
              onClick={() => setConfirming(user)}
            >
              {user.is_active ? "Deactivate" : "Activate"}
            </Menu.Item>
          </>
        ),
    }),
  ];

  return (
    <>
      <ListTable
        label="Users"
        columns={columns}
        list={list}
        table={table}
        search="Search by name, username or e-mail"
        empty={{ none: "No users yet.", filtered: "No users match these filters." }}
        minWidth={860}
        filters={[
          {
            name: "role",
            label: "Role",
            placeholder: "All roles",
            data: ROLE_FILTER,
            searchable: true,
            maxWidth: 220,
          },
          {
            name: "is_active",
            label: "Status",
            placeholder: "Any status",
            data: STATUS_FILTER,
            maxWidth: 160,
          },
        ]}
        actions={
          canCreateUsers(actor) && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setDrawer({ mode: "create" })}>
              Add user
            </Button>
          )
        }
      />
      <UserDrawer state={drawer} actor={actor} onClose={() => setDrawer(null)} />
      <ConfirmDialog
        opened={confirming !== null}
        title={confirming?.is_active ? "Deactivate this user?" : "Reactivate this user?"}
        confirmLabel={confirming?.is_active ? "Deactivate" : "Activate"}
        danger={confirming?.is_active}
        busy={setActive.isPending}
        onConfirm={() => confirming && void toggleActive(confirming)}
        onCancel={() => setConfirming(null)}
      >
        {confirming?.is_active
          ? `${confirming.username} will be signed out everywhere and cannot sign in until reactivated.`
          : `${confirming?.username ?? "This user"} will be able to sign in again.`}
      </ConfirmDialog>
    </>
  );
}
