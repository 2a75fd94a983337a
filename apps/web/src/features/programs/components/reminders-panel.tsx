import { msg, programRemindersEndpoints, type Reminder, type ReminderAudience } from "@cm/contracts";
import { ActionIcon, Button, Group, Select, Stack, Text, Tooltip } from "@mantine/core";
import { IconBell, IconSend } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog, useConfirmedDelete } from "../../../components/confirm-dialog";
import { NumberField, numberProblem, type TypedNumber } from "../../../components/form-number-field";
import { ListStates } from "../../../components/list-states";
import { MemberMultiPicker } from "../../../components/member-picker";
import { TitledSection } from "../../../components/titled-section";
import { errorMessage } from "../../../lib/api-client";
import { useServerErrors } from "../../../lib/form-errors";
import { formatDateTime } from "../../../lib/format-date";
import { translator } from "../../../lib/i18n";
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

const t = translator("programs");

const UNITS = [
  { value: "60", label: msg("hours") },
  { value: "1440", label: msg("days") },
  { value: "1", label: msg("minutes") },
];

/** "2 days", "1 hour", "30 minutes", in the language shown now. */
function minutesInWords(minutes: number): string {
  if (minutes % 1440 === 0)
    return t("{count, plural, one {{n} day} other {{n} days}}", {
      count: minutes / 1440,
      n: String(minutes / 1440),
    });
  if (minutes % 60 === 0)
    return t("{count, plural, one {{n} hour} other {{n} hours}}", {
      count: minutes / 60,
      n: String(minutes / 60),
    });
  return t("{count, plural, one {{n} minute} other {{n} minutes}}", { count: minutes, n: String(minutes) });
}

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
  const { t } = useTranslation("programs");
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
      notify.success(t("A reminder will go {time} before each date.", { time: minutesInWords(minutes) }));
      onClose();
    } catch (error) {
      notify.error({ title: t("The reminder was not saved"), message: server.show(error) });
    }
  }
  return (
    <RecordDialog
      title={t("Add a reminder")}
      opened={opened}
      onClose={onClose}
      alert={server.alert}
      busy={add.isPending}
      submitLabel={t("Save reminder")}
      onSubmit={() => void save()}
    >
      <Group grow align="flex-start">
        <NumberField
          label={t("How long before")}
          {...HOW_LONG}
          {...server.bind("minutes_before", amount, setAmount)}
        />
        <Select
          label={t("Unit")}
          data={UNITS.map((u) => ({ ...u, label: t(u.label) }))}
          value={unit}
          allowDeselect={false}
          onChange={(u) => setUnit(u ?? "1440")}
          comboboxProps={{ withinPortal: true }}
        />
      </Group>
      <Select
        label={t("Send to")}
        data={Object.entries(AUDIENCE_LABELS).map(([value, label]) => ({ value, label: t(label) }))}
        value={audience}
        allowDeselect={false}
        onChange={(a) => setAudience((a ?? "PARTICIPANTS") as ReminderAudience)}
        comboboxProps={{ withinPortal: true }}
        error={server.fieldError("audience")}
      />
      {audience === "CHOSEN_MEMBERS" && (
        <MemberMultiPicker label={t("Members")} {...server.bind("members", members, setMembers)} />
      )}
      <Text fz="xs" c="dimmed">
        {t("Reminders go by e-mail to members who have an address, through the church''s outbox.")}
      </Text>
    </RecordDialog>
  );
}

/** A program's reminders: how long before each date, to whom; send one now. */
export function RemindersPanel({ program, canWrite }: { program: number; canWrite: boolean }) {
  const { t } = useTranslation("programs");
  const list = useReminders(program);
  const send = useSendReminderNow();
  const remove = useDeleteProgramRecord(programRemindersClient);
  const removal = useConfirmedDelete(remove, {
    deleted: () => t("The reminder has been removed."),
    failed: t("The reminder was not removed"),
  });
  const [adding, setAdding] = useState(false);

  async function sendNow(r: Reminder) {
    try {
      const result = await send.mutateAsync(r.id);
      notify.success(
        t("{count, plural, one {{n} e-mail is on its way.} other {{n} e-mails are on their way.}}", {
          count: result.recipients,
          n: String(result.recipients),
        }),
      );
    } catch (error) {
      notify.error({ title: t("The reminder was not sent"), message: errorMessage(error) });
    }
  }

  return (
    <TitledSection
      title={t("Reminders")}
      action={
        canWrite && (
          <Button size="compact-sm" leftSection={<IconBell size={14} />} onClick={() => setAdding(true)}>
            {t("Add a reminder")}
          </Button>
        )
      }
    >
      <ListStates
        query={list}
        loading={
          <Text fz="sm" c="dimmed">
            {t("Loading the reminders…")}
          </Text>
        }
        isEmpty={list.data?.results.length === 0}
        empty={t("No reminders yet.")}
      />
      <Stack
        gap="xs"
        component="ul"
        style={{ listStyle: "none", padding: 0, margin: 0 }}
        aria-label={t("Reminders")}
      >
        {list.data?.results.map((r) => (
          <Group key={r.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
            <div>
              <Text fz="sm" fw={600}>
                {t("{time} before each date", { time: minutesInWords(r.minutes_before) })}
              </Text>
              <Text fz="xs" c="dimmed">
                {t("{audience} · last sent {when}", {
                  audience: `${t(AUDIENCE_LABELS[r.audience])}${r.audience === "CHOSEN_MEMBERS" ? ` (${r.members.length})` : ""}`,
                  when: formatDateTime(r.last_sent_at, t("Never")).toLowerCase(),
                })}
              </Text>
            </div>
            {canWrite && (
              <Group gap={4} wrap="nowrap">
                <Tooltip label={t("Send now")}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t("Send the reminder {time} before now", {
                      time: minutesInWords(r.minutes_before),
                    })}
                    onClick={() => void sendNow(r)}
                    loading={send.isPending && send.variables === r.id}
                  >
                    <IconSend size={16} />
                  </ActionIcon>
                </Tooltip>
                <RemoveButton
                  label={t("Remove the reminder {time} before", { time: minutesInWords(r.minutes_before) })}
                  onClick={() => removal.ask(r)}
                />
              </Group>
            )}
          </Group>
        ))}
      </Stack>
      <AddReminderDialog program={program} opened={adding} onClose={() => setAdding(false)} />
      <ConfirmDialog title={t("Remove this reminder?")} confirmLabel={t("Remove")} {...removal.dialogProps}>
        {t("No more e-mails will go for it.")}
      </ConfirmDialog>
    </TitledSection>
  );
}
