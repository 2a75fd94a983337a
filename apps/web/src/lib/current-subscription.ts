import type { currentSubscriptionAnswer } from "@cm/contracts";
import type { z } from "zod";
import { ApiError, api } from "./api-client";

export type CurrentSubscription = z.infer<typeof currentSubscriptionAnswer>;

/**
 * Every query of the church's current subscription starts with this key, so one invalidation
 * (after a payment, a trial or a cancellation) refreshes the banner, the gates and the pages.
 */
export const CURRENT_SUBSCRIPTION_KEY = "subscriptions/current";

/** The church's current subscription; null when the church has none (or the user has no church). */
export async function fetchCurrentSubscription(signal?: AbortSignal): Promise<CurrentSubscription | null> {
  try {
    return await api.get<CurrentSubscription>("/subscriptions/subscriptions/current/", undefined, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
