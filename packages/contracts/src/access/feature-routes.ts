import { type SubscriptionStatus, unlocksFeature } from "../rules/subscription-rules";
import type { Feature } from "./features";

// Apart from the sidebar's table (navigation.ts), so the guard of feature-gated pages, which comes
// with the first page, does not bring the whole sidebar with it.

/**
 * Where a church-only, feature-gated page sends the user (spec section 6): to /dashboard with
 * no church selected, to /subscriptions/plans when there is no subscription giving access or
 * its plan lacks the feature.
 */
export function featureRouteDecision(
  church: number | null,
  subscription: { status: SubscriptionStatus; has_feature: Partial<Record<Feature, boolean>> } | null,
  feature: Feature,
): "allow" | "/dashboard" | "/subscriptions/plans" {
  if (church == null) return "/dashboard";
  return unlocksFeature(subscription, feature) ? "allow" : "/subscriptions/plans";
}
