import { FEATURE_LABELS, type Feature, msg, reachOf } from "@cm/contracts";
import type { Principal } from "./auth/principal";
import { AppError } from "./errors";

/** Whether a church may use a feature now, and if not, why. */
export type FeatureVerdict = "ok" | "subscription_required" | "feature_not_available";

/**
 * What the resource mechanism asks before a feature-gated call. The platform knows no
 * subscriptions: the subscriptions module implements this and installs it as `app.featureGate`.
 */
export interface FeatureGate {
  check(churchId: number, feature: Feature): Promise<FeatureVerdict>;
  /** Drops cached answers for one church (or all) after a subscription or plan changes. */
  forget(churchId?: number): void;
}

declare module "fastify" {
  interface FastifyInstance {
    featureGate: FeatureGate;
  }
}

/**
 * Refuses a gated call by a user who works inside one church (local roles, FINANCE_MANAGER,
 * VIEWER, MEMBER) unless that church's current subscription gives access and includes the
 * feature. National and regional officers serve many churches and are not gated.
 */
export async function requireFeature(
  gate: FeatureGate,
  p: Principal | null,
  feature: Feature,
): Promise<void> {
  if (!p || reachOf(p.role) !== "church") return;
  const verdict = p.church === null ? "subscription_required" : await gate.check(p.church, feature);
  if (verdict === "ok") return;
  const label = FEATURE_LABELS[feature];
  const detail =
    verdict === "subscription_required"
      ? msg(
          "{feature} needs an active subscription, and your church does not have one. Choose a plan to continue.",
          { feature: label },
        )
      : msg("{feature} is not included in your church's plan. Upgrade your plan to use it.", {
          feature: label,
        });
  throw new AppError(403, verdict, detail, {}, { feature });
}
