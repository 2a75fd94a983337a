import { Group, Paper, SimpleGrid, Skeleton, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useTestimonyStats } from "../api/testimonies-api";
import { statusChoices } from "./testimony-status";

/** How many testimonies there are in the caller's reach, by status and by type. */
export function TestimonyFigures() {
  const stats = useTestimonyStats();
  const { t } = useTranslation("testimonies");
  if (stats.isPending) return <Skeleton height={72} radius="md" />;
  if (!stats.data) return null;
  const byStatus = new Map(stats.data.by_status.map((b) => [b.key, b.count]));
  return (
    <Paper withBorder p="md" radius="md">
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
        <div>
          <Text fz="xs" c="dimmed" tt="uppercase" fw={700}>
            {t("All")}
          </Text>
          <Text fz="xl" fw={700}>
            {stats.data.total}
          </Text>
        </div>
        {statusChoices().map((s) => (
          <div key={s.value}>
            <Text fz="xs" c="dimmed" tt="uppercase" fw={700}>
              {s.label}
            </Text>
            <Text fz="xl" fw={700}>
              {byStatus.get(s.value) ?? 0}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      {stats.data.by_type.length > 0 && (
        <Group gap="md" mt="sm">
          {stats.data.by_type.map((b) => (
            <Text key={b.key} fz="sm">
              {t("{type}:", { type: b.label })} <strong>{b.count}</strong>
            </Text>
          ))}
        </Group>
      )}
    </Paper>
  );
}
