import { Alert, Button, Group, Pagination, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { errorMessage } from "../../../lib/api-client";

/** The pages of a public feed: shown when there is more than one, back to the top on a change. */
export function FeedPagination({
  total,
  value,
  onChange,
}: {
  total: number;
  value: number;
  onChange: (page: number) => void;
}) {
  if (total <= 1) return null;
  return (
    <Group justify="center" mt="sm">
      <Pagination
        total={total}
        value={value}
        onChange={(next) => {
          onChange(next);
          window.scrollTo({ top: 0, behavior: "smooth" });
        }}
        getControlProps={(control) => ({
          "aria-label": control === "previous" ? "Previous page" : "Next page",
        })}
      />
    </Group>
  );
}

/** A public feed that did not load: why, and Try again. */
export function FeedError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={title}>
      <Text fz="sm" mb="sm">
        {errorMessage(error)}
      </Text>
      <Button size="xs" color="red" variant="white" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
