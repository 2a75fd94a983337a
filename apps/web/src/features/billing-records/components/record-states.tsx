import { Paper, Skeleton, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { DetailField } from "../../../components/page-heading";

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

/** One labelled value of a record, its label in capitals. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DetailField caps label={label}>
      {children}
    </DetailField>
  );
}
