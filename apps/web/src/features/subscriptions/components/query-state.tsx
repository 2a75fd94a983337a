import { Alert, Button, Group, Loader, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconRefresh } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api-client";

/** A section waiting for its data. */
export function SectionLoader({ label }: { label: string }) {
  return (
    <Group justify="center" py="xl" gap="sm" role="status">
      <Loader size="sm" />
      <Text c="dimmed" fz="sm">
        {label}
      </Text>
    </Group>
  );
}

/** A section whose data did not arrive, with a way to ask again. */
export function SectionError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation("subscriptions");
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={title} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text fz="sm">{errorMessage(error)}</Text>
        <Button size="xs" variant="default" leftSection={<IconRefresh size={14} />} onClick={onRetry}>
          {t("Try again")}
        </Button>
      </Stack>
    </Alert>
  );
}
