import type { ReactNode } from "react";
import { FormDrawer } from "../form-drawer";

/** What a list's form drawer shows: a new record's form, one record's, or nothing (closed). */
export type RecordDrawerState<T> = { mode: "create" } | { mode: "edit"; record: T } | null;

/**
 * The add and edit form of a list, in a drawer beside it: `titles` name both cases, and `children`
 * draws the form for the record (null for a new one), given afresh for each record.
 */
export function RecordDrawer<T extends { id: number | string }>({
  state,
  onClose,
  titles,
  size,
  children,
}: {
  state: RecordDrawerState<T>;
  onClose: () => void;
  titles: { create: string; edit: string };
  size?: "md" | "lg";
  children: (record: T | null) => ReactNode;
}) {
  const recordOf = (s: RecordDrawerState<T>) => (s?.mode === "edit" ? s.record : null);
  return (
    <FormDrawer
      state={state}
      onClose={onClose}
      size={size}
      title={(s) => (recordOf(s) ? titles.edit : titles.create)}
    >
      {(s) => <KeyedBy key={recordOf(s)?.id ?? "new"}>{children(recordOf(s))}</KeyedBy>}
    </FormDrawer>
  );
}

// A new form (fresh values) for each record the drawer opens on.
function KeyedBy({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
