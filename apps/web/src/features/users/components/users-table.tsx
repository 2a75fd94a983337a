import type { User } from "@cm/contracts";
import { ROLES, roleTitle } from "@cm/contracts/rules";
import { Badge, Button, Group, Menu, Stack, Text } from "@mantine/core";
import { IconPencil, IconPlus, IconUserCheck, IconUserOff } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ActiveBadge } from "../../../components/active-badge";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import {
  actionsColumn,
  type DataTableColumn,
  ListTable,
  useDataTableState,
  yesNoFilter,
} from "../../../components/data-table";
import { errorMessage } from "../../../lib/api-client";
import { formatDate } from "../../../lib/format-date";
import { notify } from "../../../lib/notify";
import { useChurchChoices, useSetUserActive, useUserList } from "../api/users-api";
import { canCreateUsers, canManageUser } from "./role-choices";
import { UserDrawer, type UserDrawerState } from "./user-drawer";

type Actor = User;

function fullName(user: User): string {
  return `${user.first_name} ${user.last_name}`.trim();
}

/** The users this administrator reaches: filter, add, edit, deactivate and reactivate. */
export function UsersTable({ actor }: { actor: Actor }) {
  const { t } = useTranslation("users");
  const roleFilter = ROLES.map((r) => ({ value: r, label: t(roleTitle(r)) }));
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
        active
          ? t("{username} can sign in again.", { username: user.username })
          : t("{username} has been deactivated.", { username: user.username }),
      );
    } catch (error) {
      notify.error({
        title: active ? t("The user was not reactivated") : t("The user was not deactivated"),
        message: errorMessage(error),
      });
    } finally {
      setConfirming(null);
    }
  }

  const columns: DataTableColumn<User>[] = [
    {
      key: "username",
      header: t("User"),
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
    { key: "email", header: t("E-mail"), onPhone: false },
    {
      key: "role",
      header: t("Role"),
      sortable: true,
      render: (user) => (
        <Group gap={4}>
          <Text fz="sm">{t(roleTitle(user.role))}</Text>
          {user.is_church_admin && (
            <Badge size="xs" variant="light">
              {t("Admin")}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: "church",
      header: t("Church"),
      render: (user) =>
        user.church === null ? "—" : (churchNames.get(user.church) ?? t("Church #{id}", { id: user.church })),
    },
    {
      key: "is_active",
      header: t("Status"),
      render: (user) => <ActiveBadge active={user.is_active} />,
    },
    {
      key: "date_joined",
      header: t("Joined"),
      sortable: true,
      onPhone: false,
      render: (user) => formatDate(user.date_joined),
    },
    actionsColumn({
      label: (user) => t("Actions for {name}", { name: user.username }),
      menu: (user) =>
        canManageUser(actor, user) && (
          <>
            <Menu.Item
              leftSection={<IconPencil size={16} />}
              onClick={() => setDrawer({ mode: "edit", user })}
            >
              {t("Edit")}
            </Menu.Item>
            <Menu.Item
              color={user.is_active ? "red" : undefined}
              leftSection={user.is_active ? <IconUserOff size={16} /> : <IconUserCheck size={16} />}
              onClick={() => setConfirming(user)}
            >
              {user.is_active ? t("Deactivate") : t("Activate")}
            </Menu.Item>
          </>
        ),
    }),
  ];

  return (
    <>
      <ListTable
        label={t("Users")}
        columns={columns}
        list={list}
        table={table}
        search={t("Search by name, username or e-mail")}
        empty={{ none: t("No users yet."), filtered: t("No users match these filters.") }}
        minWidth={860}
        filters={[
          {
            name: "role",
            label: t("Role"),
            placeholder: t("All roles"),
            data: roleFilter,
            searchable: true,
            maxWidth: 220,
          },
          yesNoFilter(
            "is_active",
            t("Status"),
            t("Any status"),
            { yes: t("Active"), no: t("Inactive") },
            160,
          ),
        ]}
        actions={
          canCreateUsers(actor) && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setDrawer({ mode: "create" })}>
              {t("Add user")}
            </Button>
          )
        }
      />
      <UserDrawer state={drawer} actor={actor} onClose={() => setDrawer(null)} />
      <ConfirmDialog
        opened={confirming !== null}
        title={confirming?.is_active ? t("Deactivate this user?") : t("Reactivate this user?")}
        confirmLabel={confirming?.is_active ? t("Deactivate") : t("Activate")}
        danger={confirming?.is_active}
        busy={setActive.isPending}
        onConfirm={() => confirming && void toggleActive(confirming)}
        onCancel={() => setConfirming(null)}
      >
        {confirming?.is_active
          ? t("{username} will be signed out everywhere and cannot sign in until reactivated.", {
              username: confirming.username,
            })
          : t("{username} will be able to sign in again.", { username: confirming?.username ?? "" })}
      </ConfirmDialog>
    </>
  );
}
