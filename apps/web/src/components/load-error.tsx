import { Alert, Button, Group, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ApiError, errorMessage } from "../lib/api-client";
import { TryAgainButton } from "./retry-alert";

/**
 * One record that did not load: "not found" (with the way back, if any), or the reason and
 * Try again. `what` names the record in plain words ("class", "invoice").
 */
export function LoadError({
  error,
  what,
  onRetry,
  back,
}: {
  error: unknown;
  what: string;
  onRetry: () => void;
  back?: { to: string; label: ReactNode };
}) {
  const { t } = useTranslation("common");
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <Alert
      color={notFound ? "gray" : "red"}
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={
        notFound ? t("This {what} was not found", { what }) : t("We could not load this {what}", { what })
      }
      maw={640}
    >
      <Text fz="sm" mb={notFound && !back ? 0 : "sm"}>
        {notFound ? t("It may have been removed, or it belongs to another church.") : errorMessage(error)}
      </Text>
      <Group gap="xs">
        {!notFound && <TryAgainButton onClick={onRetry} />}
        {back && (
          <Button size="xs" variant="default" component={Link} to={back.to}>
            {back.label}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
