import { Select, type SelectProps } from "@mantine/core";

/**
 * A choice that always holds one of its values (a report, a unit, a role): it cannot be cleared,
 * so the page never has to handle "nothing chosen".
 */
export function SettledSelect<V extends string>({
  value,
  onChange,
  ...props
}: Omit<SelectProps, "value" | "onChange" | "allowDeselect"> & { value: V; onChange: (value: V) => void }) {
  return (
    <Select
      comboboxProps={{ withinPortal: true }}
      {...props}
      value={value}
      onChange={(v) => v && onChange(v as V)}
      allowDeselect={false}
    />
  );
}
