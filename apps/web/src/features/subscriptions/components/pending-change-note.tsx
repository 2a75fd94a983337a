import { Paper, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { type PendingChange, pendingChangeText } from "./subscription-format";

/** The change the subscription waits for (an upgrade, a cancellation), in a tinted box. */
export function PendingChangeNote({ change }: { change: PendingChange }) {
  const { t } = useTranslation("subscriptions");
  return (
    <Paper withBorder p="sm" radius="sm" bg="blue.0">
      <Text fz="sm" fw={600}>
        {t("Coming up")}
      </Text>
      <Text fz="sm">{pendingChangeText(change)}</Text>
    </Paper>
  );
}
