/** How many categories or home cells a chart shows before the rest are left out. */
export const TOP_GROUPS = 8;

type Tally = { value: string; count: number }[];

/** "20-35" -> "20–35"; "60+" stays. */
export function ageBandLabel(band: string): string {
  return band.replace("-", "–");
}

/**
 * A tally as chart rows, largest first, the empty value named in plain words. With `limit`,
 * only that many rows are kept and `more` says how many groups were left out.
 */
export function chartRows(tally: Tally, emptyLabel: string, limit?: number) {
  const sorted = [...tally]
    .filter((row) => row.count > 0)
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
    .map((row) => ({ value: row.value, count: row.count, label: row.value || emptyLabel }));
  const rows = limit === undefined ? sorted : sorted.slice(0, limit);
  return { rows, more: sorted.length - rows.length };
}
