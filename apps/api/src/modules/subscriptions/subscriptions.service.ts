import {
  ACCESS_STATUSES,
  addMonths,
  type cancelSubscriptionInput,
  currentSubscription,
  currentSubscriptionAnswer,
  DEFAULT_CANCELLATION_REASON,
  givesAccess,
  INTERVAL_MONTHS,
  msg,
  subscription,
  subscriptionDaysRemaining,
  todayIso,
  unlockedFeatures,
} from "@cm/contracts";
import { desc, eq, inArray, ne } from "drizzle-orm";
import type { z } from "zod";
import { churches, plans, subscriptions } from "../../db/tables";
import type { Principal } from "../../platform/auth/principal";
import { AppError, fieldError, notFound } from "../../platform/errors";
import { presenter, presentOne } from "../../platform/resources/presenter";
import type { ResourceContext, RowOf, WriteData } from "../../platform/resources/resource";
import type { Scoped } from "../../platform/resources/scoped";
import type { Data } from "../../platform/resources/scoped-data";
import { statusWord } from "../../platform/status-words";
import { pendingChangeOf } from "./change-requests.service";

type Conn = Data;
type SubscriptionRow = RowOf<typeof subscriptions>;
type SubscriptionData = WriteData<typeof subscriptions>;
const present = presenter(subscription);
const presentCurrent = presenter(currentSubscriptionAnswer);

/**
 * Adds what the API computes to a page of subscriptions: the plan's and church's names,
 * days remaining, grace and the features unlocked now. One query per page for each of plans
 * and churches, whatever the page size.
 */
export async function decorateSubscriptions(db: Conn, rows: SubscriptionRow[], today: Date) {
  if (rows.length === 0) return [];
  const planIds = [...new Set(rows.map((r) => r.plan))];
  const churchIds = [...new Set(rows.map((r) => r.church))];
  const planRows = await db
    .select({ id: plans.id, name: plans.name, features: plans.features })
    .from(plans)
    .where(inArray(plans.id, planIds));
  const churchRows = await db
    .select({ id: churches.id, name: churches.name })
    .from(churches)
    .where(inArray(churches.id, churchIds));
  const planOf = new Map(planRows.map((p) => [p.id, p]));
  const churchName = new Map(churchRows.map((c) => [c.id, c.name]));
  return rows.map((s) => {
    const p = planOf.get(s.plan);
    return {
      ...s,
      plan_name: p?.name ?? "",
      church_name: churchName.get(s.church) ?? "",
      days_remaining: subscriptionDaysRemaining(s, today),
      is_in_grace_period: s.status === "GRACE_PERIOD",
      has_feature: unlockedFeatures(s.status, p?.features),
    };
  });
}

/** Subscriptions as the API shows them. */
export async function presentSubscriptions(db: Conn, rows: SubscriptionRow[], now: Date) {
  return (await decorateSubscriptions(db, rows, now)).map(present);
}

/** Every subscription of the church a scope is narrowed to, newest first. */
export const subscriptionsOfChurch = (db: Conn, church: Scoped) =>
  db
    .select()
    .from(subscriptions)
    .where(church.where())
    .orderBy(desc(subscriptions.created_at), desc(subscriptions.id));

/**
 * The church's current subscription by the specification's rule, with its pending change
 * (or null); a clear 404 when the church has none.
 */
export async function currentOf(
  db: Conn,
  principal: Principal | null,
  churchId: number | undefined,
  scopeOf: (church: number | undefined) => Promise<Scoped>,
  now: Date,
) {
  if (churchId === undefined && (principal?.church ?? null) === null) {
    throw new AppError(404, "no_church", msg("You are not linked to a church yet."));
  }
  const rows = await subscriptionsOfChurch(db, await scopeOf(churchId));
  const current = currentSubscription(rows);
  if (!current) {
    throw new AppError(
      404,
      "no_subscription",
      msg("This church has no subscription yet. Choose a plan to start one."),
    );
  }
  const [decorated] = await decorateSubscriptions(db, [current], now);
  return presentCurrent({ ...decorated, pending_change: await pendingChangeOf(db, current.id) });
}

/**
 * Rules of the super admin's writes: the end date defaults to one billing interval after the
 * start, never comes before it, and a church has at most one subscription that gives access.
 */
export async function prepareSubscriptionWrite(
  ctx: ResourceContext,
  data: SubscriptionData,
  existing: SubscriptionRow | null,
) {
  const out: SubscriptionData = { ...data };
  const church = Number(existing?.church ?? data.church);
  const start = String(data.start_date ?? existing?.start_date ?? todayIso(ctx.now));
  out.start_date = start;
  if (data.end_date === undefined && !existing) {
    const [plan] = await ctx.data
      .select({ interval: plans.billing_interval })
      .from(plans)
      .where(eq(plans.id, Number(data.plan)));
    out.end_date = addMonths(start, INTERVAL_MONTHS[plan?.interval ?? "MONTHLY"]);
  }
  const end = String(out.end_date ?? existing?.end_date);
  if (end < start) throw fieldError("end_date", msg("The end date cannot be before the start date."));
  const status = data.status ?? existing?.status;
  if (status && givesAccess(status))
    await assertNoOtherAccess(ctx.data, await ctx.scoped({ church }), existing?.id);
  if (status === "CANCELLED" && existing?.status !== "CANCELLED") out.cancelled_at = ctx.now;
  ctx.request.server.featureGate.forget(church);
  return out;
}

async function assertNoOtherAccess(db: Conn, church: Scoped, exceptId: number | undefined) {
  const [other] = await db
    .select({ id: subscriptions.id, status: subscriptions.status })
    .from(subscriptions)
    .where(
      church.where(
        inArray(subscriptions.status, [...ACCESS_STATUSES]),
        exceptId === undefined ? undefined : ne(subscriptions.id, exceptId),
      ),
    )
    .limit(1);
  if (other) {
    throw fieldError(
      "status",
      msg("This church already has a subscription in {status} (number {number}). End it first.", {
        status: statusWord(other.status),
        number: other.id,
      }),
    );
  }
}

/** Cancels a subscription now: no access from here on; a future date is a change request instead. */
export async function cancelSubscription(
  ctx: ResourceContext,
  input: z.infer<typeof cancelSubscriptionInput>,
) {
  const mine = await ctx.scoped({ resource: "subscriptions" });
  const [row] = await mine.rows(subscriptions, eq(subscriptions.id, input.subscription));
  if (!row) throw notFound();
  if (row.status === "CANCELLED" || row.status === "EXPIRED") {
    throw fieldError(
      "subscription",
      msg("This subscription is already {status}.", { status: statusWord(row.status) }),
    );
  }
  const today = todayIso(ctx.now);
  const date = input.cancellation_date ?? today;
  if (date > today) {
    throw fieldError(
      "cancellation_date",
      msg("Choose today or an earlier date. To cancel at a later date, request a cancellation change."),
    );
  }
  if (date < row.start_date) {
    throw fieldError("cancellation_date", msg("The cancellation cannot be before the subscription started."));
  }
  const [updated] = await ctx.data
    .update(subscriptions)
    .set({
      status: "CANCELLED",
      cancelled_at: ctx.now,
      end_date: date < row.end_date ? date : row.end_date,
      auto_renew: false,
      cancellation_reason: input.reason?.trim() || DEFAULT_CANCELLATION_REASON,
      cancellation_feedback: input.feedback ?? "",
    })
    .where(eq(subscriptions.id, row.id))
    .returning();
  const gate = ctx.request.server.featureGate;
  ctx.afterCommit(async () => gate.forget(row.church));
  return presentOne(updated, (rows) => decorateSubscriptions(ctx.data, rows, ctx.now), present);
}
