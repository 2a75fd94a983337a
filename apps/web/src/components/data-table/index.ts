export { DataTable, type DataTableProps, type DataTableSelection } from "./data-table";
export { DateRangeFilter } from "./date-range-filter";
export { FilterSelect } from "./filter-select";
export { ActionsHeader, actionsColumn, RowActions } from "./row-actions";
export { type DataTableColumn, nextOrdering, PAGE_SIZES, parseOrdering, type RowId } from "./types";
export {
  type DataTableController,
  type DataTableState,
  hasSearchOrFilters,
  useDataTableState,
} from "./use-data-table-state";
