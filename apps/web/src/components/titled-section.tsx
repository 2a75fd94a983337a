import { Group, type MantineSpacing, Paper, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * A part of a page with its own heading (the heading's button, if any, beside it) and its
 * contents below; in a bordered box unless `framed` is false.
 */
export function TitledSection({
  title,
  action,
  framed = true,
  titleSize = "md",
  gap = "sm",
  children,
}: {
  title: string;
  action?: ReactNode;
  framed?: boolean;
  titleSize?: "md" | "lg";
  gap?: MantineSpacing;
  children: ReactNode;
}) {
  const section = (
    <Stack gap={gap}>
      <Group justify="space-between">
        <Title order={2} fz={titleSize}>
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Stack>
  );
  return framed ? (
    <Paper withBorder p="md" radius="md">
      {section}
    </Paper>
  ) : (
    section
  );
}
