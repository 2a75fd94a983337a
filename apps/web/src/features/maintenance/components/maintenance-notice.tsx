import { type MaintenanceRecord, msg } from "@cm/contracts";
import {
  Badge,
  Button,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { IconAlertOctagon, IconRefresh, IconRocket, IconTool } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format-date";

const TYPES: Record<
  MaintenanceRecord["maintenance_type"],
  { label: string; color: string; icon: ReactNode }
> = {
  SCHEDULED: {
    label: msg("Scheduled maintenance"),
    color: "brand",
    icon: <IconTool size={34} stroke={1.6} />,
  },
  EMERGENCY: {
    label: msg("Emergency maintenance"),
    color: "red",
    icon: <IconAlertOctagon size={34} stroke={1.6} />,
  },
  UPGRADE: { label: msg("System upgrade"), color: "teal", icon: <IconRocket size={34} stroke={1.6} /> },
};

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600} lts="0.04em">
        {label}
      </Text>
      <Text fz="sm" fw={500}>
        {value}
      </Text>
    </Stack>
  );
}

type MaintenanceNoticeProps = {
  record: MaintenanceRecord;
  checking: boolean;
  onCheckNow: () => void;
  /** Sign-in or sign-out, whichever applies. */
  account: ReactNode;
};

/** What the maintenance page shows: the title, message, type and progress of the work. */
export function MaintenanceNotice({ record, checking, onCheckNow, account }: MaintenanceNoticeProps) {
  const type = TYPES[record.maintenance_type] ?? TYPES.SCHEDULED;
  const progress = Math.min(100, Math.max(0, record.progress));
  const { t } = useTranslation("maintenance");
  return (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: "lg", sm: 40 }} w="100%" maw={600}>
      <Stack gap="lg">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={64} radius="xl" variant="light" color={type.color}>
            {type.icon}
          </ThemeIcon>
          <Stack gap={6} style={{ minWidth: 0 }}>
            <Badge variant="light" color={type.color} w="fit-content">
              {t(type.label)}
            </Badge>
            <Title order={1} fz={{ base: 22, sm: 28 }} lh={1.2}>
              {record.title}
            </Title>
          </Stack>
        </Group>

        <Text fz="md" style={{ whiteSpace: "pre-line" }}>
          {record.message}
        </Text>

        <Stack gap={6}>
          <Group justify="space-between">
            <Text fz="sm" fw={600}>
              {t("Progress")}
            </Text>
            <Text fz="sm" fw={700} c={`${type.color}.7`}>
              {t("{progress}%", { progress })}
            </Text>
          </Group>
          <Progress
            value={progress}
            size="lg"
            radius="xl"
            color={type.color}
            striped
            animated={progress < 100}
            aria-label={t("Maintenance progress")}
          />
        </Stack>

        {(record.start_time || record.expected_end_time) && (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            {record.start_time && <Fact label={t("Started")} value={formatDateTime(record.start_time)} />}
            {record.expected_end_time && (
              <Fact label={t("Expected back")} value={formatDateTime(record.expected_end_time)} />
            )}
          </SimpleGrid>
        )}

        <Text fz="sm" c="dimmed">
          {t("This page checks every 15 seconds and takes you back as soon as the work is finished.")}
        </Text>

        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<IconRefresh size={16} />}
            loading={checking}
            onClick={onCheckNow}
          >
            {t("Check now")}
          </Button>
          {account}
        </Group>
      </Stack>
    </Paper>
  );
}
