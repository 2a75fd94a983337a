import { Alert, Button, Group, Text } from "@mantine/core";
import { IconAlertTriangle, IconRefresh } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../lib/api-client";

/**
 * Data that did not load: the reason in plain words and a Try again button. `inline` puts the
 * button beside the reason, for an alert that stands inside a card rather than for a whole page.
 * Without `onRetry` it says only the reason (for what the page cannot ask again by itself).
 */
export function RetryAlert({
  title,
  error,
  onRetry,
  inline = false,
}: {
  title?: string;
  error: unknown;
  onRetry?: () => void;
  inline?: boolean;
}) {
  const { t } = useTranslation("common");
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={title}>
      {!onRetry ? (
        errorMessage(error)
      ) : inline ? (
        <Group justify="space-between">
          <Text fz="sm">{errorMessage(error)}</Text>
          <Button size="compact-sm" variant="subtle" color="red" onClick={onRetry}>
            {t("Try again")}
          </Button>
        </Group>
      ) : (
        <>
          <Text fz="sm" mb="sm">
            {errorMessage(error)}
          </Text>
          <TryAgainButton onClick={onRetry} />
        </>
      )}
    </Alert>
  );
}

/** The Try again button of an alert for something that did not load. */
export function TryAgainButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation("common");
  return (
    <Button size="xs" color="red" variant="white" leftSection={<IconRefresh size={14} />} onClick={onClick}>
      {t("Try again")}
    </Button>
  );
}
