import { Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** The title block of a page: its heading and a line saying what it is for. */
export function PageHeading({ title, children }: { title: string; children: ReactNode }) {
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

/** One labelled value of a record's details; `caps` sets the label in capitals. */
export function DetailField({
  label,
  caps = false,
  children,
}: {
  label: string;
  caps?: boolean;
  children: ReactNode;
}) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt={caps ? "uppercase" : undefined} fw={600}>
        {label}
      </Text>
      <Text fz="sm" component="div">
        {children}
      </Text>
    </div>
  );
}
