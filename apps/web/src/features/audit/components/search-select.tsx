import { Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

type Option = { value: string; label: string };

type SearchSelectProps = {
  label: string;
  placeholder: string;
  value: string | null;
  onChange: (value: string | null) => void;
  /** Loads the options matching what was typed (already debounced), once the list has been opened. */
  useOptions: (search: string, enabled: boolean) => { options: Option[]; loading: boolean };
};

/**
 * A picker over a long server list (users, churches): typing asks the server, so it works beyond
 * the first page. The chosen option is kept so its name stays shown after the search changes.
 */
export function SearchSelect({ label, placeholder, value, onChange, useOptions }: SearchSelectProps) {
  const { t } = useTranslation("audit");
  const [search, setSearch] = useState("");
  const [chosen, setChosen] = useState<Option | null>(null);
  const [debounced] = useDebouncedValue(search, 300);
  // Nothing is fetched until someone opens the list.
  const [opened, setOpened] = useState(false);
  // While an option is shown in the box, its label is the "search"; do not narrow the list by it.
  const { options, loading } = useOptions(chosen && search === chosen.label ? "" : debounced, opened);
  // Filters cleared from outside (e.g. "Clear filters") empty the box too.
  useEffect(() => {
    if (value === null && chosen !== null) {
      setChosen(null);
      setSearch("");
    }
  }, [value, chosen]);
  const data = chosen && !options.some((o) => o.value === chosen.value) ? [chosen, ...options] : options;

  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={data}
      value={value}
      onChange={(next, option) => {
        setChosen(next ? option : null);
        onChange(next);
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      onDropdownOpen={() => setOpened(true)}
      clearable
      nothingFoundMessage={loading ? t("Loading…") : t("Nothing matches")}
      style={{ flex: "1 1 150px", maxWidth: 230 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
