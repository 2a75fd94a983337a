import { ageOn, type HouseholdMember, householdMemberInput, todayIso } from "@cm/contracts";
import { Anchor, Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconUserMinus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ChoiceField, KitForm, MemberField, useSchemaForm } from "../../../components/form-kit";
import { PeopleSection } from "../../../components/people-section";
import { notify } from "../../../lib/notify";
import { useChangeHouseholdMembers, useHouseholdMembers } from "../api/households-api";
import { HOUSEHOLD_ROLE_COLORS, HOUSEHOLD_ROLE_LABELS, householdRoleChoices } from "./household-roles";

type Changes = ReturnType<typeof useChangeHouseholdMembers>;

/** Puts a member of the church in the household, moving them from any other. */
function AddPersonForm({ changes, onDone }: { changes: Changes; onDone: () => void }) {
  const { t } = useTranslation("households");
  const kit = useSchemaForm(householdMemberInput, {
    defaultValues: { role: "child" },
    failure: t("The person was not added"),
    onSubmit: async (values) => {
      await changes.add.mutateAsync(values);
      notify.success(t("The household has been updated."));
      onDone();
    },
  });
  return (
    <KitForm kit={kit} label={t("Add a person")} submitLabel={t("Add")} onCancel={onDone}>
      <Text fz="sm" c="dimmed">
        {t("Someone already in another household moves to this one.")}
      </Text>
      <MemberField name="member" label={t("Member")} required empty={undefined} />
      <ChoiceField name="role" label={t("Role in the household")} required data={householdRoleChoices(t)} />
    </KitForm>
  );
}

/** One person of the household as a card: role, age, phone, and their church life at a glance. */
function PersonCard({
  person,
  canWrite,
  onRemove,
}: {
  person: HouseholdMember;
  canWrite: boolean;
  onRemove: (p: HouseholdMember) => void;
}) {
  const { t } = useTranslation("households");
  const age = person.date_of_birth ? ageOn(person.date_of_birth, todayIso()) : null;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Anchor component={Link} to={`/church/members/${person.member}`} fw={600}>
            {person.name}
          </Anchor>
          <Badge variant="light" color={HOUSEHOLD_ROLE_COLORS[person.role]}>
            {t(HOUSEHOLD_ROLE_LABELS[person.role])}
          </Badge>
        </Group>
        <Text fz="sm" c="dimmed">
          {[
            age === null ? null : t("{age, plural, one {# year old} other {# years old}}", { age }),
            person.phone,
          ]
            .filter(Boolean)
            .join(" · ")}
        </Text>
        <Text fz="sm">
          {t(
            "{count, plural, =0 {No attendance in the last 90 days} one {Attended once in the last 90 days} other {Attended # times in the last 90 days}}",
            {
              count: person.attended_last_90_days,
            },
          )}
        </Text>
        <Text fz="sm">
          {person.sunday_school_classes.length > 0
            ? t("Sunday school: {classes}", { classes: person.sunday_school_classes.join(", ") })
            : t("Not in a Sunday-school class")}
        </Text>
        {!person.is_active && (
          <Badge variant="outline" color="gray" w="fit-content">
            {t("Inactive member")}
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
            {t("Take out of the household")}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/** The household's people, head first, and adding or taking out people. */
export function HouseholdPeople({ id, canWrite }: { id: number; canWrite: boolean }) {
  const { t } = useTranslation("households");
  const changes = useChangeHouseholdMembers(id);
  return (
    <PeopleSection
      people={useHouseholdMembers(id)}
      remove={changes.remove}
      canWrite={canWrite}
      words={{
        loadFailed: t("We could not load the people of this household"),
        empty: canWrite
          ? t("No one is in this household yet. Add its people.")
          : t("No one is in this household yet."),
        removeTitle: (name) => t("Take {name} out of the household?", { name }),
        removeBody: t("They stay on the church's roll, with their attendance and classes."),
        removed: (name) => t("{name} has been taken out of the household.", { name }),
        removeFailed: t("The person was not taken out"),
      }}
      card={(person, onRemove) => <PersonCard person={person} canWrite={canWrite} onRemove={onRemove} />}
      addForm={(onDone) => <AddPersonForm changes={changes} onDone={onDone} />}
    />
  );
}
