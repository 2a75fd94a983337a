import { Alert, type AlertProps } from "@mantine/core";
import type { TablerIcon } from "@tabler/icons-react";

/**
 * A message in a tinted box with its icon (news, a step to take first, something left out): the
 * app's alerts are light, with an 18-pixel icon.
 */
export function Notice({
  icon: Icon,
  ...alert
}: { icon: TablerIcon } & Omit<AlertProps, "icon" | "variant">) {
  return <Alert variant="light" icon={<Icon size={18} />} {...alert} />;
}
