import { Group, Paper, Stack, Text, ThemeIcon } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * One labelled figure (a count, a rate, a sum): a small caption over a large value. `frame` is a
 * bordered card, a tinted tile (figures packed in a drawer) or none (figures inside a card already);
 * `large` is for the few headline figures at the top of a page; `hint` is a short line under the value,
 * `color` the value's colour and `icon` a picture beside the figure.
 */
export function FigureCard({
  label,
  value,
  frame = "card",
  large = false,
  hint,
  color,
  icon,
  testId,
}: {
  label: string;
  value: ReactNode;
  frame?: "card" | "tint" | "none";
  large?: boolean;
  hint?: string;
  color?: string;
  icon?: ReactNode;
  testId?: string;
}) {
  const figure = (
    <>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div" fz={large ? 26 : "xl"} fw={700} c={color} data-testid={testId}>
        {value}
      </Text>
      {hint && (
        <Text fz="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </>
  );
  const content = icon ? (
    <Group justify="space-between" align="flex-start" wrap="nowrap">
      <div>{figure}</div>
      <ThemeIcon variant="light" size={40} radius="md">
        {icon}
      </ThemeIcon>
    </Group>
  ) : (
    figure
  );
  const p = large ? "md" : "sm";
  if (frame === "card") {
    return (
      <Paper withBorder radius="md" p={p}>
        {content}
      </Paper>
    );
  }
  if (frame === "tint") {
    return (
      <Stack gap={0} p={p} bg="gray.0" style={{ borderRadius: "var(--mantine-radius-md)" }}>
        {content}
      </Stack>
    );
  }
  return <div>{content}</div>;
}
