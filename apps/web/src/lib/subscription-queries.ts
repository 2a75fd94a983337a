import type { currentSubscriptionAnswer, Feature, Plan } from "@cm/contracts";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { ApiError, api } from "./api-client";
import { useCurrentUser } from "./auth-store";

/**
 * The church's subscription and the plans on sale, shared by the banner, the route gates and
 * the subscription, billing and church pages.
 */
export type CurrentSubscription = z.infer<typeof currentSubscriptionAnswer>;

/**
 * Every query of the church's current subscription starts with this key, so one invalidation
 * (after a payment, a trial or a cancellation) refreshes the banner, the gates and the pages.
 */
export const CURRENT_SUBSCRIPTION_KEY = "subscriptions/current";

/** The church's current subscription; null when the church has none yet (404 no_subscription). */
export async function fetchCurrentSubscription(signal?: AbortSignal): Promise<CurrentSubscription | null> {
  try {
    return await api.get<CurrentSubscription>("/subscriptions/subscriptions/current/", undefined, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404 && error.code === "no_subscription") return null;
    throw error;
  }
}

/** The current subscription of the user's church (not fetched without a church). */
export function useCurrentSubscription(church: number | null) {
  return useQuery({
    queryKey: [CURRENT_SUBSCRIPTION_KEY, church],
    queryFn: ({ signal }) => fetchCurrentSubscription(signal),
    enabled: church != null,
    staleTime: 30_000,
    retry: false,
  });
}

/** Every active plan, cheapest first. */
export function useActivePlans(enabled = true) {
  return useQuery({
    queryKey: ["subscriptions/plans", "active"],
    queryFn: ({ signal }) =>
      api.get<Plan[]>("/subscriptions/plans/active_plans/", undefined, { signal, public: true }),
    enabled,
    staleTime: 60_000,
  });
}

/** Whether the user's church's plan includes a feature (shares the route gate's cached answer). */
export function useHasFeature(feature: Feature): boolean {
  const church = useCurrentUser()?.church ?? null;
  const query = useCurrentSubscription(church);
  return query.data?.has_feature[feature] === true;
}
