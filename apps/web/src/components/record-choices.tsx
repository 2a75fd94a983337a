import type { Page } from "@cm/contracts";
import { Select } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { api } from "../lib/api-client";
import { resourceKeys } from "../lib/resource-hooks";

type Named = { id: number; name: string };

/** The records of a list (regions, churches) by name, the first 100, to choose one from; asked only while `enabled`. */
export function useRecordChoices<T extends Named = Named>(path: string, enabled = true) {
  return useQuery({
    queryKey: [...resourceKeys.all(path), "choices"],
    queryFn: ({ signal }) => api.get<Page<T>>(path, { page_size: 100, ordering: "name" }, { signal }),
    enabled,
    staleTime: 300_000,
  });
}

/** A searchable choice of one of those records, by its id. */
export function RecordChoiceSelect({
  label,
  placeholder,
  records,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  records: Page<Named> | undefined;
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={(records?.results ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
      value={value}
      onChange={onChange}
      searchable
      comboboxProps={{ withinPortal: true }}
    />
  );
}
