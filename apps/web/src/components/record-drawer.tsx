import { LoadingOverlay } from "@mantine/core";
import { type ComponentType, lazy, type ReactNode, Suspense, useState } from "react";
import { FormDrawer } from "./form-drawer";

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

/**
 * A form drawer whose code (the form, the kit and its validation library) loads the first time it
 * opens, not with the page behind it: the list is what a slow phone paints first.
 */
export function lazyDrawer<P extends { state: unknown }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  return function LazyDrawer(props: P) {
    const [wanted, setWanted] = useState(false);
    // Once asked for, it stays: it still has to slide away when it closes.
    if (!wanted && props.state !== null) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={<LoadingOverlay visible />}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
