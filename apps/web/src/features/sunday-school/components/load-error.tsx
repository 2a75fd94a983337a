import { Alert, Button, Group, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ApiError, errorMessage } from "../../../lib/api-client";

/** A page's data that did not load: "not found" with a way back, or the reason and Try again. */
export function LoadError({
  error,
  what,
  backTo,
  backLabel,
  onRetry,
}: {
  error: unknown;
  what: string;
  backTo: string;
  backLabel: ReactNode;
  onRetry: () => void;
}) {
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <Alert
      color={notFound ? "gray" : "red"}
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={notFound ? `This ${what} was not found` : `We could not load this ${what}`}
      maw={640}
    >
      <Text fz="sm" mb="sm">
        {notFound ? `It may have been removed, or it belongs to another church.` : errorMessage(error)}
      </Text>
      <Group gap="xs">
        {!notFound && (
          <Button size="xs" color="red" variant="white" onClick={onRetry}>
            Try again
          </Button>
        )}
        <Button size="xs" variant="default" component={Link} to={backTo}>
          {backLabel}
        </Button>
      </Group>
    </Alert>
  );
}
