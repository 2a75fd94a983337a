import type { ReactNode } from "react";
import type { RowAction } from "../data-table";

type Step = { label: string; icon: ReactNode };

/**
 * The row menu's pair of entries for a record that is on or off (shown or hidden, published or
 * draft): a row offers only the one that changes it.
 */
export function switchActions<T>(
  isOn: (row: T) => boolean,
  set: (row: T, on: boolean) => void,
  steps: { off: Step; on: Step },
): RowAction<T>[] {
  return [
    { ...steps.off, when: isOn, onClick: (row) => set(row, false) },
    { ...steps.on, when: (row) => !isOn(row), onClick: (row) => set(row, true) },
  ];
}
