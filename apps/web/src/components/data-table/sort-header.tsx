import { Group, Table, Text, UnstyledButton } from "@mantine/core";
import { IconChevronDown, IconChevronUp, IconSelector } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { nextOrdering, parseOrdering } from "./types";

type SortHeaderProps = {
  columnKey: string;
  ordering: string;
  onOrderingChange: (ordering: string) => void;
  children: ReactNode;
  width?: number | string;
};

/** A column header that sorts the list on the server when clicked. */
export function SortHeader({ columnKey, ordering, onOrderingChange, children, width }: SortHeaderProps) {
  const sort = parseOrdering(ordering);
  const direction = sort?.key === columnKey ? sort.direction : null;
  const Icon = direction === "asc" ? IconChevronUp : direction === "desc" ? IconChevronDown : IconSelector;
  const ariaSort = direction === "asc" ? "ascending" : direction === "desc" ? "descending" : "none";

  return (
    <Table.Th aria-sort={ariaSort} w={width} p={0}>
      <UnstyledButton
        onClick={() => onOrderingChange(nextOrdering(ordering, columnKey))}
        px="xs"
        py="xs"
        w="100%"
        style={{ borderRadius: "var(--mantine-radius-sm)" }}
      >
        <Group justify="flex-start" gap={6} wrap="nowrap">
          <Text fw={600} fz="sm">
            {children}
          </Text>
          <Icon
            size={14}
            stroke={1.8}
            color={direction ? "var(--mantine-primary-color-filled)" : undefined}
          />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
