import type { ReactNode } from "react";

export type RowId = string | number;

/** One column: `key` names the field (and the ordering value when sortable). */
export type DataTableColumn<T> = {
  key: string;
  header: ReactNode;
  sortable?: boolean;
  /** Defaults to the row's value at `key`, as text. */
  render?: (row: T) => ReactNode;
  width?: number | string;
  align?: "left" | "center" | "right";
  /**
   * On a phone the rows are cards: the first column is the card's heading, a narrow actions
   * column (the "more" menu) its corner, and the others label and value below. `false` leaves
   * this column off the card, for fields a phone can do without; "footer" puts it on a line of its
   * own at the bottom (buttons with words; a wide actions column goes there too).
   */
  onPhone?: boolean | "footer";
  /** The column's name on a card, when the header is not plain text. */
  label?: string;
};

export type SortDirection = "asc" | "desc";

/** "name" -> {key: "name", direction: "asc"}; "-name" -> desc; "" -> null. */
export function parseOrdering(
  ordering: string | undefined,
): { key: string; direction: SortDirection } | null {
  if (!ordering) return null;
  return ordering.startsWith("-")
    ? { key: ordering.slice(1), direction: "desc" }
    : { key: ordering, direction: "asc" };
}

/** Clicking a header sorts ascending, then descending, then not at all. */
export function nextOrdering(current: string | undefined, key: string): string {
  const sort = parseOrdering(current);
  if (sort?.key !== key) return key;
  return sort.direction === "asc" ? `-${key}` : "";
}

export const PAGE_SIZES = [10, 20, 50, 100] as const;
