import { Text } from "@mantine/core";
import type { ReactNode } from "react";
import { errorMessage } from "../lib/api-client";

/**
 * What a short list (not the list kit's table) says instead of its rows: that it is loading,
 * the problem in plain words, or that it has nothing yet.
 */
export function ListStates({
  query,
  loading,
  isEmpty,
  empty,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown };
  loading: ReactNode;
  isEmpty: boolean;
  empty: string;
}) {
  if (query.isPending) return loading;
  if (query.isError)
    return (
      <Text fz="sm" c="red.8">
        {errorMessage(query.error)}
      </Text>
    );
  if (!isEmpty) return null;
  return (
    <Text fz="sm" c="dimmed">
      {empty}
    </Text>
  );
}
