import { Paper, Skeleton, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";

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
