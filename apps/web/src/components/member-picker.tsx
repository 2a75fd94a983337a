import { msg } from "@cm/contracts/rules";
import { type ComboboxItem, Loader, MultiSelect, Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { type RefObject, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { memberName, useActiveMembers, useGivers } from "../lib/member-queries";

type Known = Map<string, string>;

const SEARCH_FAILED = msg("We could not search the members. Try again.");

/**
 * Where a picker finds members: the member roll, or giving's list of givers (names and phones
 * only) for those who record gifts without reading the roll.
 */
export type MemberSource = "roll" | "givers";

/** The members a search finds in a source, as a name and a phone each. */
function useFoundMembers(search: string, source: MemberSource) {
  const roll = useActiveMembers({ search, enabled: source === "roll" });
  const givers = useGivers("member", search, source === "givers");
  const list = source === "roll" ? roll : givers;
  const found = useMemo(
    () =>
      source === "roll"
        ? (roll.data?.results ?? []).map((m) => ({ id: m.id, name: memberName(m), phone: m.phone }))
        : (givers.data?.results ?? []).map((g) => ({ id: g.id, name: g.name, phone: g.detail })),
    [source, roll.data, givers.data],
  );
  return { found, isFetching: list.isFetching, isError: list.isError };
}

/** The search results plus every chosen member, so a choice keeps its name after a new search. */
function useMemberOptions(
  search: string,
  chosen: string[],
  known: RefObject<Known>,
  withPhone: boolean,
  source: MemberSource = "roll",
) {
  const { t } = useTranslation("common");
  const [debounced] = useDebouncedValue(search, 300);
  const list = useFoundMembers(debounced, source);
  const data = useMemo(() => {
    const options: ComboboxItem[] = [];
    const seen = new Set<string>();
    for (const m of list.found) {
      const value = String(m.id);
      const label = withPhone && m.phone ? `${m.name} · ${m.phone}` : m.name;
      known.current.set(value, label);
      seen.add(value);
      options.push({ value, label });
    }
    for (const value of chosen) {
      if (!seen.has(value))
        options.push({ value, label: known.current.get(value) ?? t("Member #{id}", { id: value }) });
    }
    return options;
  }, [list.found, chosen, known, withPhone, t]);
  return { data, loading: list.isFetching, error: list.isError };
}

// The server has already searched: show its answer as it is.
const serverFiltered = ({ options }: { options: ComboboxItem[] }) => options;

/** Chooses several of the church's active members, searching on the server as one types. */
export function MemberMultiPicker({
  value,
  onChange,
  label,
  error,
}: {
  value: number[];
  onChange: (ids: number[]) => void;
  label: string;
  error?: string;
}) {
  const known = useRef<Known>(new Map());
  const { t } = useTranslation("common");
  const [search, setSearch] = useState("");
  const chosen = value.map(String);
  const options = useMemberOptions(search, chosen, known, true);
  return (
    <MultiSelect
      label={label}
      placeholder={chosen.length === 0 ? t("Type a name or phone number") : undefined}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      data={options.data}
      filter={serverFiltered as never}
      value={chosen}
      onChange={(ids) => onChange(ids.map(Number))}
      nothingFoundMessage={
        options.loading
          ? t("Searching…")
          : search.trim()
            ? t("No active members match")
            : t("Type a name to find more members")
      }
      rightSection={options.loading ? <Loader size={14} /> : undefined}
      error={error ?? (options.error ? t(SEARCH_FAILED) : undefined)}
      hidePickedOptions
      maxDropdownHeight={260}
      comboboxProps={{ withinPortal: true }}
      clearable
    />
  );
}

/** Chooses one of the church's active members, searching on the server as one types. */
export function MemberPicker({
  value,
  onChange,
  label,
  initialLabel,
  error,
  required = false,
  source = "roll",
}: {
  value: number | null;
  onChange: (id: number | null) => void;
  label: string;
  /** The current member's name, before any search has run. */
  initialLabel?: string;
  error?: string;
  /** Marks the field as needed; a required choice cannot be cleared. */
  required?: boolean;
  source?: MemberSource;
}) {
  const { t } = useTranslation("common");
  const known = useRef<Known>(new Map(value != null && initialLabel ? [[String(value), initialLabel]] : []));
  const [search, setSearch] = useState("");
  const chosen = value == null ? [] : [String(value)];
  const options = useMemberOptions(search, chosen, known, false, source);
  return (
    <Select
      label={label}
      withAsterisk={required}
      placeholder={t("Type a name or phone number")}
      searchable
      onSearchChange={setSearch}
      data={options.data}
      filter={serverFiltered as never}
      value={value == null ? null : String(value)}
      onChange={(id) => onChange(id == null ? null : Number(id))}
      nothingFoundMessage={options.loading ? t("Searching…") : t("No active members match")}
      error={error ?? (options.error ? t(SEARCH_FAILED) : undefined)}
      clearable={!required}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
