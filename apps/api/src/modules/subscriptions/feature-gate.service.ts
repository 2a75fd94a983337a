import {
  ACCESS_STATUSES,
  currentSubscription,
  type Feature,
  type FeatureMap,
  unlockedFeatures,
} from "@cm/contracts";
import { and, eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { plans, subscriptions } from "../../db/tables";
import type { Clock } from "../../platform/clock";
import type { FeatureGate, FeatureVerdict } from "../../platform/features";
import type { Data } from "../../platform/resources/scoped-data";
import { systemContext } from "../../platform/system-context";

const CACHE_MS = 5_000;
const MAX_CACHED_CHURCHES = 10_000;

/**
 * Answers the resource mechanism's feature checks from the church's current subscription.
 * Every gated request asks, so each church's answer is kept for a few seconds (another
 * instance sees a change within that time; this one forgets at once when told).
 */
export class SubscriptionFeatureGate implements FeatureGate {
  private readonly cache = new Map<number, { at: number; unlocked: FeatureMap | null }>();

  constructor(
    private readonly db: Data,
    private readonly clock: Clock,
    private readonly ttlMs = CACHE_MS,
  ) {}

  async check(churchId: number, feature: Feature): Promise<FeatureVerdict> {
    const unlocked = await this.unlocked(churchId);
    if (!unlocked) return "subscription_required";
    return unlocked[feature] ? "ok" : "feature_not_available";
  }

  forget(churchId?: number): void {
    if (churchId === undefined) this.cache.clear();
    else this.cache.delete(churchId);
  }

  /** The features the church's current subscription unlocks, or null without an access-giving one. */
  private async unlocked(churchId: number): Promise<FeatureMap | null> {
    const now = this.clock.now().getTime();
    const cached = this.cache.get(churchId);
    if (cached && now - cached.at < this.ttlMs) return cached.unlocked;
    const rows = await this.db
      .select({ status: subscriptions.status, end_date: subscriptions.end_date, features: plans.features })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.plan))
      .where(and(eq(subscriptions.church, churchId), inArray(subscriptions.status, [...ACCESS_STATUSES])));
    const current = currentSubscription(rows);
    const unlocked = current ? unlockedFeatures(current.status, current.features) : null;
    if (this.cache.size >= MAX_CACHED_CHURCHES) this.cache.clear();
    this.cache.set(churchId, { at: now, unlocked });
    return unlocked;
  }
}

/** Installs the gate before any resource is registered. */
export async function featureGateModule(app: FastifyInstance): Promise<void> {
  app.decorate(
    "featureGate",
    new SubscriptionFeatureGate(systemContext(app, "subscriptions.feature-gate").data, app.clock),
  );
}
