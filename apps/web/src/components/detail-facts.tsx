import { Group, Paper, SimpleGrid, type SimpleGridProps } from "@mantine/core";
import type { ReactNode } from "react";
import { DetailField } from "./page-heading";

/** One labelled value of a record; an empty value (nothing, or an empty text) shows as a dash. */
export type DetailFact = { label: string; value: ReactNode };

/**
 * A record's details in a bordered box: its labelled values in a grid, with an optional
 * picture beside them and anything that follows (a description, notes) below.
 */
export function DetailFacts({
  facts,
  cols = { base: 1, sm: 2, md: 3 },
  spacing = "lg",
  beside,
  children,
}: {
  facts: DetailFact[];
  cols?: SimpleGridProps["cols"];
  spacing?: SimpleGridProps["spacing"];
  beside?: ReactNode;
  children?: ReactNode;
}) {
  const grid = (
    <SimpleGrid cols={cols} spacing={spacing} style={beside ? { flex: 1 } : undefined}>
      {facts.map((fact) => (
        <DetailField key={fact.label} label={fact.label}>
          {fact.value === null || fact.value === undefined || fact.value === "" ? "—" : fact.value}
        </DetailField>
      ))}
    </SimpleGrid>
  );
  return (
    <Paper withBorder p="md" radius="md">
      {beside ? (
        <Group align="flex-start" gap="xl">
          {beside}
          {grid}
        </Group>
      ) : (
        grid
      )}
      {children}
    </Paper>
  );
}
