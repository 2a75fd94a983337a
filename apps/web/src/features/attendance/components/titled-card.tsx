import { Paper, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A bordered card under its own heading: one chart or table of the attendance pages. */
export function TitledCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} fz="lg" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
