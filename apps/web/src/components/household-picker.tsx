import { type ComboboxItem, Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useGivers } from "../lib/member-queries";

// The server has already searched: show its answer as it is.
const serverFiltered = ({ options }: { options: ComboboxItem[] }) => options;

/**
 * Chooses one of the church's households by name or phone, searching giving's list of givers as
 * one types (at most 50 answers a search, so a large church's households are all reachable).
 */
export function HouseholdPicker({
  value,
  onChange,
  label,
  placeholder,
  current,
  error,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
  label: string;
  placeholder?: string;
  /** The saved household, named before any search has run. */
  current?: { id: number; name: string } | null;
  error?: string;
}) {
  const { t } = useTranslation("common");
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 300);
  const found = useGivers("household", debounced);
  // Names seen, so a choice keeps its name after another search.
  const known = useRef(new Map<string, string>(current ? [[String(current.id), current.name]] : []));
  const data = useMemo(() => {
    const options = (found.data?.results ?? []).map((h) => ({ value: String(h.id), label: h.name }));
    for (const o of options) known.current.set(o.value, o.label);
    const chosen = value === null ? null : String(value);
    if (chosen && !options.some((o) => o.value === chosen))
      options.push({
        value: chosen,
        label: known.current.get(chosen) ?? t("Household #{id}", { id: chosen }),
      });
    return options;
  }, [found.data, value, t]);
  return (
    <Select
      label={label}
      placeholder={placeholder ?? t("Type a household's name")}
      searchable
      clearable
      onSearchChange={setSearch}
      filter={serverFiltered as never}
      data={data}
      value={value === null ? null : String(value)}
      onChange={(id) => onChange(id ? Number(id) : null)}
      nothingFoundMessage={found.isFetching ? t("Searching…") : t("No household has that name.")}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
