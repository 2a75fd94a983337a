export { dateTimeColumn, moneyColumn, referenceFilter, titleColumn, yesNoFilter } from "./columns";
export { DataTable, type DataTableProps, type DataTableSelection } from "./data-table";
export { DateRangeFilter } from "./date-range-filter";
export { FilterSelect } from "./filter-select";
export {
  type ListExport,
  type ListFilter,
  ListFilters,
  ListTable,
  type ListTableProps,
  type RowAction,
  rowActionsColumn,
  useFileTask,
} from "./list-table";
export { ActionsHeader, actionsColumn, RowActions } from "./row-actions";
export { type DataTableColumn, nextOrdering, PAGE_SIZES, parseOrdering, type RowId } from "./types";
export {
  type DataTableController,
  type DataTableState,
  hasSearchOrFilters,
  useDataTableState,
} from "./use-data-table-state";
