import {
  addDays,
  addMonths,
  currentSubscription,
  INTERVAL_MONTHS,
  msg,
  RENEWAL_WINDOW_DAYS,
  type renewSubscriptionInput,
  todayIso,
} from "@cm/contracts";
import { and, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import { changeRequests, plans, subscriptions } from "../../db/tables";
import { fieldError } from "../../platform/errors";
import { outsideTransaction } from "../../platform/resources/outside-transaction";
import type { ResourceContext } from "../../platform/resources/resource";
import type { Data } from "../../platform/resources/scoped-data";
import { statusWord } from "../../platform/status-words";
import { accessOf } from "./payment-settlement.service";
import { openCheckout } from "./payments.service";
import { subscriptionsOfChurch } from "./subscriptions.service";

/** How a renewal names its period, on its invoice and on the scheduler's renewal invoice alike. */
export const renewalDescription = (plan: string, from: string, until: string) =>
  `Renewal of ${plan} from ${from} to ${until}`;

/**
 * `renew`: pays one more billing interval of a subscription on its own plan, through the same
 * checkout as `process`. GRACE_PERIOD and EXPIRED subscriptions renew at any time, an ACTIVE one
 * in its last RENEWAL_WINDOW_DAYS days; once paid, the period runs from the later of today and
 * the end date (`creditPayment`). A TRIAL, CANCELLED or PENDING subscription is not renewed: the
 * church chooses a plan instead.
 */
export async function renewSubscription(ctx: ResourceContext, input: z.infer<typeof renewSubscriptionInput>) {
  const db = outsideTransaction(ctx.unscoped("payments.settlement"));
  const request = ctx.request;
  const mine = await ctx.scoped({ resource: "subscriptions" });
  const sub =
    input.subscription === undefined
      ? await currentOfCaller(db, ctx)
      : (
          await db
            .select()
            .from(subscriptions)
            .where(mine.where(eq(subscriptions.id, input.subscription)))
        )[0];
  if (!sub)
    throw fieldError("subscription", msg("There is no subscription to renew. Choose a plan to subscribe."));
  const today = todayIso(ctx.now);
  if (sub.status === "TRIAL") {
    throw fieldError("subscription", msg("A free trial is not renewed: choose a plan to subscribe."));
  }
  if (sub.status === "CANCELLED" || sub.status === "PENDING") {
    throw fieldError(
      "subscription",
      msg("This subscription is {status}; choose a plan to subscribe again.", {
        status: statusWord(sub.status),
      }),
    );
  }
  if (sub.status === "ACTIVE" && sub.end_date > addDays(today, RENEWAL_WINDOW_DAYS)) {
    throw fieldError(
      "subscription",
      msg("This subscription runs until {end}; it can be renewed from {from}.", {
        end: sub.end_date,
        from: addDays(sub.end_date, -RENEWAL_WINDOW_DAYS),
      }),
    );
  }
  if (sub.status === "EXPIRED" && (await accessOf(db, sub.church))) {
    throw fieldError("subscription", msg("Your church already has a subscription in use; renew that one."));
  }
  const [waiting] = await db
    .select({ type: changeRequests.request_type, date: changeRequests.effective_date })
    .from(changeRequests)
    .where(
      and(
        eq(changeRequests.subscription, sub.id),
        inArray(changeRequests.status, ["PENDING", "APPROVED"]),
        inArray(changeRequests.request_type, ["RENEW", "CANCEL"]),
      ),
    )
    .limit(1);
  if (waiting) {
    throw fieldError(
      "subscription",
      msg(
        "A {type, select, RENEW {renewal} other {cancellation}} of this subscription is already set for {date}.",
        {
          type: waiting.type,
          date: waiting.date,
        },
      ),
    );
  }
  const [plan] = await db.select().from(plans).where(eq(plans.id, sub.plan));
  if (!plan?.is_active) {
    throw fieldError("subscription", msg("Its plan is no longer offered; choose another plan to subscribe."));
  }
  const from = sub.status === "EXPIRED" || sub.end_date < today ? today : sub.end_date;
  return openCheckout(
    db,
    request,
    {
      church: sub.church,
      plan,
      gateway: input.gateway,
      discountCode: input.discount_code,
      renews: sub,
      description: renewalDescription(
        plan.name,
        from,
        addMonths(from, INTERVAL_MONTHS[plan.billing_interval]),
      ),
    },
    ctx.audit,
  );
}

/** The caller's church's current subscription by the specification's rule. */
async function currentOfCaller(db: Data, ctx: ResourceContext) {
  const church = ctx.principal?.church ?? null;
  if (church === null) throw fieldError("subscription", msg("Choose the subscription to renew."));
  return currentSubscription(
    await subscriptionsOfChurch(db, await ctx.scoped({ church, resource: "subscriptions" })),
  );
}
