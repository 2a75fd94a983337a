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
import { useState } from "react";
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
import { RetryAlert } from "../../../components/retry-alert";
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
  if (t.is_current) return { label: "Current", color: "teal" };
  if (!t.is_active) return { label: "Inactive", color: "gray" };
  if (t.end_date && t.end_date < localToday()) return { label: "Ended", color: "gray" };
  return { label: "Starts later", color: "blue" };
}

function period(t: Leadership): string {
  return t.end_date
    ? `${formatDate(t.start_date)} – ${formatDate(t.end_date)}`
    : `Since ${formatDate(t.start_date)}`;
}

/** Ends a term on a chosen date, after asking. */
function EndTermDialog({ term, onClose }: { term: Leadership | null; onClose: () => void }) {
  const end = useEndTerm();
  const [date, setDate] = useState(localToday());
  const tooEarly = term !== null && date !== "" && date < term.start_date;
  const server = useServerErrors({ end_date: date });

  async function confirm() {
    if (!term || !date || tooEarly) return;
    server.clear();
    try {
      await end.mutateAsync({ id: term.id, end_date: date });
      notify.success(`The term of ${term.member_name} as ${term.role_name} has ended.`);
      onClose();
    } catch (error) {
      notify.error({ title: "The term was not ended", message: server.show(error) });
    }
  }

  return (
    <Modal
      closeButtonProps={{ "aria-label": "Close" }}
      opened={term !== null}
      onClose={() => !end.isPending && onClose()}
      centered
      title={
        <Text fw={700} fz="lg">
          End this term?
        </Text>
      }
    >
      <Stack gap="md">
        <FormAlert message={server.alert} />
        <Text fz="sm">
          {term
            ? `${term.member_name} will no longer be listed as ${term.role_name} after the date below.`
            : ""}{" "}
          The term stays in the history.
        </Text>
        <TextInput
          type="date"
          label="Last day of the term"
          value={date}
          onChange={(e) => setDate(e.currentTarget.value)}
          error={
            !date
              ? "Choose the last day."
              : tooEarly
                ? "The end date cannot be before the start date."
                : server.fieldError("end_date")
          }
          data-autofocus
        />
        <DialogActions
          busy={end.isPending}
          label="End term"
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
  const team = useCurrentTeam();
  if (team.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} role="status" aria-label="Loading the current team">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={92} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (team.isError) {
    return (
      <RetryAlert
        inline
        title="We could not load the current team"
        error={team.error}
        onRetry={() => void team.refetch()}
      />
    );
  }
  if (team.data.length === 0) {
    return (
      <Paper withBorder radius="md" p="xl">
        <Text c="dimmed" ta="center">
          No leaders are serving right now.{canWrite ? " Add a leader to build the team." : ""}
        </Text>
      </Paper>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {team.data.map((t) => (
        <Paper key={t.id} withBorder radius="md" p="md" aria-label={`${t.member_name}, ${t.role_name}`}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Group gap="sm" wrap="nowrap">
              <PersonAvatar name={t.member_name} />
              <div>
                <Text fw={600}>{t.member_name}</Text>
                <Text fz="sm" c="blue.8" fw={500}>
                  {t.role_name}
                </Text>
                <Text fz="xs" c="dimmed">
                  {period(t)}
                </Text>
              </div>
            </Group>
            {canWrite && <TermMenu term={t} onEdit={onEdit} onEnd={onEnd} />}
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
  return (
    <RowActions label={`Actions for ${term.member_name} as ${term.role_name}`}>
      <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => onEdit(term)}>
        Edit
      </Menu.Item>
      {term.is_current && (
        <Menu.Item color="red" leftSection={<IconUserOff size={16} />} onClick={() => onEnd(term)}>
          End term
        </Menu.Item>
      )}
    </RowActions>
  );
}

/** The church's leadership: the team serving now, and every term before. */
export function LeadershipView() {
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
    { key: "member_name", header: "Member", sortable: true },
    { key: "role_name", header: "Role" },
    { key: "start_date", header: "Start", sortable: true, render: (t) => formatDate(t.start_date) },
    {
      key: "end_date",
      header: "End",
      sortable: true,
      render: (t) => formatDate(t.end_date, "Still serving"),
    },
    {
      key: "status",
      header: "Status",
      render: (t) => {
        const s = termStatus(t);
        return (
          <Badge color={s.color} variant="light">
            {s.label}
          </Badge>
        );
      },
    },
    {
      key: "actions",
      header: <ActionsHeader />,
      width: 56,
      align: "right",
      render: (t) => (canWrite ? <TermMenu term={t} onEdit={edit} onEnd={setEnding} /> : null),
    },
  ];

  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="xs">
            <IconUserCheck size={20} />
            <Title order={2} fz="lg">
              Current team
            </Title>
          </Group>
          {canWrite && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setDrawer({ term: null })}>
              Add a leader
            </Button>
          )}
        </Group>
        <CurrentTeam canWrite={canWrite} onEdit={edit} onEnd={setEnding} />
      </Stack>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          History
        </Title>
        <ListTable
          label="Leadership history"
          columns={columns}
          list={history}
          table={table}
          search="Search by member, role or notes"
          filters={[
            {
              name: "role",
              label: "Role",
              placeholder: "All roles",
              data: roleFilter,
              searchable: true,
              maxWidth: 220,
            },
          ]}
          empty={{ none: "No leadership terms recorded yet.", filtered: "No term matches these filters." }}
          minWidth={720}
        />
      </Stack>
      <TermDrawer state={drawer} onClose={() => setDrawer(null)} />
      <EndTermDialog key={ending?.id ?? "none"} term={ending} onClose={() => setEnding(null)} />
    </Stack>
  );
}
