import { type ComboboxData, Select } from "@mantine/core";
import type { DataTableController } from "./use-data-table-state";

type FilterSelectProps = {
  table: Pick<DataTableController, "filters" | "setFilter">;
  /** The list query parameter this filter sets. */
  name: string;
  label: string;
  placeholder: string;
  data: ComboboxData;
  searchable?: boolean;
  /** Widest the box grows, in pixels. */
  maxWidth?: number;
};

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
  return (
    <Select
      aria-label={label}
      placeholder={placeholder}
      data={data}
      value={(table.filters[name] as string | undefined) ?? null}
      onChange={(value) => table.setFilter(name, value)}
      clearable
      searchable={searchable}
      style={{ flex: `1 1 ${maxWidth - 40}px`, maxWidth }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
