import { Card, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A titled card of the subscription pages; `label` names the section for screen readers. */
export function SectionCard({
  label,
  title,
  gap = "sm",
  children,
}: {
  label: string;
  title: ReactNode;
  gap?: "sm" | "md";
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={label}>
      <Stack gap={gap}>
        <Title order={2} fz="lg">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
