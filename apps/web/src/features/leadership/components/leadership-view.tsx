import { msg } from "@cm/contracts";
import { hasPermission } from "@cm/contracts/rules";
import {
  Badge,
  Button,
  Group,
  Menu,
  Modal,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconPencil, IconPlus, IconUserCheck, IconUserOff } from "@tabler/icons-react";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  ActionsHeader,
  type DataTableColumn,
  ListTable,
  RowActions,
  useDataTableState,
} from "../../../components/data-table";
import { DialogActions } from "../../../components/dialog-actions";
import { FormAlert } from "../../../components/form-parts";
import { PersonAvatar } from "../../../components/person-avatar";
import { QueryRetryAlert } from "../../../components/shared-parts/query-retry-alert";
import { useCurrentUser } from "../../../lib/auth-store";
import { useServerErrors } from "../../../lib/form-errors";
import { formatDate } from "../../../lib/format-date";
import { localToday } from "../../../lib/local-date-time";
import { notify } from "../../../lib/notify";
import {
  type Leadership,
  useCurrentTeam,
  useEndTerm,
  useLeadershipHistory,
  useRoleChoices,
} from "../api/leadership-api";
import { TermDrawer, type TermDrawerState } from "./term-form";

function termStatus(t: Leadership): { label: string; color: string } {
  if (t.is_current) return { label: msg("Current"), color: "teal" };
  if (!t.is_active) return { label: msg("Inactive"), color: "gray" };
  if (t.end_date && t.end_date < localToday()) return { label: msg("Ended"), color: "gray" };
  return { label: msg("Starts later"), color: "blue" };
}

function period(term: Leadership, t: TFunction): string {
  return term.end_date
    ? `${formatDate(term.start_date)} – ${formatDate(term.end_date)}`
    : t("Since {date}", { date: formatDate(term.start_date) });
}

/** Ends a term on a chosen date, after asking. */
function EndTermDialog({ term, onClose }: { term: Leadership | null; onClose: () => void }) {
  const { t } = useTranslation("leadership");
  const end = useEndTerm();
  const [date, setDate] = useState(localToday());
  const tooEarly = term !== null && date !== "" && date < term.start_date;
  const server = useServerErrors({ end_date: date });

  async function confirm() {
    if (!term || !date || tooEarly) return;
    server.clear();
    try {
      await end.mutateAsync({ id: term.id, end_date: date });
      notify.success(
        t("The term of {member} as {role} has ended.", { member: term.member_name, role: term.role_name }),
      );
      onClose();
    } catch (error) {
      notify.error({ title: t("The term was not ended"), message: server.show(error) });
    }
  }

  return (
    <Modal
      closeButtonProps={{ "aria-label": t("Close") }}
      opened={term !== null}
      onClose={() => !end.isPending && onClose()}
      centered
      title={
        <Text fw={700} fz="lg">
          {t("End this term?")}
        </Text>
      }
    >
      <Stack gap="md">
        <FormAlert message={server.alert} />
        <Text fz="sm">
          {term
            ? t("{member} will no longer be listed as {role} after the date below.", {
                member: term.member_name,
                role: term.role_name,
              })
            : ""}{" "}
          {t("The term stays in the history.")}
        </Text>
        <TextInput
          type="date"
          label={t("Last day of the term")}
          value={date}
          onChange={(e) => setDate(e.currentTarget.value)}
          error={
            !date
              ? t("Choose the last day.")
              : tooEarly
                ? t("The end date cannot be before the start date.")
                : server.fieldError("end_date")
          }
          data-autofocus
        />
        <DialogActions
          busy={end.isPending}
          label={t("End term")}
          onCancel={onClose}
          onConfirm={() => void confirm()}
          color="red"
          disabled={!date || tooEarly}
        />
      </Stack>
    </Modal>
  );
}

function CurrentTeam({
  canWrite,
  onEdit,
  onEnd,
}: {
  canWrite: boolean;
  onEdit: (t: Leadership) => void;
  onEnd: (t: Leadership) => void;
}) {
  const { t } = useTranslation("leadership");
  const team = useCurrentTeam();
  if (team.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} role="status" aria-label={t("Loading the current team")}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={92} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (team.isError) {
    return <QueryRetryAlert inline title={t("We could not load the current team")} query={team} />;
  }
  if (team.data.length === 0) {
    return (
      <Paper withBorder radius="md" p="xl">
        <Text c="dimmed" ta="center">
          {t("No leaders are serving right now.")}
          {canWrite ? ` ${t("Add a leader to build the team.")}` : ""}
        </Text>
      </Paper>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {team.data.map((term) => (
        <Paper
          key={term.id}
          withBorder
          radius="md"
          p="md"
          aria-label={`${term.member_name}, ${term.role_name}`}
        >
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Group gap="sm" wrap="nowrap">
              <PersonAvatar name={term.member_name} />
              <div>
                <Text fw={600}>{term.member_name}</Text>
                <Text fz="sm" c="blue.8" fw={500}>
                  {term.role_name}
                </Text>
                <Text fz="xs" c="dimmed">
                  {period(term, t)}
                </Text>
              </div>
            </Group>
            {canWrite && <TermMenu term={term} onEdit={onEdit} onEnd={onEnd} />}
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function TermMenu({
  term,
  onEdit,
  onEnd,
}: {
  term: Leadership;
  onEdit: (t: Leadership) => void;
  onEnd: (t: Leadership) => void;
}) {
  const { t } = useTranslation("leadership");
  return (
    <RowActions
      label={t("Actions for {member} as {role}", { member: term.member_name, role: term.role_name })}
    >
      <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => onEdit(term)}>
        {t("Edit")}
      </Menu.Item>
      {term.is_current && (
        <Menu.Item color="red" leftSection={<IconUserOff size={16} />} onClick={() => onEnd(term)}>
          {t("End term")}
        </Menu.Item>
      )}
    </RowActions>
  );
}

/** The church's leadership: the team serving now, and every term before. */
export function LeadershipView() {
  const { t } = useTranslation("leadership");
  const user = useCurrentUser();
  const canWrite = user ? hasPermission(user, "leadership.write") : false;
  const table = useDataTableState({ ordering: "-start_date" });
  const history = useLeadershipHistory(table.params);
  const [drawer, setDrawer] = useState<TermDrawerState>(null);
  const [ending, setEnding] = useState<Leadership | null>(null);
  const roles = useRoleChoices();
  const roleFilter = (roles.data?.results ?? []).map((r) => ({ value: String(r.id), label: r.name }));
  const edit = (term: Leadership) => setDrawer({ term });

  const columns: DataTableColumn<Leadership>[] = [
    { key: "member_name", header: t("Member"), sortable: true },
    { key: "role_name", header: t("Role") },
    { key: "start_date", header: t("Start"), sortable: true, render: (term) => formatDate(term.start_date) },
    {
      key: "end_date",
      header: t("End"),
      sortable: true,
      render: (term) => formatDate(term.end_date, t("Still serving")),
    },
    {
      key: "status",
      header: t("Status"),
      render: (term) => {
        const s = termStatus(term);
        return (
          <Badge color={s.color} variant="light">
            {t(s.label)}
          </Badge>
        );
      },
    },
    {
      key: "actions",
      header: <ActionsHeader />,
      width: 56,
      align: "right",
      render: (term) => (canWrite ? <TermMenu term={term} onEdit={edit} onEnd={setEnding} /> : null),
    },
  ];

  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="xs">
            <IconUserCheck size={20} />
            <Title order={2} fz="lg">
              {t("Current team")}
            </Title>
          </Group>
          {canWrite && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setDrawer({ term: null })}>
              {t("Add a leader")}
            </Button>
          )}
        </Group>
        <CurrentTeam canWrite={canWrite} onEdit={edit} onEnd={setEnding} />
      </Stack>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t("History")}
        </Title>
        <ListTable
          label={t("Leadership history")}
          columns={columns}
          list={history}
          table={table}
          search={t("Search by member, role or notes")}
          filters={[
            {
              name: "role",
              label: t("Role"),
              placeholder: t("All roles"),
              data: roleFilter,
              searchable: true,
              maxWidth: 220,
            },
          ]}
          empty={{
            none: t("No leadership terms recorded yet."),
            filtered: t("No term matches these filters."),
          }}
          minWidth={720}
        />
      </Stack>
      <TermDrawer state={drawer} onClose={() => setDrawer(null)} />
      <EndTermDialog key={ending?.id ?? "none"} term={ending} onClose={() => setEnding(null)} />
    </Stack>
  );
}
