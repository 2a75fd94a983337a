import { Drawer, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useHeldValue } from "../lib/use-held-value";

/**
 * A form in a drawer beside a list: open while `state` is set, and still showing its last content
 * while it slides away (so the form does not empty itself during the closing animation).
 */
export function FormDrawer<T>({
  state,
  onClose,
  title,
  size = "md",
  closeLabel,
  children,
}: {
  state: T | null;
  onClose: () => void;
  /** The heading for what is shown (or was, while the drawer closes). */
  title: (shown: T | null) => string;
  size?: "md" | "lg";
  /** The close button's name, where a page names it other than the usual "Close panel". */
  closeLabel?: string;
  children: (shown: T) => ReactNode;
}) {
  const [shown, release] = useHeldValue(state);
  return (
    <Drawer
      opened={state !== null}
      onClose={onClose}
      closeButtonProps={closeLabel ? { "aria-label": closeLabel } : undefined}
      title={
        <Text fw={700} fz="lg">
          {title(shown)}
        </Text>
      }
      position="right"
      size={size}
      padding="lg"
      onExitTransitionEnd={release}
    >
      {shown !== null && children(shown)}
    </Drawer>
  );
}
