import { randomBytes } from "node:crypto";
import { addMonths, divideCents, fromCents, INTERVAL_MONTHS, toCents, todayIso } from "@cm/contracts";
import { and, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db, Tx } from "../../db/client";
import { gateways, invoices, payments, plans, subscriptions, users } from "../../db/tables";
import { recordAudit } from "../../platform/audit";
import { principalOf } from "../../platform/auth/access";
import { AppError, fieldError } from "../../platform/errors";
import { checkDiscount } from "./discounts.service";
import { adapters, type PaymentRow } from "./payment-gateways";
import { accessOf, settleFailure } from "./payment-settlement.service";

type Conn = Db | Tx;
type PlanRow = typeof plans.$inferSelect;
type SubRow = typeof subscriptions.$inferSelect;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * What a church pays for a plan. Moving an ACTIVE subscription to a dearer plan of the same
 * interval and currency is an upgrade: the price difference for the days left of the period,
 * `(new - old) * days_left / days_in_period` in integer cents, rounded half up; the end date stays.
 * Anything else is one full interval at the plan's price, credited from today or from the
 * current end date.
 */
export function chargeFor(
  plan: PlanRow,
  current: SubRow | undefined,
  currentPlan: PlanRow | undefined,
  today: string,
) {
  const upgrade =
    current?.status === "ACTIVE" &&
    currentPlan !== undefined &&
    currentPlan.id !== plan.id &&
    currentPlan.currency === plan.currency &&
    currentPlan.billing_interval === plan.billing_interval &&
    toCents(plan.price) > toCents(currentPlan.price) &&
    current.end_date > today;
  if (!upgrade || !current || !currentPlan) {
    return {
      purpose: "NEW" as const,
      amount: plan.price,
      description: `${plan.name} (${plan.billing_interval.toLowerCase()})`,
    };
  }
  const months = INTERVAL_MONTHS[plan.billing_interval];
  const periodDays = daysBetween(addMonths(current.end_date, -months), current.end_date);
  const daysLeft = Math.min(daysBetween(today, current.end_date), periodDays);
  const difference = toCents(plan.price) - toCents(currentPlan.price);
  const cents = divideCents(difference * BigInt(daysLeft), BigInt(periodDays));
  return {
    purpose: "UPGRADE" as const,
    amount: fromCents(cents),
    description: `Upgrade from ${currentPlan.name} to ${plan.name} for the ${daysLeft} days left until ${current.end_date}`,
  };
}

/** What the church pays today for a plan, with its access-giving subscription. */
export async function quote(db: Conn, church: number, plan: PlanRow, today: string) {
  const current = await accessOf(db, church);
  const [currentPlan] = current ? await db.select().from(plans).where(eq(plans.id, current.plan)) : [];
  return { ...chargeFor(plan, current, currentPlan, today), current };
}

/**
 * Starts a checkout: an issued invoice and a PENDING payment for the caller's church, then the
 * gateway's checkout. A church without a subscription gets a PENDING one that the payment activates.
 */
export async function startPayment(
  db: Db,
  request: FastifyRequest,
  input: { plan: number; gateway: string; discount_code?: string },
) {
  const principal = principalOf(request);
  if (principal.church === null) throw fieldError("non_field_errors", "Choose a church first.");
  const church = principal.church;
  const [plan] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.id, input.plan), eq(plans.is_active, true)));
  if (!plan) throw fieldError("plan", "Choose an active plan.");
  const [gateway] = await db
    .select()
    .from(gateways)
    .where(and(eq(gateways.name, input.gateway as PaymentRow["gateway"]), eq(gateways.is_active, true)));
  if (!gateway) throw fieldError("gateway", "This payment method is not available.");
  const today = todayIso();
  const created = await db.transaction(async (tx) => {
    const { current, ...charge } = await quote(tx, church, plan, today);
    if (charge.purpose === "UPGRADE" && toCents(charge.amount) === 0n) {
      throw fieldError("plan", "Nothing is left to pay for this period; upgrade at renewal.");
    }
    const lines = [{ description: charge.description, amount: charge.amount }];
    let discount: { id: number; off: string } | null = null;
    if (input.discount_code) {
      const checked = await checkDiscount(tx, input.discount_code, plan.id, charge.amount, today);
      if (!checked.valid || !checked.discount) throw fieldError("discount_code", checked.reason);
      discount = { id: checked.discount.id, off: checked.amount_off };
      lines.push({ description: `Discount ${checked.discount.code}`, amount: `-${checked.amount_off}` });
      charge.amount = checked.final_amount;
    }
    const subscription =
      current?.id ??
      (
        await tx
          .insert(subscriptions)
          .values({ church, plan: plan.id, status: "PENDING", start_date: today, end_date: today })
          .returning()
      )[0]?.id;
    if (!subscription) throw new Error("subscription not created");
    const [inv] = await tx
      .insert(invoices)
      .values({
        subscription,
        church,
        amount: charge.amount,
        currency: plan.currency,
        status: "ISSUED",
        issued_at: new Date(),
        due_date: today,
        description: charge.description,
        lines,
      })
      .returning();
    const [row] = await tx
      .insert(payments)
      .values({
        subscription,
        church,
        invoice: inv?.id ?? 0,
        plan: plan.id,
        purpose: charge.purpose,
        discount: discount?.id ?? null,
        discount_amount: discount?.off ?? "0.00",
        amount: charge.amount,
        currency: plan.currency,
        gateway: gateway.name,
        reference: `PAY-${randomBytes(10).toString("hex").toUpperCase()}`,
      })
      .returning();
    const p = row as PaymentRow;
    await recordAudit(tx, {
      principal,
      ip: request.ip,
      action: "process",
      resource: "payments",
      objectId: p.id,
      changes: { plan: plan.id, gateway: gateway.name, amount: p.amount, reference: p.reference },
    });
    return p;
  });
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, principal.id));
  const origin = `${request.protocol}://${request.host}`;
  try {
    const started = await adapters[gateway.name].start(created, gateway, {
      http: request.server.gatewayHttp,
      origin,
      email: user?.email ?? "",
    });
    await db
      .update(payments)
      .set({ gateway_response: { ...created.gateway_response, ...started.response } })
      .where(eq(payments.id, created.id));
    return { payment_id: created.id, reference: created.reference, redirect_url: started.redirect_url };
  } catch (error) {
    request.log.warn({ err: error, reference: created.reference }, "checkout could not start");
    await settleFailure(db, created.reference, { error: "checkout_failed" });
    throw new AppError(
      502,
      "gateway_error",
      "The payment service could not start the checkout. Try again later.",
    );
  }
}
