import { useCallback, useMemo, useState } from "react";
import type { QueryValue } from "../../lib/api-client";
import type { ListParams } from "../../lib/resource-hooks";

export type DataTableState = {
  page: number;
  pageSize: number;
  search: string;
  ordering: string;
  filters: Record<string, QueryValue>;
};

/** Paging, search, ordering and filters of one table; any change but the page goes back to page 1. */
export function useDataTableState(initial: Partial<DataTableState> = {}) {
  const [state, setState] = useState<DataTableState>({
    page: 1,
    pageSize: 20,
    search: "",
    ordering: "",
    filters: {},
    ...initial,
  });

  const setPage = useCallback((page: number) => setState((s) => ({ ...s, page })), []);
  const setPageSize = useCallback((pageSize: number) => setState((s) => ({ ...s, pageSize, page: 1 })), []);
  const setSearch = useCallback(
    (search: string) => setState((s) => (s.search === search ? s : { ...s, search, page: 1 })),
    [],
  );
  const setOrdering = useCallback((ordering: string) => setState((s) => ({ ...s, ordering, page: 1 })), []);
  const setFilter = useCallback(
    (name: string, value: QueryValue) =>
      setState((s) => ({ ...s, filters: { ...s.filters, [name]: value }, page: 1 })),
    [],
  );

  const params: ListParams = useMemo(
    () => ({
      page: state.page,
      page_size: state.pageSize,
      search: state.search.trim() || undefined,
      ordering: state.ordering || undefined,
      filters: state.filters,
    }),
    [state],
  );

  return { ...state, params, setPage, setPageSize, setSearch, setOrdering, setFilter };
}

export type DataTableController = ReturnType<typeof useDataTableState>;

/** Whether the search box or any filter narrows the list, e.g. to choose the empty-list message. */
export function hasSearchOrFilters({ search, filters }: Pick<DataTableState, "search" | "filters">): boolean {
  return Boolean(search) || Object.values(filters).some((v) => v !== null && v !== undefined && v !== "");
}
