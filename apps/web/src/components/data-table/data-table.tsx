import { Alert, Box, Button, Checkbox, Group, Paper, Skeleton, Stack, Table, Text } from "@mantine/core";
import { IconAlertTriangle, IconInbox, IconRefresh } from "@tabler/icons-react";
import { type ReactNode, useDeferredValue, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, errorMessage } from "../../lib/api-client";
import { usePhone } from "../../lib/use-phone";
import { Notice } from "../notice";
import { PageActions } from "../page-actions";
import classes from "./data-table.module.css";
import { StackedFilters } from "./filter-select";
import { FiltersDrawer } from "./filters-drawer";
import { PhoneCards } from "./phone-cards";
import { SearchBox } from "./search-box";
import { SortHeader } from "./sort-header";
import { pageCount, TableFooter } from "./table-footer";
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
  /** False when the server stopped counting: there are more than `total` rows (`count_is_exact`). */
  totalIsExact?: boolean;
  /** Whether a page follows the current one (the answer's `next`); used when the total is not exact. */
  hasNext?: boolean;
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

/** The server's message about the search alone, when that is all it refused. */
function searchRefusal(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.code !== "validation_error") return undefined;
  const { search, ...rest } = error.fieldErrors;
  return search && Object.keys(rest).length === 0 ? search.join(" ") : undefined;
}

function cellValue<T>(row: T, column: DataTableColumn<T>): ReactNode {
  if (column.render) return column.render(row);
  const value = (row as Record<string, unknown>)[column.key];
  if (value === null || value === undefined || value === "") return "—";
  return String(value);
}

/**
 * The one list table: server-side paging, sorting, search, filters and row selection. On a phone
 * the rows are cards and the filters wait behind a Filters button.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, total, state, selection, error } = props;
  const { t } = useTranslation("common");
  const phone = usePhone();
  // A search the server refuses (too long) is answered beside the search box, not as a failed list.
  const searchError = searchRefusal(error);
  const answered = props.rows ?? (searchError ? [] : undefined);
  // A page of rows is drawn as a deferred value: React draws it in short slices after the rest of
  // the page has answered, so rows arriving on a phone do not block it for half a second. Until
  // the first rows are drawn the placeholders stay.
  const rows = useDeferredValue(answered);
  const loading = props.loading || (answered !== undefined && rows === undefined);
  const emptyMessage = searchError
    ? t("Change the search to see the {what}.", { what: props.label.toLowerCase() })
    : props.emptyMessage;

  const totals = { total, exact: props.totalIsExact ?? true, hasNext: props.hasNext ?? false };
  const pages = pageCount(totals, state.pageSize, state.page);
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

  const selectedCount =
    selection && selection.selected.length > 0 ? (
      <Group gap={4}>
        <Text size="sm" c="dimmed">
          {t("{count} selected", { count: selection.selected.length })}
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={() => selection.onChange([])}>
          {t("Clear")}
        </Button>
      </Group>
    ) : null;
  const count = t("{count} {what}", {
    count: `${total.toLocaleString("en")}${totals.exact ? "" : "+"}`,
    what: props.label.toLowerCase(),
  });

  const toolbar = phone ? (
    <Stack gap="sm" mb="md">
      <SearchBox
        value={state.search}
        onSearch={state.setSearch}
        placeholder={props.searchPlaceholder}
        busy={props.fetching}
        fullWidth
        error={searchError}
      />
      <Group gap="xs" justify="space-between">
        {(props.filters || columns.some((c) => c.sortable)) && (
          <FiltersDrawer
            label={props.label}
            state={state}
            columns={columns}
            filters={<StackedFilters>{props.filters}</StackedFilters>}
            total={count}
          />
        )}
        {selectedCount}
      </Group>
      {props.actions && <PageActions>{props.actions}</PageActions>}
    </Stack>
  ) : (
    <Group justify="space-between" gap="sm" mb="md" wrap="wrap">
      <Group gap="sm" wrap="wrap" style={{ flex: "1 1 280px" }}>
        <SearchBox
          value={state.search}
          onSearch={state.setSearch}
          placeholder={props.searchPlaceholder}
          busy={props.fetching}
          error={searchError}
        />
        {props.filters}
      </Group>
      {(props.actions || selectedCount) && (
        <Group gap="xs">
          {selectedCount}
          {props.actions}
        </Group>
      )}
    </Group>
  );

  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }}>
      {toolbar}

      {showError ? (
        <Notice
          color="red"
          icon={IconAlertTriangle}
          title={t("We could not load the {what}", { what: props.label.toLowerCase() })}
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
              {t("Try again")}
            </Button>
          )}
        </Notice>
      ) : phone ? (
        <PhoneCards
          label={props.label}
          columns={columns}
          rows={rows}
          loading={loading}
          busy={Boolean(props.fetching && !loading)}
          getRowId={props.getRowId}
          cell={cellValue}
          emptyMessage={emptyMessage}
          placeholders={Math.min(state.pageSize, 4)}
          selected={selection?.selected}
          onToggle={selection ? toggleRow : undefined}
        />
      ) : (
        <Table.ScrollContainer minWidth={props.minWidth ?? 640} type="native">
          <Table
            aria-label={props.label}
            aria-busy={loading || props.fetching ? true : undefined}
            highlightOnHover
            verticalSpacing="sm"
            // Columns that all say how wide they are keep that width from the placeholder rows on,
            // so the headings do not move when the rows arrive.
            layout={columns.every((c) => c.width !== undefined) ? "fixed" : "auto"}
            className={classes.table}
            style={{ opacity: props.fetching && !loading ? 0.6 : 1, transition: "opacity 150ms" }}
          >
            <Table.Thead>
              <Table.Tr>
                {selection && (
                  <Table.Th w={40}>
                    <Checkbox
                      aria-label={t("Select all rows on this page")}
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
                // As many as a page usually fills the screen with, so the footer does not jump.
                Array.from({ length: Math.min(state.pageSize, 10) }, (_, i) => (
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
                        {emptyMessage}
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
                        <Checkbox
                          aria-label={t("Select row")}
                          checked={selected}
                          onChange={() => toggleRow(id)}
                        />
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
                {t("Try again")}
              </Button>
            )}
          </Group>
        </Alert>
      )}

      {!showError && (
        <TableFooter
          {...totals}
          page={state.page}
          pageSize={state.pageSize}
          onPageChange={state.setPage}
          onPageSizeChange={state.setPageSize}
          compact={phone}
        />
      )}
    </Paper>
  );
}
