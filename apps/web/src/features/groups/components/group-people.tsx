import { type GroupPerson, groupPersonInput } from "@cm/contracts";
import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconUserMinus, IconUserPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { FormDrawer } from "../../../components/form-drawer";
import { ChoiceField, KitForm, MemberField, useSchemaForm } from "../../../components/form-kit";
import { QueryRetryAlert } from "../../../components/shared-parts/query-retry-alert";
import { errorMessage } from "../../../lib/api-client";
import { formatCalendar } from "../../../lib/format-date";
import { notify } from "../../../lib/notify";
import { useChangeGroupPeople, useGroupPeople } from "../api/groups-api";
import { GROUP_ROLE_LABELS, groupRoleChoices } from "./group-words";

type Changes = ReturnType<typeof useChangeGroupPeople>;

/** Puts a member of the church in the group, or changes their role in it. */
function AddPersonForm({ changes, onDone }: { changes: Changes; onDone: () => void }) {
  const { t } = useTranslation("groups");
  const kit = useSchemaForm(groupPersonInput, {
    defaultValues: { role: "member" },
    failure: t("The person was not added"),
    onSubmit: async (values) => {
      await changes.add.mutateAsync(values);
      notify.success(t("The group has been updated."));
      onDone();
    },
  });
  return (
    <KitForm kit={kit} label={t("Add a person")} submitLabel={t("Add")} onCancel={onDone}>
      <Text fz="sm" c="dimmed">
        {t("Someone already in the group keeps their place with the role chosen here.")}
      </Text>
      <MemberField name="member" label={t("Member")} required empty={undefined} />
      <ChoiceField name="role" label={t("Role in the group")} required data={groupRoleChoices(t)} />
    </KitForm>
  );
}

/** One person of the group: role, phone, and whether they have stopped coming. */
function PersonCard({
  person,
  canWrite,
  onRemove,
}: {
  person: GroupPerson;
  canWrite: boolean;
  onRemove: (p: GroupPerson) => void;
}) {
  const { t } = useTranslation("groups");
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          {canWrite ? (
            <Anchor component={Link} to={`/church/members/${person.member}`} fw={600}>
              {person.name}
            </Anchor>
          ) : (
            <Text fw={600}>{person.name}</Text>
          )}
          <Badge variant="light" color={person.role === "leader" ? "grape" : "gray"}>
            {t(GROUP_ROLE_LABELS[person.role])}
          </Badge>
        </Group>
        {person.phone && (
          <Text fz="sm" c="dimmed">
            {person.phone}
          </Text>
        )}
        <Text fz="sm">
          {person.last_attended
            ? t("Last came on {date}", { date: formatCalendar(person.last_attended, "weekdayDate") })
            : t("Not marked present in the last six months")}
        </Text>
        {person.missed_in_a_row >= 3 && (
          <Badge color="orange" variant="light" w="fit-content">
            {t("Missed {count} meetings in a row", { count: person.missed_in_a_row })}
          </Badge>
        )}
        {canWrite && (
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            w="fit-content"
            leftSection={<IconUserMinus size={16} />}
            onClick={() => onRemove(person)}
          >
            {t("Take out of the group")}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/** The group's people, leaders first, and adding or taking out people. */
export function GroupPeople({ id, canWrite }: { id: number; canWrite: boolean }) {
  const { t } = useTranslation("groups");
  const people = useGroupPeople(id);
  const changes = useChangeGroupPeople(id);
  const [adding, setAdding] = useState(false);
  const [leaving, setLeaving] = useState<GroupPerson | null>(null);

  async function remove(person: GroupPerson) {
    try {
      await changes.remove.mutateAsync(person.member);
      notify.success(t("{name} has been taken out of the group.", { name: person.name }));
    } catch (error) {
      notify.error({ title: t("The person was not taken out"), message: errorMessage(error) });
    } finally {
      setLeaving(null);
    }
  }

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text fw={700} fz="lg" component="h2">
          {t("People")}
        </Text>
        {canWrite && (
          <Button leftSection={<IconUserPlus size={16} />} onClick={() => setAdding(true)}>
            {t("Add a person")}
          </Button>
        )}
      </Group>
      {people.isError ? (
        <QueryRetryAlert title={t("We could not load the people of this group")} query={people} />
      ) : people.isPending ? (
        <Text c="dimmed" fz="sm" role="status">
          {t("Loading the people…")}
        </Text>
      ) : people.data.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {t("No one is in this group yet.")}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {people.data.map((person) => (
            <PersonCard key={person.member} person={person} canWrite={canWrite} onRemove={setLeaving} />
          ))}
        </SimpleGrid>
      )}
      <FormDrawer
        state={adding ? true : null}
        onClose={() => setAdding(false)}
        title={() => t("Add a person")}
      >
        {() => <AddPersonForm changes={changes} onDone={() => setAdding(false)} />}
      </FormDrawer>
      <ConfirmDialog
        opened={leaving !== null}
        onCancel={() => setLeaving(null)}
        danger
        onConfirm={() => leaving && void remove(leaving)}
        busy={changes.remove.isPending}
        title={t("Take {name} out of the group?", { name: leaving?.name ?? "" })}
        confirmLabel={t("Take out")}
      >
        {t("They stay on the church's roll; the meetings they came to stay counted.")}
      </ConfirmDialog>
    </Stack>
  );
}
