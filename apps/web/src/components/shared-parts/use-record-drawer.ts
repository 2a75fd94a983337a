import { useState } from "react";
import type { RecordDrawerState } from "../record-drawer";

/**
 * The state of a list's add and edit drawer, with the steps every list wired by hand: open it on
 * a record, close it, and the list's add button for those who may write.
 */
export function useRecordDrawer<T>() {
  const [state, setState] = useState<RecordDrawerState<T>>(null);
  return {
    state,
    close: () => setState(null),
    edit: (record: T) => setState({ mode: "edit", record }),
    /** ListTable's `create`: the add button, left off for a reader. */
    addButton: (label: string, canWrite: boolean) =>
      canWrite ? { label, onClick: () => setState({ mode: "create" }) } : undefined,
  };
}
