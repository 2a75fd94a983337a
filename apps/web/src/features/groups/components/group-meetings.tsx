import type { GroupMeeting } from "@cm/contracts";
import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconCalendarPlus, IconChecklist } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormDrawer } from "../../../components/form-drawer";
import { QueryRetryAlert } from "../../../components/shared-parts/query-retry-alert";
import { formatCalendar } from "../../../lib/format-date";
import { useMeetingList } from "../api/groups-api";
import { AttendanceSheet } from "./attendance-sheet";
import { MeetingForm } from "./meeting-form";

/** One meeting as a line: its date and topic, who came, and the numbers counted without names. */
function MeetingLine({
  meeting,
  canMark,
  onMark,
}: {
  meeting: GroupMeeting;
  canMark: boolean;
  onMark: () => void;
}) {
  const { t } = useTranslation("groups");
  const counts = [
    meeting.marked ? t("{count} present", { count: meeting.present }) : t("Attendance not taken"),
    meeting.headcount === null ? null : t("Headcount {count}", { count: meeting.headcount }),
    meeting.visitors > 0
      ? t("{count, plural, one {# visitor} other {# visitors}}", { count: meeting.visitors })
      : null,
  ].filter(Boolean);
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Text fw={600} fz="sm">
            {formatCalendar(meeting.date, "weekdayDate")}
            {meeting.topic ? ` · ${meeting.topic}` : ""}
          </Text>
          <Text fz="sm" c="dimmed">
            {counts.join(" · ")}
          </Text>
        </Stack>
        {canMark && (
          <Button
            variant="light"
            size="compact-md"
            leftSection={<IconChecklist size={16} />}
            onClick={onMark}
          >
            {meeting.marked ? t("Change attendance") : t("Mark attendance")}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/**
 * A group's meetings, newest first; those who may mark it (its leaders, the church office)
 * record a meeting and then tick who came.
 */
export function GroupMeetings({
  group,
  canMark,
  limit = 10,
}: {
  group: number;
  canMark: boolean;
  limit?: number;
}) {
  const { t } = useTranslation("groups");
  const list = useMeetingList({ filters: { group }, ordering: "-date", page_size: limit });
  const [recording, setRecording] = useState(false);
  const [marking, setMarking] = useState<number | null>(null);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text fw={700} fz="lg" component="h2">
          {t("Meetings")}
        </Text>
        {canMark && (
          <Button leftSection={<IconCalendarPlus size={16} />} onClick={() => setRecording(true)}>
            {t("Record a meeting")}
          </Button>
        )}
      </Group>
      {list.isError ? (
        <QueryRetryAlert title={t("We could not load the meetings")} query={list} />
      ) : list.isPending ? (
        <Text c="dimmed" fz="sm" role="status">
          {t("Loading the meetings…")}
        </Text>
      ) : list.data.results.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {t("No meetings recorded yet.")}
        </Text>
      ) : (
        list.data.results.map((meeting) => (
          <MeetingLine
            key={meeting.id}
            meeting={meeting}
            canMark={canMark}
            onMark={() => setMarking(meeting.id)}
          />
        ))
      )}
      <FormDrawer
        state={recording ? true : null}
        onClose={() => setRecording(false)}
        title={() => t("Record a meeting")}
      >
        {() => (
          <MeetingForm
            group={group}
            onDone={(saved) => {
              setRecording(false);
              if (saved) setMarking(saved.id);
            }}
          />
        )}
      </FormDrawer>
      <FormDrawer state={marking} onClose={() => setMarking(null)} title={() => t("Who came?")}>
        {(meeting) => <AttendanceSheet meeting={meeting} onDone={() => setMarking(null)} />}
      </FormDrawer>
    </Stack>
  );
}
