import { Paper, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { QueryRetryAlert } from "../../../components/shared-parts/query-retry-alert";
import { TitledSection } from "../../../components/titled-section";

type CardsQuery<T> = {
  data?: { results: T[] };
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

/**
 * A short list of records as small cards under a heading: "Loading…" or the empty words until it
 * has some; with `failed`, a list that did not load says so and offers to try again.
 */
export function CardList<T extends { id: number }>({
  title,
  query,
  empty,
  failed,
  card,
}: {
  title: string;
  query: CardsQuery<T>;
  empty: string;
  failed?: string;
  card: (row: T) => ReactNode;
}) {
  const { t } = useTranslation("own-record");
  const rows = query.data?.results ?? [];
  return (
    <TitledSection title={title}>
      {failed && query.isError ? (
        <QueryRetryAlert title={failed} query={query} />
      ) : rows.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {query.isPending ? t("Loading…") : empty}
        </Text>
      ) : (
        <Stack gap="xs">
          {rows.map((row) => (
            <Paper key={row.id} withBorder p="xs" radius="sm">
              {card(row)}
            </Paper>
          ))}
        </Stack>
      )}
    </TitledSection>
  );
}
