import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { type CurrentSubscription, useCurrentSubscription } from "../../../lib/subscription-queries";
import { SectionError, SectionLoader } from "./query-state";

/** The church's current subscription once it is known: a loader until then, an error with a retry, `empty` when there is none. */
export function CurrentSubscriptionState({
  church,
  empty,
  children,
}: {
  church: number;
  empty: ReactNode;
  children: (subscription: CurrentSubscription) => ReactNode;
}) {
  const { t } = useTranslation("subscriptions");
  const current = useCurrentSubscription(church);
  if (current.isPending) return <SectionLoader label={t("Loading your subscription…")} />;
  if (current.isError)
    return (
      <SectionError
        title={t("Your subscription could not be loaded")}
        error={current.error}
        onRetry={() => void current.refetch()}
      />
    );
  return current.data ? children(current.data) : empty;
}
