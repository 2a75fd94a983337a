import { Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** The title block of a finance page. */
export function FinanceHeading({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {title}
      </Title>
      <Text c="dimmed" fz="sm">
        {children}
      </Text>
    </div>
  );
}
