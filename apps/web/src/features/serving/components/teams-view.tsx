import {
  type ServingTeam,
  servingPositionCreate,
  servingTeamCreate,
  servingTeamPersonInput,
} from "@cm/contracts";
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconPlus, IconUserMinus, IconUsers } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormDrawer } from "../../../components/form-drawer";
import { KitForm, MemberField, TextField, useSchemaForm } from "../../../components/form-kit";
import { NumberFormField } from "../../../components/form-number-field";
import { QueryRetryAlert } from "../../../components/shared-parts/query-retry-alert";
import { errorMessage } from "../../../lib/api-client";
import { formatCalendar } from "../../../lib/format-date";
import { notify } from "../../../lib/notify";
import {
  useAddPosition,
  useChangeTeamPeople,
  useSaveTeam,
  useTeamList,
  useTeamPeople,
} from "../api/serving-api";

function AddTeamForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation("serving");
  const save = useSaveTeam();
  const kit = useSchemaForm(servingTeamCreate, {
    defaultValues: { name: "", description: "", is_active: true },
    failure: t("The team was not added"),
    onSubmit: async (values) => {
      const saved = await save.mutateAsync({ id: null, data: values });
      notify.success(t("{name} has been added.", { name: saved.name }));
      onDone();
    },
  });
  return (
    <KitForm kit={kit} label={t("Add a team")} submitLabel={t("Add")} onCancel={onDone}>
      <TextField
        name="name"
        label={t("Name")}
        description={t("Worship, ushering, media, children, hospitality…")}
        required
        data-autofocus
      />
      <TextField name="description" label={t("What the team does")} />
    </KitForm>
  );
}

function AddPositionForm({ team, onDone }: { team: number; onDone: () => void }) {
  const { t } = useTranslation("serving");
  const add = useAddPosition();
  const kit = useSchemaForm(servingPositionCreate, {
    defaultValues: { team, name: "", per_service: 1 },
    failure: t("The position was not added"),
    onSubmit: async (values) => {
      await add.mutateAsync(values);
      notify.success(t("The position has been added."));
      onDone();
    },
  });
  return (
    <KitForm kit={kit} label={t("Add a position")} submitLabel={t("Add")} onCancel={onDone}>
      <TextField
        name="name"
        label={t("Position")}
        description={t("Such as door, camera or lead singer.")}
        required
      />
      <NumberFormField
        name="per_service"
        label={t("People needed at each service")}
        min={1}
        max={50}
        required
      />
    </KitForm>
  );
}

/** The people on a team: who they are, when they serve next; adding and taking off. */
function TeamPeople({ team, canWrite }: { team: ServingTeam; canWrite: boolean }) {
  const { t } = useTranslation("serving");
  const people = useTeamPeople(team.id);
  const change = useChangeTeamPeople(team.id);
  const kit = useSchemaForm(servingTeamPersonInput, {
    defaultValues: {},
    failure: t("The person was not added"),
    onSubmit: async (values) => {
      await change.add.mutateAsync(Number(values.member));
      notify.success(t("The team has been updated."));
      kit.form.reset({});
    },
  });
  async function remove(member: number, name: string) {
    try {
      await change.remove.mutateAsync(member);
      notify.success(t("{name} is off the team.", { name }));
    } catch (error) {
      notify.error({ title: t("The person was not taken off"), message: errorMessage(error) });
    }
  }
  return (
    <Stack gap="sm">
      {canWrite && (
        <KitForm kit={kit} label={t("Add a person to the team")} submitLabel={t("Add")}>
          <MemberField name="member" label={t("Member")} required empty={undefined} />
        </KitForm>
      )}
      {people.isError ? (
        <QueryRetryAlert title={t("We could not load the people of this team")} query={people} />
      ) : people.isPending ? (
        <Text c="dimmed" fz="sm" role="status">
          {t("Loading the people…")}
        </Text>
      ) : people.data.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {t("No one is on this team yet.")}
        </Text>
      ) : (
        people.data.map((p) => (
          <Paper key={p.member} withBorder radius="md" p="sm">
            <Group justify="space-between" wrap="nowrap">
              <Stack gap={0}>
                <Text fw={600} fz="sm">
                  {p.name}
                </Text>
                <Text fz="xs" c="dimmed">
                  {p.next_date
                    ? t("Next on {date}", { date: formatCalendar(p.next_date, "weekdayDate") })
                    : t("Not down to serve yet")}
                </Text>
              </Stack>
              {canWrite && (
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  leftSection={<IconUserMinus size={14} />}
                  onClick={() => void remove(p.member, p.name)}
                >
                  {t("Take off")}
                </Button>
              )}
            </Group>
          </Paper>
        ))
      )}
    </Stack>
  );
}

/** The church's serving teams with their positions; the office adds teams, positions and people. */
export function TeamsView({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation("serving");
  const teams = useTeamList();
  const [adding, setAdding] = useState(false);
  const [positionFor, setPositionFor] = useState<number | null>(null);
  const [peopleOf, setPeopleOf] = useState<ServingTeam | null>(null);
  return (
    <Stack gap="md">
      {canWrite && (
        <Group justify="flex-end">
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            {t("Add a team")}
          </Button>
        </Group>
      )}
      {teams.isError ? (
        <QueryRetryAlert title={t("We could not load the teams")} query={teams} />
      ) : teams.isPending ? (
        <Text c="dimmed" fz="sm" role="status">
          {t("Loading the teams…")}
        </Text>
      ) : teams.data.results.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {t("No serving teams yet.")}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {teams.data.results.map((team) => (
            <Paper key={team.id} withBorder radius="md" p="md">
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={700} component="h3" fz="md">
                    {team.name}
                  </Text>
                  <Badge variant="light">
                    {t("{count, plural, one {# person} other {# people}}", { count: team.member_count })}
                  </Badge>
                </Group>
                {team.description && (
                  <Text fz="sm" c="dimmed">
                    {team.description}
                  </Text>
                )}
                <Group gap={6}>
                  {team.positions.map((p) => (
                    <Badge key={p.id} variant="outline">
                      {t("{position} × {count}", { position: p.name, count: p.per_service })}
                    </Badge>
                  ))}
                </Group>
                <Group gap="xs">
                  <Button
                    size="compact-sm"
                    variant="light"
                    leftSection={<IconUsers size={14} />}
                    onClick={() => setPeopleOf(team)}
                  >
                    {t("People")}
                  </Button>
                  {canWrite && (
                    <Button
                      size="compact-sm"
                      variant="default"
                      leftSection={<IconPlus size={14} />}
                      onClick={() => setPositionFor(team.id)}
                    >
                      {t("Add a position")}
                    </Button>
                  )}
                </Group>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
      <FormDrawer state={adding ? true : null} onClose={() => setAdding(false)} title={() => t("Add a team")}>
        {() => <AddTeamForm onDone={() => setAdding(false)} />}
      </FormDrawer>
      <FormDrawer state={positionFor} onClose={() => setPositionFor(null)} title={() => t("Add a position")}>
        {(team) => <AddPositionForm team={team} onDone={() => setPositionFor(null)} />}
      </FormDrawer>
      <FormDrawer state={peopleOf} onClose={() => setPeopleOf(null)} title={(team) => team?.name ?? ""}>
        {(team) => <TeamPeople team={team} canWrite={canWrite} />}
      </FormDrawer>
    </Stack>
  );
}
