import { Drawer, Text } from "@mantine/core";
import { type ReactNode, useEffect, useState } from "react";

type EditorDrawerProps<T> = {
  /** What the drawer edits; null closes it. */
  state: T | null;
  title: (state: T) => string;
  onClose: () => void;
  children: (state: T) => ReactNode;
};

/** A form in a drawer beside the list. */
export function EditorDrawer<T>({ state, title, onClose, children }: EditorDrawerProps<T>) {
  // The last content stays while the drawer slides out, instead of blanking mid-animation.
  const [shown, setShown] = useState<T | null>(state);
  useEffect(() => {
    if (state !== null) setShown(state);
  }, [state]);
  return (
    <Drawer
      opened={state !== null}
      onClose={onClose}
      title={
        <Text fw={700} fz="lg">
          {shown !== null ? title(shown) : ""}
        </Text>
      }
      position="right"
      size="lg"
      padding="lg"
      onExitTransitionEnd={() => setShown(null)}
    >
      {shown !== null && children(shown)}
    </Drawer>
  );
}
