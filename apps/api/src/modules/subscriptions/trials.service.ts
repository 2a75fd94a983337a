import { addDays, givesAccess, msg, todayIso } from "@cm/contracts";
import { and, asc, eq, gt } from "drizzle-orm";
import { plans, subscriptions } from "../../db/tables";
import { fieldError, ValidationError } from "../../platform/errors";
import type { Scoped } from "../../platform/resources/scoped";
import type { Data } from "../../platform/resources/scoped-data";

type Conn = Data;
type PlanRow = typeof plans.$inferSelect;

/** One free trial per church, ever, and none while a subscription gives access. */
export async function trialEligibility(db: Conn, church: Scoped) {
  const rows = await db
    .select({ status: subscriptions.status, is_trial: subscriptions.is_trial })
    .from(subscriptions)
    .where(church.where());
  if (rows.some((r) => r.is_trial)) {
    return { eligible: false, reason: msg("This church has already used its free trial.") };
  }
  if (rows.some((r) => givesAccess(r.status))) {
    return { eligible: false, reason: msg("This church already has an active subscription.") };
  }
  return { eligible: true, reason: msg("This church has not used its free trial yet.") };
}

/** The trial plan a newly approved church starts on: the first active plan with trial days. */
export async function firstTrialPlan(db: Conn): Promise<PlanRow | undefined> {
  const [plan] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.is_active, true), gt(plans.trial_days, 0)))
    .orderBy(asc(plans.id))
    .limit(1);
  return plan;
}

/** Starts the church's free trial on a plan for the plan's trial days; refuses when not eligible. */
export async function startTrial(db: Conn, church: Scoped, planId: number, now: Date) {
  const [plan] = await db.select().from(plans).where(eq(plans.id, planId));
  if (!plan?.is_active || plan.trial_days <= 0) {
    throw fieldError("plan", msg("Choose an active plan that offers a free trial."));
  }
  const eligibility = await trialEligibility(db, church);
  if (!eligibility.eligible) throw new ValidationError({ non_field_errors: [eligibility.reason] });
  if (church.church === undefined) throw new Error("A trial starts for one church");
  const today = todayIso(now);
  const [row] = await db
    .insert(subscriptions)
    .values({
      church: church.church,
      plan: plan.id,
      status: "TRIAL",
      start_date: today,
      end_date: addDays(today, plan.trial_days),
      is_trial: true,
      auto_renew: false,
    })
    .returning();
  if (!row) throw new Error("The trial could not be created");
  return row;
}
