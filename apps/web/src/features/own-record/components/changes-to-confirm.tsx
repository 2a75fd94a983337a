import type { MemberChange, MemberChangeStatus, MemberLink } from "@cm/contracts";
import { Anchor, Badge, Button, Group, Stack, Switch, Text } from "@mantine/core";
import { IconCheck, IconX } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { type DataTableColumn, ListTable, useDataTableState } from "../../../components/data-table";
import { withToasts } from "../../../components/shared-parts/with-toasts";
import { TitledSection } from "../../../components/titled-section";
import { errorMessage } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/format-date";
import { notify } from "../../../lib/notify";
import {
  useChangeSettings,
  useDecideChange,
  useDecideLink,
  useMemberChanges,
  useMemberLinks,
  useSaveChangeSettings,
} from "../api/own-record-api";
import { AskedLines } from "./asked-lines";
import { CardList } from "./card-list";
import { CHANGE_STATUS } from "./change-words";

const memberPath = (id: number) => `/church/members/${id}`;

type Decision = { change: MemberChange; confirm: boolean } | null;

/** Members' own changes for the church office to confirm or decline, and the accounts to link. */
export function ChangesToConfirm({ heading }: { heading: ReactNode }) {
  const { t } = useTranslation("own-record");
  const table = useDataTableState({ filters: { status: "PENDING" } });
  const list = useMemberChanges(table.params);
  const decide = useDecideChange();
  const [asked, setAsked] = useState<Decision>(null);

  async function run() {
    if (!asked) return;
    try {
      await decide.mutateAsync({ id: asked.change.id, confirm: asked.confirm });
      notify.success(
        asked.confirm
          ? t("The change has been applied to {name}'s record.", { name: asked.change.member_name })
          : t("The change has been declined."),
      );
    } catch (error) {
      notify.error({
        title: asked.confirm ? t("The change was not applied") : t("The change was not declined"),
        message: errorMessage(error),
      });
    }
    setAsked(null);
  }

  const columns: DataTableColumn<MemberChange>[] = [
    {
      key: "member_name",
      header: t("Member"),
      render: (c) => (
        <Anchor component={Link} to={memberPath(c.member)} fw={600} fz="sm">
          {c.member_name}
        </Anchor>
      ),
    },
    { key: "asked", header: t("Asks for"), render: (c) => <AskedLines change={c} /> },
    {
      key: "now",
      header: t("On the record now"),
      onPhone: false,
      render: (c) => (
        <AskedLines
          change={{
            phone: c.phone === null ? null : c.current_phone,
            address: c.address === null ? null : c.current_address,
            photo: null,
          }}
        />
      ),
    },
    { key: "created_at", header: t("Asked on"), render: (c) => formatDateTime(c.created_at) },
    {
      key: "status",
      header: t("Status"),
      render: (c) => (
        <Badge color={CHANGE_STATUS[c.status].color} variant="light">
          {t(CHANGE_STATUS[c.status].label)}
        </Badge>
      ),
    },
  ];
  const statuses = (Object.keys(CHANGE_STATUS) as MemberChangeStatus[]).map((value) => ({
    value,
    label: t(CHANGE_STATUS[value].label),
  }));

  return (
    <Stack gap="lg">
      <ListTable
        label={t("Changes to confirm")}
        heading={heading}
        columns={columns}
        table={table}
        list={list}
        filters={[{ name: "status", label: t("Status"), placeholder: t("Any status"), data: statuses }]}
        empty={{
          none: t("No member has asked for a change."),
          filtered: t("No change waits for confirmation."),
        }}
        minWidth={760}
        rowActions={{
          label: (c) => t("Actions for {name}'s change", { name: c.member_name }),
          actions: [
            {
              label: t("Confirm"),
              icon: <IconCheck size={16} />,
              when: (c) => c.status === "PENDING",
              onClick: (c) => setAsked({ change: c, confirm: true }),
            },
            {
              label: t("Decline"),
              icon: <IconX size={16} />,
              danger: true,
              when: (c) => c.status === "PENDING",
              onClick: (c) => setAsked({ change: c, confirm: false }),
            },
          ],
        }}
      />
      <ConfirmDialog
        opened={asked !== null}
        title={asked?.confirm ? t("Apply this change?") : t("Decline this change?")}
        confirmLabel={asked?.confirm ? t("Confirm") : t("Decline")}
        danger={!asked?.confirm}
        busy={decide.isPending}
        onConfirm={() => void run()}
        onCancel={() => setAsked(null)}
      >
        {asked?.confirm
          ? t("{name}'s record will take the new values.", { name: asked.change.member_name })
          : t("{name}'s record stays as it is.", { name: asked?.change.member_name ?? "" })}
      </ConfirmDialog>
      <AccountsToLink />
      <ChangeSettings />
    </Stack>
  );
}

/** Accounts that share an e-mail with a member: the office confirms or declines each. */
function AccountsToLink() {
  const { t } = useTranslation("own-record");
  const list = useMemberLinks({ page: 1, page_size: 50, filters: { status: "PENDING" } });
  const decide = useDecideLink();
  const _rows = list.data?.results ?? [];

  async function run(link: MemberLink, confirm: boolean) {
    await withToasts(() => decide.mutateAsync({ id: link.id, confirm }), {
      done: confirm
        ? t("{name} is now linked to their account.", { name: link.member_name })
        : t("The account will not be linked to {name}.", { name: link.member_name }),
      failed: t("The link was not changed"),
    });
  }

  return (
    <CardList
      title={t("Accounts to link")}
      query={list}
      empty={t("No account waits to be linked to a member.")}
      card={(link) => (
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fz="sm" style={{ overflowWrap: "anywhere" }}>
            {t("{account} ({email}) may be {name}.", {
              account: link.user_name || link.username,
              email: link.user_email,
              name: link.member_name,
            })}
          </Text>
          <Group gap="xs">
            <Button size="xs" onClick={() => void run(link, true)} loading={decide.isPending}>
              {t("Link")}
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => void run(link, false)}
              disabled={decide.isPending}
            >
              {t("Not them")}
            </Button>
          </Group>
        </Group>
      )}
    />
  );
}

/** The church's choice: members' own changes applied at once, or kept for confirmation. */
function ChangeSettings() {
  const { t } = useTranslation("own-record");
  const settings = useChangeSettings();
  const save = useSaveChangeSettings();
  const on = settings.data?.apply_without_confirmation ?? false;
  async function toggle(value: boolean) {
    await withToasts(() => save.mutateAsync(value), {
      done: t("The setting has been saved."),
      failed: t("The setting was not saved"),
    });
  }
  return (
    <TitledSection title={t("Settings")}>
      <Switch
        checked={on}
        disabled={settings.isPending || save.isPending}
        onChange={(event) => void toggle(event.currentTarget.checked)}
        label={t("Apply members' own changes without confirmation")}
        description={t("Each change is still recorded in the audit log.")}
      />
    </TitledSection>
  );
}
