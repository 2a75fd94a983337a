import { Alert, Button, Paper, Skeleton, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconRefresh } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { ApiError, errorMessage } from "../../../lib/api-client";

/** Placeholder lines while one record loads. */
export function RecordSkeleton() {
  return (
    <Paper withBorder radius="md" p="lg" data-testid="record-loading">
      <Stack gap="sm">
        <Skeleton height={22} width="40%" />
        <Skeleton height={14} width="70%" />
        <Skeleton height={14} width="60%" />
        <Skeleton height={14} width="50%" />
      </Stack>
    </Paper>
  );
}

/** A record that could not be loaded: plain words, and a way to try again unless it does not exist. */
export function RecordError({ error, what, onRetry }: { error: unknown; what: string; onRetry: () => void }) {
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <Alert
      color={missing ? "gray" : "red"}
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={missing ? `This ${what} was not found` : `We could not load this ${what}`}
    >
      <Text size="sm" mb={missing ? 0 : "sm"}>
        {missing ? `It may have been removed, or it belongs to another church.` : errorMessage(error)}
      </Text>
      {!missing && (
        <Button
          size="xs"
          color="red"
          variant="white"
          leftSection={<IconRefresh size={14} />}
          onClick={onRetry}
        >
          Try again
        </Button>
      )}
    </Alert>
  );
}

/** One labelled value of a record. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="sm" component="div">
        {children}
      </Text>
    </div>
  );
}
