import { Anchor, Badge, Loader, Table, Text } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadError } from "../../../components/load-error";

/**
 * The body of an affiliate's own page: the loader, the reason it did not load with Try again, or
 * the way to apply when the account is no affiliate (no data, or `joined` says so); else the
 * page's content. `what` names the data in plain words for the load error.
 */
export function AffiliateData<T>({
  query,
  what,
  joined = () => true,
  children,
}: {
  query: UseQueryResult<T>;
  what: string;
  joined?: (data: NonNullable<T>) => boolean;
  children: (data: NonNullable<T>) => ReactNode;
}) {
  const { t } = useTranslation("pages");
  if (query.isPending) return <Loader aria-label={t("Loading")} />;
  if (query.isError)
    return <LoadError what={what} error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data;
  if (data === null || data === undefined || !joined(data))
    return (
      <Text>
        {t("You are not an affiliate yet.")}{" "}
        <Anchor component={Link} to="/affiliates">
          {t("Apply to the programme")}
        </Anchor>
        .
      </Text>
    );
  return children(data);
}

/** A state word of the programme (`msg("...")`, translated here) and its colour. */
export type StateWord = { label: string; color: string };

/** A referral's or reward's state, as a badge. */
export function StateBadge({ state }: { state: StateWord }) {
  const { t } = useTranslation("pages");
  return (
    <Badge color={state.color} variant="light">
      {t(state.label)}
    </Badge>
  );
}

/**
 * An affiliate's list (referrals, rewards): the text for an empty one, else a striped table with
 * these column headings and one row per item. It scrolls sideways below `minWidth`.
 */
export function AffiliateList<T extends { id: number | string }>({
  query,
  what,
  empty,
  label,
  minWidth,
  headings,
  row,
}: {
  query: UseQueryResult<T[]>;
  what: string;
  empty: string;
  label: string;
  minWidth: number;
  headings: string[];
  row: (item: T) => ReactNode;
}) {
  return (
    <AffiliateData query={query} what={what}>
      {(items) =>
        items.length === 0 ? (
          <Text c="dimmed">{empty}</Text>
        ) : (
          <Table.ScrollContainer minWidth={minWidth}>
            <Table striped aria-label={label}>
              <Table.Thead>
                <Table.Tr>
                  {headings.map((heading) => (
                    <Table.Th key={heading}>{heading}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
                  <Table.Tr key={item.id}>{row(item)}</Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )
      }
    </AffiliateData>
  );
}
