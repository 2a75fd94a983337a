import { Box, Checkbox, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { IconInbox } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { DataTableColumn, RowId } from "./types";

type PhoneCardsProps<T> = {
  label: string;
  columns: DataTableColumn<T>[];
  rows: T[] | undefined;
  loading: boolean;
  busy: boolean;
  getRowId: (row: T) => RowId;
  cell: (row: T, column: DataTableColumn<T>) => ReactNode;
  emptyMessage: ReactNode;
  placeholders: number;
  selected?: RowId[];
  onToggle?: (id: RowId) => void;
};

const plainHeader = <T,>(column: DataTableColumn<T>) =>
  column.label ?? (typeof column.header === "string" ? column.header : column.key);

/**
 * The rows of the data table as cards, for a phone: the first column as the card's heading, the
 * row's menu in its corner, then the other columns that matter on a phone, each with its name.
 */
export function PhoneCards<T>(props: PhoneCardsProps<T>) {
  const { t } = useTranslation("common");
  const [first, ...rest] = props.columns;
  // A row's "more" menu sits in the card's corner; wider controls (a button with words) get a
  // line of their own at the bottom of the card.
  const actions = rest.find((c) => c.key === "actions");
  const narrow = typeof actions?.width === "number" && actions.width <= 60;
  const corner = actions && narrow && actions.onPhone !== "footer" ? actions : undefined;
  const footers = rest.filter((c) => c.onPhone === "footer" || (c === actions && !corner));
  const fields = rest.filter((c) => c !== corner && !footers.includes(c) && c.onPhone !== false);

  if (props.loading && !props.rows) {
    return (
      // Shaped like the cards to come (a title, then each field's label and value), so the page
      // below does not move when they arrive.
      <Stack gap="sm" data-testid="skeleton-row">
        {Array.from({ length: props.placeholders }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cards have no identity
          <Paper key={i} withBorder p="sm">
            <Skeleton height={18} width="60%" />
            {fields.length > 0 && (
              <SimpleGrid cols={2} spacing="xs" verticalSpacing={6} mt="xs">
                {fields.map((column) => (
                  <Box key={column.key}>
                    <Skeleton height={12} width="50%" mb={6} />
                    <Skeleton height={16} width="80%" />
                  </Box>
                ))}
              </SimpleGrid>
            )}
            {footers.length > 0 && <Skeleton height={28} width="40%" mt="xs" />}
          </Paper>
        ))}
      </Stack>
    );
  }
  if (props.rows?.length === 0) {
    return (
      <Box py="xl" ta="center">
        <IconInbox size={36} stroke={1.4} color="var(--mantine-color-gray-5)" aria-hidden />
        <Text c="dimmed" mt="xs">
          {props.emptyMessage}
        </Text>
      </Box>
    );
  }
  return (
    <Stack
      component="ul"
      gap="sm"
      p={0}
      m={0}
      aria-label={props.label}
      aria-busy={props.busy || undefined}
      style={{ listStyle: "none", opacity: props.busy ? 0.6 : 1, transition: "opacity 150ms" }}
    >
      {props.rows?.map((row) => {
        const id = props.getRowId(row);
        const selected = props.selected?.includes(id) ?? false;
        return (
          <Paper
            component="li"
            key={id}
            withBorder
            p="sm"
            bg={selected ? "var(--mantine-primary-color-light)" : undefined}
            data-testid="row-card"
          >
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Group gap="sm" align="flex-start" wrap="nowrap" style={{ minWidth: 0 }}>
                {props.onToggle && (
                  <Checkbox
                    aria-label={t("Select row")}
                    checked={selected}
                    onChange={() => props.onToggle?.(id)}
                    mt={2}
                  />
                )}
                <Box style={{ minWidth: 0 }}>{first && props.cell(row, first)}</Box>
              </Group>
              {corner && props.cell(row, corner)}
            </Group>
            {fields.length > 0 && (
              // A field whose value cannot break (a status badge) widens its column rather than
              // running past the card; words in the other column wrap instead.
              <SimpleGrid
                cols={2}
                spacing="xs"
                verticalSpacing={6}
                mt="xs"
                style={{ gridTemplateColumns: "repeat(2, minmax(min-content, 1fr))" }}
              >
                {fields.map((column) => (
                  <Box key={column.key}>
                    <Text fz="xs" c="dimmed">
                      {plainHeader(column)}
                    </Text>
                    <Box fz="sm" style={{ overflowWrap: "anywhere" }}>
                      {props.cell(row, column)}
                    </Box>
                  </Box>
                ))}
              </SimpleGrid>
            )}
            {footers.length > 0 && (
              <Group justify="flex-end" mt="xs" gap="xs">
                {footers.map((column) => (
                  <Box key={column.key}>{props.cell(row, column)}</Box>
                ))}
              </Group>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
