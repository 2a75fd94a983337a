import { Alert, Box, Button, Checkbox, Group, Paper, Skeleton, Table, Text } from "@mantine/core";
import { IconAlertTriangle, IconInbox, IconRefresh } from "@tabler/icons-react";
import { type ReactNode, useEffect } from "react";
import { errorMessage } from "../../lib/api-client";
import { SearchBox } from "./search-box";
import { SortHeader } from "./sort-header";
import { TableFooter } from "./table-footer";
import type { DataTableColumn, RowId } from "./types";
import type { DataTableController } from "./use-data-table-state";

export type DataTableSelection = {
  selected: RowId[];
  onChange: (selected: RowId[]) => void;
};

export type DataTableProps<T> = {
  /** Names the table for screen readers, e.g. "Churches". */
  label: string;
  columns: DataTableColumn<T>[];
  /** The current page's rows; undefined until the first answer. */
  rows: T[] | undefined;
  /** Rows across all pages (`count` of the list answer). */
  total: number;
  getRowId: (row: T) => RowId;
  state: DataTableController;
  loading: boolean;
  /** True while a newer page is on its way and the old rows are still shown. */
  fetching?: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** Shown when the list is empty, e.g. "No churches found". */
  emptyMessage: ReactNode;
  searchPlaceholder?: string;
  /** Extra filter inputs, shown beside the search box. */
  filters?: ReactNode;
  /** Buttons at the right of the toolbar (add, export, bulk actions). */
  actions?: ReactNode;
  selection?: DataTableSelection;
  minWidth?: number;
};

function cellValue<T>(row: T, column: DataTableColumn<T>): ReactNode {
  if (column.render) return column.render(row);
  const value = (row as Record<string, unknown>)[column.key];
  if (value === null || value === undefined || value === "") return "—";
  return String(value);
}

/** The one list table: server-side paging, sorting, search, filters and row selection. */
export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, rows, total, state, selection, loading, error } = props;

  const pages = Math.max(1, Math.ceil(total / state.pageSize));
  // After deletions or a smaller total the current page may no longer exist.
  useEffect(() => {
    if (rows && state.page > pages) state.setPage(pages);
  }, [rows, state.page, pages, state.setPage]);

  const pageIds = (rows ?? []).map(props.getRowId);
  const selectedOnPage = selection ? pageIds.filter((id) => selection.selected.includes(id)) : [];
  const allSelected = pageIds.length > 0 && selectedOnPage.length === pageIds.length;

  function toggleAll() {
    if (!selection) return;
    const others = selection.selected.filter((id) => !pageIds.includes(id));
    selection.onChange(allSelected ? others : [...others, ...pageIds]);
  }

  function toggleRow(id: RowId) {
    if (!selection) return;
    selection.onChange(
      selection.selected.includes(id)
        ? selection.selected.filter((s) => s !== id)
        : [...selection.selected, id],
    );
  }

  const colSpan = columns.length + (selection ? 1 : 0);
  const showSkeleton = loading && !rows;
  const showError = Boolean(error) && !rows;

  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }}>
      <Group justify="space-between" gap="sm" mb="md" wrap="wrap">
        <Group gap="sm" wrap="wrap" style={{ flex: "1 1 280px" }}>
          <SearchBox
            value={state.search}
            onSearch={state.setSearch}
            placeholder={props.searchPlaceholder}
            busy={props.fetching}
          />
          {props.filters}
        </Group>
        {(props.actions || (selection && selection.selected.length > 0)) && (
          <Group gap="xs">
            {selection && selection.selected.length > 0 && (
              <Group gap={4}>
                <Text size="sm" c="dimmed">
                  {selection.selected.length} selected
                </Text>
                <Button variant="subtle" size="compact-sm" onClick={() => selection.onChange([])}>
                  Clear
                </Button>
              </Group>
            )}
            {props.actions}
          </Group>
        )}
      </Group>

      {showError ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={`We could not load the ${props.label.toLowerCase()}`}
        >
          <Text size="sm" mb="sm">
            {errorMessage(error)}
          </Text>
          {props.onRetry && (
            <Button
              size="xs"
              color="red"
              variant="white"
              leftSection={<IconRefresh size={14} />}
              onClick={props.onRetry}
            >
              Try again
            </Button>
          )}
        </Alert>
      ) : (
        <Table.ScrollContainer minWidth={props.minWidth ?? 640} type="native">
          <Table
            aria-label={props.label}
            aria-busy={loading || props.fetching ? true : undefined}
            highlightOnHover
            verticalSpacing="sm"
            style={{ opacity: props.fetching && !loading ? 0.6 : 1, transition: "opacity 150ms" }}
          >
            <Table.Thead>
              <Table.Tr>
                {selection && (
                  <Table.Th w={40}>
                    <Checkbox
                      aria-label="Select all rows on this page"
                      checked={allSelected}
                      indeterminate={selectedOnPage.length > 0 && !allSelected}
                      onChange={toggleAll}
                      disabled={pageIds.length === 0}
                    />
                  </Table.Th>
                )}
                {columns.map((column) =>
                  column.sortable ? (
                    <SortHeader
                      key={column.key}
                      columnKey={column.key}
                      ordering={state.ordering}
                      onOrderingChange={state.setOrdering}
                      width={column.width}
                    >
                      {column.header}
                    </SortHeader>
                  ) : (
                    <Table.Th key={column.key} w={column.width} ta={column.align}>
                      {column.header}
                    </Table.Th>
                  ),
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {showSkeleton &&
                Array.from({ length: Math.min(state.pageSize, 6) }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                  <Table.Tr key={i} data-testid="skeleton-row">
                    {Array.from({ length: colSpan }, (_, j) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity
                      <Table.Td key={j}>
                        <Skeleton height={14} radius="sm" width={j === 0 ? "70%" : "50%"} />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              {rows?.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={colSpan}>
                    <Box py="xl" ta="center">
                      <IconInbox size={36} stroke={1.4} color="var(--mantine-color-gray-5)" />
                      <Text c="dimmed" mt="xs">
                        {props.emptyMessage}
                      </Text>
                    </Box>
                  </Table.Td>
                </Table.Tr>
              )}
              {rows?.map((row) => {
                const id = props.getRowId(row);
                const selected = selection?.selected.includes(id) ?? false;
                return (
                  <Table.Tr key={id} bg={selected ? "var(--mantine-primary-color-light)" : undefined}>
                    {selection && (
                      <Table.Td>
                        <Checkbox aria-label="Select row" checked={selected} onChange={() => toggleRow(id)} />
                      </Table.Td>
                    )}
                    {columns.map((column) => (
                      <Table.Td key={column.key} ta={column.align}>
                        {cellValue(row, column)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      {Boolean(error) && rows && (
        <Alert color="red" variant="light" mt="sm" icon={<IconAlertTriangle size={18} />}>
          <Group justify="space-between" gap="xs">
            <Text size="sm">{errorMessage(error)}</Text>
            {props.onRetry && (
              <Button size="compact-sm" variant="subtle" color="red" onClick={props.onRetry}>
                Try again
              </Button>
            )}
          </Group>
        </Alert>
      )}

      {!showError && (
        <TableFooter
          page={state.page}
          pageSize={state.pageSize}
          total={total}
          onPageChange={state.setPage}
          onPageSizeChange={state.setPageSize}
        />
      )}
    </Paper>
  );
}
