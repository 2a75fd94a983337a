export { DataTable, type DataTableProps, type DataTableSelection } from "./data-table";
export { FilterSelect } from "./filter-select";
export { type DataTableColumn, nextOrdering, PAGE_SIZES, parseOrdering, type RowId } from "./types";
export { type DataTableController, type DataTableState, useDataTableState } from "./use-data-table-state";
