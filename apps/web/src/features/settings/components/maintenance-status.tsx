import { type MaintenanceRecord, msg } from "@cm/contracts";
import { Badge, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format-date";
import { type MaintenanceState, TYPE_LABELS } from "./maintenance-state";

const STATE_BADGE: Record<MaintenanceState, { label: string; color: string }> = {
  on: { label: msg("Maintenance is on"), color: "red" },
  scheduled: { label: msg("Scheduled"), color: "yellow" },
  off: { label: msg("Off: everyone can use the app"), color: "teal" },
};

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={700} lts="0.04em">
        {label}
      </Text>
      <Text fz="sm">{value}</Text>
    </Stack>
  );
}

/** Where maintenance stands, and the notice users see while it is on. */
export function MaintenanceStatus({
  record,
  state,
  actions,
}: {
  record: MaintenanceRecord;
  state: MaintenanceState;
  /** The buttons that change the state, shown under it. */
  actions?: ReactNode;
}) {
  const { t } = useTranslation("settings");
  const badge = STATE_BADGE[state];
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }}>
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="lg">
            {t("Current status")}
          </Title>
          <Badge color={badge.color} size="lg" variant={state === "on" ? "filled" : "light"} tt="none">
            {t(badge.label)}
          </Badge>
        </Group>
        {state !== "off" && (
          <Stack gap={4}>
            <Text fw={600}>{record.title}</Text>
            <Text fz="sm" c="dimmed" style={{ whiteSpace: "pre-wrap" }}>
              {record.message}
            </Text>
          </Stack>
        )}
        {state === "off" ? (
          <Text fz="sm" c="dimmed">
            {record.actual_end_time
              ? t("The last maintenance ended on {date}.", { date: formatDateTime(record.actual_end_time) })
              : t("No maintenance has been recorded yet.")}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
            <Fact label={t("Kind")} value={t(TYPE_LABELS[record.maintenance_type])} />
            <Fact
              label={state === "scheduled" ? t("Starts") : t("Started")}
              value={formatDateTime(record.start_time, "—")}
            />
            <Fact
              label={t("Expected end")}
              value={formatDateTime(record.expected_end_time, t("Not given"))}
            />
          </SimpleGrid>
        )}
        {state === "on" && (
          <Stack gap={4}>
            <Group justify="space-between">
              <Text fz="sm" fw={500}>
                {t("Progress shown to users")}
              </Text>
              <Text fz="sm" fw={700}>
                {record.progress}%
              </Text>
            </Group>
            <Progress value={record.progress} size="lg" radius="xl" aria-label={t("Maintenance progress")} />
          </Stack>
        )}
        {actions && (
          <Group gap="sm" justify="flex-end">
            {actions}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
