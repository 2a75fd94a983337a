import type { Page } from "@cm/contracts";
import { Button, Group, Menu } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { errorMessage } from "../../lib/api-client";
import { notify } from "../../lib/notify";
import { listTableProps } from "../../lib/resource-hooks";
import { ExportMenu } from "../export-menu";
import { DataTable, type DataTableProps } from "./data-table";
import { DateRangeFilter } from "./date-range-filter";
import { type ChoiceFilter, FilterSelect } from "./filter-select";
import { actionsColumn } from "./row-actions";
import type { DataTableColumn } from "./types";
import { type DataTableController, hasSearchOrFilters } from "./use-data-table-state";

/** A list filter, declared: a choice of one value, or a range of dates on a field. */
export type ListFilter = ChoiceFilter | { dates: string; label: string };

/** One entry of a row's "more" menu; `when` leaves it off the rows it does not apply to. */
export type RowAction<T> = {
  label: string | ((row: T) => string);
  icon: ReactNode;
  /** What choosing it does; or `link`, the page it opens. */
  onClick?: (row: T) => void;
  link?: (row: T) => string;
  /** Red for steps that take something away. */
  danger?: boolean;
  when?: (row: T) => boolean;
};

/** Export of the rows the filters select, as a spreadsheet. */
export type ListExport = {
  /** What the rows are, e.g. "expenses" ("The expenses matching the filters"). */
  what: string;
  run: (format: "xlsx" | "csv") => Promise<void>;
  /** The failure toast's title; "The export failed" unless said. */
  failed?: string;
};

/**
 * A file made on the server and downloaded (an export, labels): which one is being made, and a
 * toast while it is prepared, then done or why not.
 */
export function useFileTask() {
  const { t } = useTranslation("common");
  const [busy, setBusy] = useState<string | null>(null);
  async function run(
    kind: string,
    work: () => Promise<void>,
    words: { preparing?: string; failed?: string } = {},
  ) {
    setBusy(kind);
    const toast = notify.loading(words.preparing ?? t("Preparing the file…"));
    try {
      await work();
      notify.done(toast, "success", t("The file has been downloaded."));
    } catch (error) {
      notify.done(toast, "error", {
        title: words.failed ?? t("The export failed"),
        message: errorMessage(error),
      });
    } finally {
      setBusy(null);
    }
  }
  return { busy, run };
}

/** The list's filters, drawn from their declarations. */
export function ListFilters({ table, filters }: { table: DataTableController; filters: ListFilter[] }) {
  return filters.map((filter) =>
    "dates" in filter ? (
      <DateRangeFilter key={filter.dates} table={table} field={filter.dates} label={filter.label} />
    ) : (
      <FilterSelect key={filter.name} table={table} {...filter} />
    ),
  );
}

/** The "more" menu column of declared row actions; a row none applies to gets an empty cell. */
export function rowActionsColumn<T>(label: (row: T) => string, actions: RowAction<T>[]): DataTableColumn<T> {
  return actionsColumn<T>({
    label,
    menu: (row) => {
      const shown = actions.filter((a) => !a.when || a.when(row));
      if (shown.length === 0) return null;
      return shown.map((a) => {
        const text = typeof a.label === "function" ? a.label(row) : a.label;
        const color = a.danger ? "red" : undefined;
        return a.link ? (
          <Menu.Item key={text} component={Link} to={a.link(row)} color={color} leftSection={a.icon}>
            {text}
          </Menu.Item>
        ) : (
          <Menu.Item key={text} color={color} leftSection={a.icon} onClick={() => a.onClick?.(row)}>
            {text}
          </Menu.Item>
        );
      });
    },
  });
}

/** An empty list's words: when there are no rows at all, and when the search and filters leave none. */
type EmptyWords = { none: ReactNode; filtered: ReactNode };
const isEmptyWords = (empty: ReactNode | EmptyWords): empty is EmptyWords =>
  typeof empty === "object" && empty !== null && "none" in empty;

export type ListTableProps<T> = Omit<
  DataTableProps<T>,
  | "rows"
  | "total"
  | "totalIsExact"
  | "hasNext"
  | "loading"
  | "fetching"
  | "error"
  | "onRetry"
  | "getRowId"
  | "state"
  | "emptyMessage"
  | "filters"
  | "searchPlaceholder"
> & {
  table: DataTableController;
  /** The list query of the current page. */
  list: UseQueryResult<Page<T>>;
  getRowId?: (row: T) => number | string;
  /** The search box's hint, e.g. "Search titles and text". */
  search?: string;
  /** The words for an empty list: none at all, and none for this search and these filters. */
  empty: ReactNode | EmptyWords;
  filters?: ListFilter[];
  /** Filter inputs of the list's own, after the declared ones. */
  moreFilters?: ReactNode;
  /** The row menu: its button's name for a row, and its entries. */
  rowActions?: { label: (row: T) => string; actions: RowAction<T>[] };
  /** Buttons of the list's own, between export and add (a bulk upload). */
  moreButtons?: ReactNode;
  /** The add button, e.g. "New announcement". */
  create?: { label: string; onClick: () => void };
  exportAs?: ListExport;
  /** A page heading: the add and export buttons then stand beside it, above the table. */
  heading?: ReactNode;
};

/**
 * The one list page's table, declared: columns, filters, row actions, add and export. Paging with
 * the bounded count ("10,000+"), sorting, search, empty and error states, bulk selection and the
 * phone's cards come from the DataTable underneath.
 */
export function ListTable<T extends { id: number | string }>({
  table,
  list,
  getRowId = (row) => row.id,
  search,
  empty,
  filters = [],
  moreFilters,
  rowActions,
  create,
  moreButtons,
  exportAs,
  heading,
  columns,
  actions,
  ...props
}: ListTableProps<T>) {
  const files = useFileTask();
  const buttons = (exportAs || create || moreButtons) && (
    <>
      {exportAs && (
        <ExportMenu
          what={exportAs.what}
          onExport={(f) => void files.run("export", () => exportAs.run(f), { failed: exportAs.failed })}
          busy={files.busy === "export"}
        />
      )}
      {moreButtons}
      {create && (
        <Button leftSection={<IconPlus size={16} />} onClick={create.onClick}>
          {create.label}
        </Button>
      )}
    </>
  );
  const allColumns = rowActions
    ? [...columns, rowActionsColumn(rowActions.label, rowActions.actions)]
    : columns;
  const filterInputs =
    filters.length > 0 || moreFilters ? (
      <>
        <ListFilters table={table} filters={filters} />
        {moreFilters}
      </>
    ) : undefined;
  const dataTable = (
    <DataTable
      {...props}
      columns={allColumns}
      {...listTableProps(list)}
      getRowId={getRowId}
      state={table}
      searchPlaceholder={search}
      emptyMessage={isEmptyWords(empty) ? (hasSearchOrFilters(table) ? empty.filtered : empty.none) : empty}
      filters={filterInputs}
      actions={
        heading || !buttons ? (
          actions
        ) : (
          <>
            {actions}
            {buttons}
          </>
        )
      }
    />
  );
  if (!heading) return dataTable;
  return (
    <>
      <Group justify="space-between" align="flex-end" gap="sm">
        {heading}
        {buttons && <Group gap="xs">{buttons}</Group>}
      </Group>
      {dataTable}
    </>
  );
}
