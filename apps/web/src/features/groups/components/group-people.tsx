import { type GroupPerson, groupPersonInput } from "@cm/contracts";
import { Anchor, Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconUserMinus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ChoiceField, KitForm, MemberField, useSchemaForm } from "../../../components/form-kit";
import { PeopleSection } from "../../../components/people-section";
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
  const changes = useChangeGroupPeople(id);
  return (
    <PeopleSection
      people={useGroupPeople(id)}
      remove={changes.remove}
      canWrite={canWrite}
      words={{
        loadFailed: t("We could not load the people of this group"),
        empty: t("No one is in this group yet."),
        removeTitle: (name) => t("Take {name} out of the group?", { name }),
        removeBody: t("They stay on the church's roll; the meetings they came to stay counted."),
        removed: (name) => t("{name} has been taken out of the group.", { name }),
        removeFailed: t("The person was not taken out"),
      }}
      card={(person, onRemove) => <PersonCard person={person} canWrite={canWrite} onRemove={onRemove} />}
      addForm={(onDone) => <AddPersonForm changes={changes} onDone={onDone} />}
    />
  );
}
