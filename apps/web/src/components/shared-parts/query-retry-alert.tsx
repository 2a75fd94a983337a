import { RetryAlert } from "../retry-alert";

/** What a query that failed offers: its error, and asking again. */
type FailedQuery = { error: unknown; refetch: () => unknown };

/**
 * A query that did not load: the reason and a Try again button that asks it again. Every page
 * wired the same alert to its query by hand.
 */
export function QueryRetryAlert({
  query,
  title,
  inline,
}: {
  query: FailedQuery;
  title?: string;
  inline?: boolean;
}) {
  return (
    <RetryAlert title={title} error={query.error} onRetry={() => void query.refetch()} inline={inline} />
  );
}
