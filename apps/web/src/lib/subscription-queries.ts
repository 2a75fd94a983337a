import {
  type currentSubscriptionAnswer,
  type Feature,
  type Plan,
  plansEndpoints,
  routePath,
  subscriptionsEndpoints,
} from "@cm/contracts";
import { unlocksFeature } from "@cm/contracts/rules";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { takeEarlySubscription } from "../early/early-subscription";
import { ApiError, api, buildUrl, refuseDuringMaintenance } from "./api-client";
import { useCurrentUser } from "./auth-store";
import { sessionStore } from "./session";
import { useWorkingChurchId } from "./working-church";

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

/**
 * A church's current subscription (the user's own church without `church`); null when the church
 * has none yet (404 no_subscription).
 */
export async function fetchCurrentSubscription(
  signal?: AbortSignal,
  church?: number,
): Promise<CurrentSubscription | null> {
  const path = routePath(subscriptionsEndpoints, "current");
  const query = church === undefined ? undefined : { church_id: church };
  // The answer the page's first script asked for, when it is this one (src/early): a refused or
  // failed one is dropped and asked for again here, renewing the session if need be.
  const taken = takeEarlySubscription(buildUrl(path, query), sessionStore.get()?.access);
  refuseDuringMaintenance();
  const early = await taken;
  if (early?.status === 200) return early.body as CurrentSubscription;
  if (early?.status === 404 && isNoSubscription(early.body)) return null;
  try {
    return await api.get<CurrentSubscription>(path, query, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404 && error.code === "no_subscription") return null;
    throw error;
  }
}

const isNoSubscription = (body: unknown) =>
  typeof body === "object" && body !== null && "code" in body && body.code === "no_subscription";

/** The options of the current subscription's query for a church (the user's own when `own`). */
const currentSubscriptionQuery = (church: number | null, own: number | null) => ({
  queryKey: [CURRENT_SUBSCRIPTION_KEY, church],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    fetchCurrentSubscription(signal, church === own ? undefined : (church ?? undefined)),
  staleTime: 30_000,
  retry: false,
});

/**
 * The current subscription of a church (not fetched without one): the user's own church, or the
 * church an officer works on.
 */
export function useCurrentSubscription(church: number | null) {
  const own = useCurrentUser()?.church ?? null;
  return useQuery({ ...currentSubscriptionQuery(church, own), enabled: church != null });
}

/** Every active plan, cheapest first. */
export function useActivePlans(enabled = true) {
  return useQuery({
    queryKey: ["subscriptions/plans", "active"],
    queryFn: ({ signal }) =>
      api.get<Plan[]>(routePath(plansEndpoints, "active_plans"), undefined, { signal, public: true }),
    enabled,
    staleTime: 60_000,
  });
}

/**
 * Whether a church's subscription unlocks a feature now (contracts' unlocksFeature): undefined
 * until its subscription is known. A part that needs the feature asks for nothing before `true`.
 */
export function useFeatureUnlocked(church: number | null, feature: Feature): boolean | undefined {
  const query = useCurrentSubscription(church);
  return query.data === undefined ? undefined : unlocksFeature(query.data, feature);
}

/** Whether the working church's subscription unlocks a feature (shares the route gate's cached answer). */
export function useHasFeature(feature: Feature): boolean {
  return useFeatureUnlocked(useWorkingChurchId(), feature) === true;
}
