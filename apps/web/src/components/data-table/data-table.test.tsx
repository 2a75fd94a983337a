import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client";
import { i18n } from "../../lib/i18n";
import { renderWithProviders } from "../../test/render";
import { DataTable, type DataTableProps } from "./data-table";
import type { DataTableColumn } from "./types";
import { type DataTableController, hasSearchOrFilters, useDataTableState } from "./use-data-table-state";

type Row = { id: number; name: string; city: string };
const columns: DataTableColumn<Row>[] = [
  { key: "name", header: "Name", sortable: true },
  { key: "city", header: "City" },
];
const rows: Row[] = [
  { id: 1, name: "Grace", city: "Accra" },
  { id: 2, name: "Hope", city: "Kumasi" },
];

type HarnessProps = Partial<DataTableProps<Row>> & { onState?: (state: DataTableController) => void };

function Harness({ onState, ...props }: HarnessProps) {
  const state = useDataTableState({ ordering: "name" });
  onState?.(state);
  return (
    <DataTable
      label="Places"
      columns={columns}
      rows={rows}
      total={45}
      getRowId={(r) => r.id}
      state={state}
      loading={false}
      emptyMessage="No places found."
      {...props}
    />
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("DataTable", () => {
  it("shows rows, the page summary and sorts through the header", () => {
    let state: DataTableController | undefined;
    renderWithProviders(<Harness onState={(s) => (state = s)} />);
    expect(screen.getByText("Grace")).toBeTruthy();
    expect(screen.getByText("Showing 1–20 of 45")).toBeTruthy();

    const header = screen.getByRole("columnheader", { name: /name/i });
    expect(header.getAttribute("aria-sort")).toBe("ascending");
    fireEvent.click(screen.getByRole("button", { name: /name/i }));
    expect(state?.ordering).toBe("-name");
    fireEvent.click(screen.getByRole("button", { name: /name/i }));
    expect(state?.ordering).toBe("");
  });

  it("searches after the typing pauses and goes back to page 1", () => {
    vi.useFakeTimers();
    let state: DataTableController | undefined;
    renderWithProviders(<Harness onState={(s) => (state = s)} />);
    act(() => state?.setPage(3));
    fireEvent.change(screen.getByRole("textbox", { name: "Search" }), { target: { value: "gra" } });
    expect(state?.search).toBe("");
    act(() => vi.advanceTimersByTime(400));
    expect(state?.search).toBe("gra");
    expect(state?.page).toBe(1);
  });

  it("shows a total the server stopped counting as 10,000+ and offers the pages known to exist", () => {
    let state: DataTableController | undefined;
    renderWithProviders(<Harness total={10_000} totalIsExact={false} hasNext onState={(s) => (state = s)} />);
    expect(screen.getByText("Showing 1–20 of 10,000+")).toBeTruthy();
    // More than 10,000 rows: page 501 holds at least one of them.
    expect(screen.getByRole("button", { name: "501" })).toBeTruthy();
    act(() => state?.setPage(2_000));
    expect(state?.page).toBe(2_000);
    expect(screen.getByText("Showing 39,981–40,000 of 40,000+")).toBeTruthy();
  });

  it("shows the empty message", () => {
    renderWithProviders(<Harness rows={[]} total={0} />);
    expect(screen.getByText("No places found.")).toBeTruthy();
  });

  it("shows placeholder rows while loading", () => {
    renderWithProviders(<Harness rows={undefined} loading />);
    expect(screen.getAllByTestId("skeleton-row").length).toBeGreaterThan(0);
  });

  it("shows the error in plain words with a retry button", () => {
    const onRetry = vi.fn();
    const error = new ApiError({
      status: 503,
      code: "maintenance",
      detail: "The system is under maintenance.",
    });
    renderWithProviders(<Harness rows={undefined} error={error} onRetry={onRetry} />);
    expect(screen.getByText("We could not load the places")).toBeTruthy();
    expect(screen.getByText("The system is under maintenance.")).toBeTruthy();
    expect(screen.queryByText("maintenance")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: /try again/i }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("selects rows one by one or the whole page", () => {
    const onChange = vi.fn();
    const { rerender } = renderWithProviders(<Harness selection={{ selected: [], onChange }} />);
    fireEvent.click(screen.getByRole("checkbox", { name: "Select all rows on this page" }));
    expect(onChange).toHaveBeenLastCalledWith([1, 2]);
    rerender(<Harness selection={{ selected: [2], onChange }} />);
    expect(screen.getByText("1 selected")).toBeTruthy();
  });
});

describe("DataTable in French", () => {
  afterEach(async () => {
    await i18n.changeLanguage("en");
  });

  it("says its own words in French: search, paging, empty list and Try again", async () => {
    await i18n.changeLanguage("fr");
    const onRetry = vi.fn();
    const { rerender } = renderWithProviders(<Harness />);
    expect(screen.getByRole("textbox", { name: "Rechercher" })).toBeTruthy();
    expect(screen.getByText("1–20 sur 45")).toBeTruthy();
    expect(screen.getAllByLabelText("Lignes par page").length).toBeGreaterThan(0);
    rerender(<Harness rows={[]} total={0} />);
    expect(screen.getByText("Aucun résultat")).toBeTruthy();
    const failure = new ApiError({ status: 500, code: "server_error", detail: "Boom." });
    rerender(<Harness rows={undefined} error={failure} onRetry={onRetry} />);
    // The matcher reads the no-break space before the colon as a space, as a reader sees it.
    expect(screen.getByText("Impossible de charger : places")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Réessayer" }));
    expect(onRetry).toHaveBeenCalled();
  });
});

describe("hasSearchOrFilters", () => {
  it("is true only when a search or a filter value narrows the list", () => {
    expect(hasSearchOrFilters({ search: "", filters: {} })).toBe(false);
    expect(hasSearchOrFilters({ search: "", filters: { status: null, church: undefined, level: "" } })).toBe(
      false,
    );
    expect(hasSearchOrFilters({ search: "ama", filters: {} })).toBe(true);
    expect(hasSearchOrFilters({ search: "", filters: { status: "NEW" } })).toBe(true);
  });
});
