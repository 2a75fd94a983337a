import { Paper, Text, ThemeIcon } from "@mantine/core";
import type { ComponentType } from "react";

/** A bordered card as tall as its row: an icon, a bold title and a short text. */
export function IconCard({
  icon: Icon,
  title,
  text,
}: {
  icon: ComponentType<{ size?: number; stroke?: number }>;
  title: string;
  text: string;
}) {
  return (
    <Paper withBorder p="lg" h="100%">
      <ThemeIcon size={42} radius="md" variant="light">
        <Icon size={22} stroke={1.7} />
      </ThemeIcon>
      <Text fw={700} mt="md" mb={4}>
        {title}
      </Text>
      <Text fz="sm" c="dimmed" lh={1.55}>
        {text}
      </Text>
    </Paper>
  );
}
