/** A record with one entry per key, each made by `value` (a tally of zeroes, figures per type). */
export const recordOf = <K extends string, V>(keys: readonly K[], value: (key: K) => V): Record<K, V> =>
  Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, V>;
