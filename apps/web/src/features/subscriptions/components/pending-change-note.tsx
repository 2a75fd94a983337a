import { Paper, Text } from "@mantine/core";
import { type PendingChange, pendingChangeText } from "./subscription-format";

/** The change the subscription waits for (an upgrade, a cancellation), in a tinted box. */
export function PendingChangeNote({ change }: { change: PendingChange }) {
  return (
    <Paper withBorder p="sm" radius="sm" bg="blue.0">
      <Text fz="sm" fw={600}>
        Coming up
      </Text>
      <Text fz="sm">{pendingChangeText(change)}</Text>
    </Paper>
  );
}
