import { Badge, Button, Checkbox, Group, Paper, Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryRetryAlert } from "../../../components/shared-parts/query-retry-alert";
import { errorMessage } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import { useMarkAttendance, useMeetingPeople } from "../api/groups-api";
import { GROUP_ROLE_LABELS } from "./group-words";

/**
 * Who came to a meeting: a large tick for each person of the group (easy on a phone), then one
 * save. Marking again replaces the marks.
 */
export function AttendanceSheet({ meeting, onDone }: { meeting: number; onDone: () => void }) {
  const { t } = useTranslation("groups");
  const people = useMeetingPeople(meeting);
  const mark = useMarkAttendance(meeting);
  const [present, setPresent] = useState<Set<number> | null>(null);
  useEffect(() => {
    if (people.data && present === null)
      setPresent(new Set(people.data.filter((p) => p.present).map((p) => p.member)));
  }, [people.data, present]);

  if (people.isError)
    return <QueryRetryAlert title={t("We could not load the people of this group")} query={people} />;
  if (people.isPending || present === null)
    return (
      <Text c="dimmed" fz="sm" role="status">
        {t("Loading the people…")}
      </Text>
    );
  if (people.data.length === 0) return <Text c="dimmed">{t("No one is in this group yet.")}</Text>;

  const toggle = (member: number, on: boolean) => {
    const next = new Set(present);
    if (on) next.add(member);
    else next.delete(member);
    setPresent(next);
  };
  async function save() {
    try {
      await mark.mutateAsync({ present: [...(present ?? [])] });
      notify.success(
        t(
          "{count, plural, one {Attendance saved: # person present.} other {Attendance saved: # people present.}}",
          { count: present?.size ?? 0 },
        ),
      );
      onDone();
    } catch (error) {
      notify.error({ title: t("The attendance was not saved"), message: errorMessage(error) });
    }
  }
  return (
    <Stack gap="sm">
      <Text fz="sm" c="dimmed">
        {t("{present} of {total} present", { present: present.size, total: people.data.length })}
      </Text>
      {people.data.map((person) => (
        <Paper key={person.member} withBorder radius="md" p="sm">
          <Group justify="space-between" wrap="nowrap">
            <Checkbox
              size="md"
              label={person.name}
              checked={present.has(person.member)}
              onChange={(e) => toggle(person.member, e.currentTarget.checked)}
            />
            {person.role === "leader" && (
              <Badge variant="light" color="grape">
                {t(GROUP_ROLE_LABELS.leader)}
              </Badge>
            )}
          </Group>
        </Paper>
      ))}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t("Cancel")}
        </Button>
        <Button onClick={() => void save()} loading={mark.isPending}>
          {t("Save attendance")}
        </Button>
      </Group>
    </Stack>
  );
}
