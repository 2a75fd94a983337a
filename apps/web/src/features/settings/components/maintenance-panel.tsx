import { type MaintenanceRecord, msg } from "@cm/contracts";
import { Button, Paper, Skeleton, Stack, Tabs, Text, Title } from "@mantine/core";
import { IconPlayerPlay, IconPlayerStop, IconX } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { QueryRetryAlert } from "../../../components/shared-parts/query-retry-alert";
import { errorMessage } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/format-date";
import { notify } from "../../../lib/notify";
import {
  useEndMaintenance,
  useMaintenance,
  useSaveMaintenance,
  useScheduleMaintenance,
} from "../api/settings-api";
import { MaintenanceForm, type MaintenanceFormMode, type MaintenanceFormOutput } from "./maintenance-form";
import { MaintenanceProgress } from "./maintenance-progress";
import { type MaintenanceState, maintenanceState } from "./maintenance-state";
import { MaintenanceStatus } from "./maintenance-status";

type Pending =
  | { kind: "start"; values: MaintenanceFormOutput }
  | { kind: "start-scheduled" }
  | { kind: "cancel-schedule" }
  | { kind: "end" };

const CONFIRM: Record<Pending["kind"], { title: string; label: string; text: string; danger: boolean }> = {
  start: {
    title: msg("Start maintenance now?"),
    label: msg("Start maintenance"),
    text: msg("Everyone except super admins will be sent to the maintenance page until you end it."),
    danger: true,
  },
  "start-scheduled": {
    title: msg("Start the scheduled maintenance now?"),
    label: msg("Start now"),
    text: msg("Everyone except super admins will be sent to the maintenance page until you end it."),
    danger: true,
  },
  "cancel-schedule": {
    title: msg("Cancel the scheduled maintenance?"),
    label: msg("Cancel it"),
    text: msg("The maintenance will not start. You can schedule it again later."),
    danger: false,
  },
  end: {
    title: msg("End maintenance now?"),
    label: msg("End maintenance"),
    text: msg("Everyone can use the app again straight away."),
    danger: false,
  },
};

/** The buttons each state offers; each asks to confirm its step first. */
type Step = {
  kind: Exclude<Pending["kind"], "start">;
  label: string;
  icon: ReactNode;
  color?: string;
  variant?: "default" | "light";
};
const STEPS: Partial<Record<MaintenanceState, Step[]>> = {
  on: [{ kind: "end", label: msg("End maintenance now"), icon: <IconPlayerStop size={16} />, color: "teal" }],
  scheduled: [
    {
      kind: "cancel-schedule",
      label: msg("Cancel the schedule"),
      icon: <IconX size={16} />,
      variant: "default",
    },
    {
      kind: "start-scheduled",
      label: msg("Start now"),
      icon: <IconPlayerPlay size={16} />,
      color: "red",
      variant: "light",
    },
  ],
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }}>
      <Title order={2} fz="lg" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** The whole maintenance switch: status, start now or later, progress, and ending it. */
export function MaintenancePanel() {
  const { t } = useTranslation("settings");
  const query = useMaintenance();
  const save = useSaveMaintenance();
  const schedule = useScheduleMaintenance();
  const end = useEndMaintenance();
  const [pending, setPending] = useState<Pending | null>(null);
  const busy = save.isPending || schedule.isPending || end.isPending;

  if (query.isPending) return <Skeleton height={220} radius="md" />;
  if (query.isError) {
    return <QueryRetryAlert title={t("We could not load maintenance")} query={query} />;
  }
  const record = query.data;
  const state = maintenanceState(record);

  // The PUT body keeps what is not being changed as it is.
  const put = (changes: Partial<MaintenanceRecord>) => {
    const next = { ...record, ...changes };
    return save.mutateAsync({
      is_enabled: next.is_enabled,
      is_active: next.is_active,
      title: next.title,
      message: next.message,
      maintenance_type: next.maintenance_type,
      start_time: next.start_time,
      expected_end_time: next.expected_end_time,
      progress: next.progress,
    });
  };

  async function confirm(action: Pending) {
    try {
      if (action.kind === "start") {
        // No start time: the server starts it now.
        await put({ ...action.values, is_enabled: true, is_active: true, start_time: null, progress: 0 });
        notify.success(t("Maintenance is on. Only super admins can use the app."));
      } else if (action.kind === "start-scheduled") {
        await put({ is_enabled: true, is_active: true, start_time: null, progress: 0 });
        notify.success(t("Maintenance is on. Only super admins can use the app."));
      } else if (action.kind === "cancel-schedule") {
        await put({ is_enabled: false, is_active: false });
        notify.success(t("The scheduled maintenance has been cancelled."));
      } else {
        await end.mutateAsync();
        notify.success(t("Maintenance has ended. Everyone can use the app again."));
      }
    } catch (error) {
      notify.error({ title: t("Maintenance was not changed"), message: errorMessage(error) });
    } finally {
      setPending(null);
    }
  }

  async function saveNotice(values: MaintenanceFormOutput) {
    await put({ ...values, start_time: record.start_time });
    notify.success(t("The maintenance notice has been updated."));
  }

  async function saveSchedule(values: MaintenanceFormOutput) {
    const saved = await schedule.mutateAsync({ ...values, start_time: values.start_time ?? "" });
    notify.success(t("Maintenance is scheduled for {date}.", { date: formatDateTime(saved.start_time) }));
  }

  // The notice's form, in the mode each tab or section shows it.
  const formFor = (
    mode: MaintenanceFormMode,
    submitLabel: string,
    onSubmit: (values: MaintenanceFormOutput) => Promise<void>,
  ) => <MaintenanceForm mode={mode} record={record} submitLabel={submitLabel} onSubmit={onSubmit} />;
  const dialog = pending ? CONFIRM[pending.kind] : null;
  return (
    <Stack gap="lg">
      <MaintenanceStatus
        record={record}
        state={state}
        actions={STEPS[state]?.map((step) => (
          <Button
            key={step.kind}
            color={step.color}
            variant={step.variant}
            leftSection={step.icon}
            onClick={() => setPending({ kind: step.kind })}
          >
            {t(step.label)}
          </Button>
        ))}
      />

      {state === "on" && (
        <>
          <Section title={t("Progress")}>
            <MaintenanceProgress key={record.progress} record={record} />
          </Section>
          <Section title={t("Change the notice")}>{formFor("edit", t("Save notice"), saveNotice)}</Section>
        </>
      )}

      {state === "scheduled" && (
        <Section title={t("Change the schedule")}>
          <Stack gap="md">
            <Text fz="sm" c="dimmed">
              {t("It starts by itself on {date}.", { date: formatDateTime(record.start_time) })}
            </Text>
            {formFor("schedule", t("Change the schedule"), saveSchedule)}
          </Stack>
        </Section>
      )}

      {state === "off" && (
        <Section title={t("Turn maintenance on")}>
          <Tabs defaultValue="now" keepMounted={false}>
            <Tabs.List mb="md">
              <Tabs.Tab value="now">{t("Start now")}</Tabs.Tab>
              <Tabs.Tab value="later">{t("Schedule for later")}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="now">
              {formFor("start", t("Start maintenance"), async (values) =>
                setPending({ kind: "start", values }),
              )}
            </Tabs.Panel>
            <Tabs.Panel value="later">
              {formFor("schedule", t("Schedule maintenance"), saveSchedule)}
            </Tabs.Panel>
          </Tabs>
        </Section>
      )}

      <ConfirmDialog
        opened={pending !== null}
        title={dialog ? t(dialog.title) : ""}
        confirmLabel={dialog ? t(dialog.label) : ""}
        danger={dialog?.danger}
        busy={busy}
        onConfirm={() => pending && void confirm(pending)}
        onCancel={() => setPending(null)}
      >
        {dialog ? t(dialog.text) : ""}
      </ConfirmDialog>
    </Stack>
  );
}
