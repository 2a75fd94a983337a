import { formatMoney } from "@cm/contracts";
import { Anchor, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatDateTime } from "../../lib/format-date";
import type { ListFilter } from "./list-table";
import type { DataTableColumn } from "./types";

/**
 * A row's name in bold, as a link to its page (`to`) or a button (`onOpen`), with a dimmed line
 * under it (`detail`).
 */
export function titleColumn<T>(options: {
  key: string;
  header: string;
  sortable?: boolean;
  title: (row: T) => ReactNode;
  detail?: (row: T) => ReactNode;
  to?: (row: T) => string;
  onOpen?: (row: T) => void;
}): DataTableColumn<T> {
  const { title, detail, to, onOpen } = options;
  const heading = (row: T) =>
    to ? (
      <Anchor component={Link} to={to(row)} fz="sm" fw={600}>
        {title(row)}
      </Anchor>
    ) : onOpen ? (
      <Anchor component="button" type="button" fz="sm" fw={600} ta="left" onClick={() => onOpen(row)}>
        {title(row)}
      </Anchor>
    ) : (
      <Text fz="sm" fw={600}>
        {title(row)}
      </Text>
    );
  return {
    key: options.key,
    header: options.header,
    sortable: options.sortable,
    render: (row) => {
      const more = detail?.(row);
      return (
        <Stack gap={0}>
          {heading(row)}
          {more && (
            <Text fz="xs" c="dimmed" lineClamp={1}>
              {more}
            </Text>
          )}
        </Stack>
      );
    },
  };
}

/** An amount of money with its currency, right-aligned ("GHS 1,250.00"). */
export function moneyColumn<T extends { currency: string }>(
  key: keyof T & string,
  header: string,
  options: { sortable?: boolean } = {},
): DataTableColumn<T> {
  return {
    key,
    header,
    sortable: options.sortable,
    align: "right",
    render: (row) => <Text fz="sm">{formatMoney(String(row[key] ?? ""), row.currency)}</Text>,
  };
}

/** A column of a moment (a timestamp), on one line; `none` for a row without one. */
export function dateTimeColumn<T>(
  key: keyof T & string,
  header: string,
  options: { sortable?: boolean; none?: string } = {},
): DataTableColumn<T> {
  return {
    key,
    header,
    sortable: options.sortable,
    render: (row) => (
      <Text fz="sm" style={{ whiteSpace: "nowrap" }}>
        {formatDateTime(row[key] as string | null, options.none)}
      </Text>
    ),
  };
}

/** A searchable filter by another record (a category, a church), from a list query's records. */
export function referenceFilter(
  name: string,
  label: string,
  placeholder: string,
  records: readonly { id: number; name: string }[] | undefined,
  maxWidth = 190,
): ListFilter {
  const data = (records ?? []).map((r) => ({ value: String(r.id), label: r.name }));
  return { name, label, placeholder, data, searchable: true, maxWidth };
}

/** A filter on a true/false field: `yes` names the rows where it is true, `no` the others. */
export function yesNoFilter(
  name: string,
  label: string,
  placeholder: string,
  words: { yes: string; no: string },
  maxWidth?: number,
): ListFilter {
  const data = [
    { value: "true", label: words.yes },
    { value: "false", label: words.no },
  ];
  return { name, label, placeholder, data, maxWidth };
}
