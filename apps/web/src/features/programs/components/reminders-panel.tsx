import {
  minutesInWords,
  programRemindersEndpoints,
  type Reminder,
  type ReminderAudience,
} from "@cm/contracts";
import { ActionIcon, Button, Group, Select, Stack, Text, Tooltip } from "@mantine/core";
import { IconBell, IconSend } from "@tabler/icons-react";
import { useState } from "react";
import { ConfirmDialog, useConfirmedDelete } from "../../../components/confirm-dialog";
import { NumberField, numberProblem, type TypedNumber } from "../../../components/form-number-field";
import { ListStates } from "../../../components/list-states";
import { MemberMultiPicker } from "../../../components/member-picker";
import { TitledSection } from "../../../components/titled-section";
import { errorMessage } from "../../../lib/api-client";
import { useServerErrors } from "../../../lib/form-errors";
import { formatDateTime } from "../../../lib/format-date";
import { notify } from "../../../lib/notify";
import { clientOf } from "../../../lib/typed-client";
import {
  useAddReminder,
  useDeleteProgramRecord,
  useReminders,
  useSendReminderNow,
} from "../api/programs-api";
import { AUDIENCE_LABELS } from "./program-parts";
import { RecordDialog, RemoveButton } from "./record-dialog";

const programRemindersClient = clientOf(programRemindersEndpoints);

const UNITS = [
  { value: "60", label: "hours" },
  { value: "1440", label: "days" },
  { value: "1", label: "minutes" },
];

/** How many hours, days or minutes before: the unit's own figure, checked before sending. */
const HOW_LONG = { min: 1, required: true };

function AddReminderDialog({
  program,
  opened,
  onClose,
}: {
  program: number;
  opened: boolean;
  onClose: () => void;
}) {
  const add = useAddReminder();
  const [amount, setAmount] = useState<TypedNumber>(1);
  const [unit, setUnit] = useState("1440");
  const [audience, setAudience] = useState<ReminderAudience>("PARTICIPANTS");
  const [members, setMembers] = useState<number[]>([]);
  const server = useServerErrors({ minutes_before: [amount, unit], audience, members });
  async function save() {
    server.clear();
    const refused = numberProblem(amount, HOW_LONG);
    if (refused) return server.say(refused, "minutes_before");
    const minutes = Number(amount) * Number(unit);
    try {
      await add.mutateAsync({ program, minutes_before: minutes, audience, members });
      notify.success(`A reminder will go ${minutesInWords(minutes)} before each date.`);
      onClose();
    } catch (error) {
      notify.error({ title: "The reminder was not saved", message: server.show(error) });
    }
  }
  return (
    <RecordDialog
      title="Add a reminder"
      opened={opened}
      onClose={onClose}
      alert={server.alert}
      busy={add.isPending}
      submitLabel="Save reminder"
      onSubmit={() => void save()}
    >
      <Group grow align="flex-start">
        <NumberField
          label="How long before"
          {...HOW_LONG}
          {...server.bind("minutes_before", amount, setAmount)}
        />
        <Select
          label="Unit"
          data={UNITS}
          value={unit}
          allowDeselect={false}
          onChange={(u) => setUnit(u ?? "1440")}
          comboboxProps={{ withinPortal: true }}
        />
      </Group>
      <Select
        label="Send to"
        data={Object.entries(AUDIENCE_LABELS).map(([value, label]) => ({ value, label }))}
        value={audience}
        allowDeselect={false}
        onChange={(a) => setAudience((a ?? "PARTICIPANTS") as ReminderAudience)}
        comboboxProps={{ withinPortal: true }}
        error={server.fieldError("audience")}
      />
      {audience === "CHOSEN_MEMBERS" && (
        <MemberMultiPicker label="Members" {...server.bind("members", members, setMembers)} />
      )}
      <Text fz="xs" c="dimmed">
        Reminders go by e-mail to members who have an address, through the church's outbox.
      </Text>
    </RecordDialog>
  );
}

/** A program's reminders: how long before each date, to whom; send one now. */
export function RemindersPanel({ program, canWrite }: { program: number; canWrite: boolean }) {
  const list = useReminders(program);
  const send = useSendReminderNow();
  const remove = useDeleteProgramRecord(programRemindersClient);
  const removal = useConfirmedDelete(remove, {
    deleted: () => "The reminder has been removed.",
    failed: "The reminder was not removed",
  });
  const [adding, setAdding] = useState(false);

  async function sendNow(r: Reminder) {
    try {
      const result = await send.mutateAsync(r.id);
      notify.success(
        result.recipients === 1
          ? "1 e-mail is on its way."
          : `${result.recipients} e-mails are on their way.`,
      );
    } catch (error) {
      notify.error({ title: "The reminder was not sent", message: errorMessage(error) });
    }
  }

  return (
    <TitledSection
      title="Reminders"
      action={
        canWrite && (
          <Button size="compact-sm" leftSection={<IconBell size={14} />} onClick={() => setAdding(true)}>
            Add a reminder
          </Button>
        )
      }
    >
      <ListStates
        query={list}
        loading={
          <Text fz="sm" c="dimmed">
            Loading the reminders…
          </Text>
        }
        isEmpty={list.data?.results.length === 0}
        empty="No reminders yet."
      />
      <Stack
        gap="xs"
        component="ul"
        style={{ listStyle: "none", padding: 0, margin: 0 }}
        aria-label="Reminders"
      >
        {list.data?.results.map((r) => (
          <Group key={r.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
            <div>
              <Text fz="sm" fw={600}>
                {minutesInWords(r.minutes_before)} before each date
              </Text>
              <Text fz="xs" c="dimmed">
                {AUDIENCE_LABELS[r.audience]}
                {r.audience === "CHOSEN_MEMBERS" ? ` (${r.members.length})` : ""} · last sent{" "}
                {formatDateTime(r.last_sent_at).toLowerCase()}
              </Text>
            </div>
            {canWrite && (
              <Group gap={4} wrap="nowrap">
                <Tooltip label="Send now">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Send the reminder ${minutesInWords(r.minutes_before)} before now`}
                    onClick={() => void sendNow(r)}
                    loading={send.isPending && send.variables === r.id}
                  >
                    <IconSend size={16} />
                  </ActionIcon>
                </Tooltip>
                <RemoveButton
                  label={`Remove the reminder ${minutesInWords(r.minutes_before)} before`}
                  onClick={() => removal.ask(r)}
                />
              </Group>
            )}
          </Group>
        ))}
      </Stack>
      <AddReminderDialog program={program} opened={adding} onClose={() => setAdding(false)} />
      <ConfirmDialog title="Remove this reminder?" confirmLabel="Remove" {...removal.dialogProps}>
        No more e-mails will go for it.
      </ConfirmDialog>
    </TitledSection>
  );
}
