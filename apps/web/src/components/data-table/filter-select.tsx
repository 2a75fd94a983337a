import { type ComboboxData, Select } from "@mantine/core";
import { createContext, type ReactNode, useContext } from "react";
import type { DataTableController } from "./use-data-table-state";

const Stacked = createContext(false);

/** Filters inside show their label above them and take the whole width (the phone's filter sheet). */
export function StackedFilters({ children }: { children: ReactNode }) {
  return <Stacked.Provider value={true}>{children}</Stacked.Provider>;
}

/** A choice of one value for a list's filter, as a list declares it. */
export type ChoiceFilter = {
  /** The list query parameter this filter sets. */
  name: string;
  label: string;
  placeholder: string;
  data: ComboboxData;
  searchable?: boolean;
  /** Widest the box grows, in pixels. */
  maxWidth?: number;
};

type FilterSelectProps = ChoiceFilter & { table: Pick<DataTableController, "filters" | "setFilter"> };

/** A clearable choice bound to one of the table's filters. */
export function FilterSelect({
  table,
  name,
  label,
  placeholder,
  data,
  searchable,
  maxWidth = 180,
}: FilterSelectProps) {
  const stacked = useContext(Stacked);
  return (
    <Select
      label={stacked ? label : undefined}
      aria-label={stacked ? undefined : label}
      placeholder={placeholder}
      data={data}
      value={(table.filters[name] as string | undefined) ?? null}
      onChange={(value) => table.setFilter(name, value)}
      clearable
      searchable={searchable}
      style={stacked ? undefined : { flex: `1 1 ${maxWidth - 40}px`, maxWidth }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
