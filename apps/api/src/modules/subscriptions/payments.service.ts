import { randomBytes } from "node:crypto";
import {
  addMonths,
  divideCents,
  fromCents,
  type GatewayName,
  INTERVAL_MONTHS,
  isTestGateway,
  msg,
  toCents,
  todayIso,
} from "@cm/contracts";
import { and, eq, inArray, notExists } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { invoices, payments, plans, subscriptions } from "../../db/tables";
import { principalOf } from "../../platform/auth/access";
import { fieldError } from "../../platform/errors";
import { theRow } from "../../platform/resources/presenter";
import type { ResourceContext } from "../../platform/resources/resource";
import type { Data } from "../../platform/resources/scoped-data";
import { activeGateway, type GatewayRow, startCheckout } from "../payments";
import { checkDiscount, type DiscountRow } from "./discounts.service";
import { accessOf, subscriptionPayable } from "./payment-settlement.service";

type Conn = Data;
/** Records the calling action's audit row inside the checkout's transaction. */
type Audit = ResourceContext["audit"];
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

/** An active plan by id, or a 400 on the field that named it. */
export async function activePlan(db: Conn, id: number, field = "plan"): Promise<PlanRow> {
  const [plan] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.id, id), eq(plans.is_active, true)));
  if (!plan) throw fieldError(field, msg("Choose an active plan."));
  return plan;
}

export type PricedCheckout = ReturnType<typeof chargeFor> & {
  current: SubRow | undefined;
  currency: string;
  original_amount: string;
  discount: DiscountRow | null;
  discount_amount: string;
  final_amount: string;
  lines: { description: string; amount: string }[];
  /** Why the code given does not apply; empty when it does or when none was given. */
  discount_problem: string;
};

/**
 * The one price of a checkout, shared by `process`, `renew`, `validate_discount` and
 * `apply_discount`: the charge for the plan less the discount code, with the invoice lines.
 * Nothing is reserved: a code counts as used only when its payment succeeds.
 */
export async function priceCheckout(
  db: Conn,
  church: number,
  plan: PlanRow,
  today: string,
  code?: string,
): Promise<PricedCheckout> {
  const { current, ...charge } = await quote(db, church, plan, today);
  const priced: PricedCheckout = {
    ...charge,
    current,
    currency: plan.currency,
    original_amount: charge.amount,
    discount: null,
    discount_amount: "0.00",
    final_amount: charge.amount,
    lines: [{ description: charge.description, amount: charge.amount }],
    discount_problem: "",
  };
  if (!code) return priced;
  const checked = await checkDiscount(db, code, plan.id, charge.amount, today);
  if (!checked.valid || !checked.discount) return { ...priced, discount_problem: checked.reason };
  return {
    ...priced,
    amount: checked.final_amount,
    discount: checked.discount,
    discount_amount: checked.amount_off,
    final_amount: checked.final_amount,
    lines: [
      ...priced.lines,
      { description: `Discount ${checked.discount.code}`, amount: `-${checked.amount_off}` },
    ],
  };
}

/**
 * `process`: starts paying for a plan for the caller's church. A church without a subscription
 * gets a PENDING one that the payment activates.
 */
export async function startPayment(
  db: Data,
  request: FastifyRequest,
  input: { plan: number; gateway: GatewayName; discount_code?: string },
  audit: Audit,
) {
  const church = principalOf(request).church;
  if (church === null) throw fieldError("non_field_errors", msg("Choose a church first."));
  const plan = await activePlan(db, input.plan);
  const gateway = await activeGateway(db, input.gateway);
  return openCheckout(db, request, { church, plan, gateway, discountCode: input.discount_code }, audit);
}

export type CheckoutRequest = {
  church: number;
  plan: PlanRow;
  gateway: GatewayName | GatewayRow;
  discountCode?: string | undefined;
  /** The subscription a payment renews when the church has none that gives access (an EXPIRED one). */
  renews?: SubRow;
  /** A renewal names its period: the invoice's description and first line. */
  description?: string;
};

/**
 * Opens a checkout: an issued invoice and a PENDING payment priced by `priceCheckout`, then the
 * gateway's checkout. Answers where to send the browser. A gateway that cannot start fails the
 * payment and answers 502. Through a gateway that takes no money (the sandbox), the payment and
 * its invoice are test ones (`is_test`).
 */
export async function openCheckout(db: Data, request: FastifyRequest, order: CheckoutRequest, audit: Audit) {
  const { church, plan } = order;
  const gateway = typeof order.gateway === "string" ? await activeGateway(db, order.gateway) : order.gateway;
  const now = request.server.clock.now();
  const today = todayIso(now);
  const isTest = isTestGateway(gateway.name);
  const created = await db.transaction(async (tx) => {
    const priced = await priceCheckout(tx, church, plan, today, order.discountCode);
    if (priced.discount_problem) throw fieldError("discount_code", priced.discount_problem);
    if (priced.purpose === "UPGRADE" && toCents(priced.original_amount) === 0n) {
      throw fieldError("plan", msg("Nothing is left to pay for this period; upgrade at renewal."));
    }
    const [first, ...rest] = priced.lines;
    const lines =
      order.description && first ? [{ ...first, description: order.description }, ...rest] : priced.lines;
    const description = order.description ?? priced.description;
    const subscription =
      priced.current?.id ??
      order.renews?.id ??
      (
        await tx
          .insert(subscriptions)
          .values({ church, plan: plan.id, status: "PENDING", start_date: today, end_date: today })
          .returning()
      )[0]?.id;
    if (!subscription) throw new Error("subscription not created");
    const invoice = await invoiceFor(tx, {
      renewal: order.description !== undefined,
      subscription,
      church,
      amount: priced.final_amount,
      currency: plan.currency,
      description,
      lines,
      today,
      now,
      isTest,
    });
    const p = theRow(
      await tx
        .insert(payments)
        .values({
          subscription,
          church,
          invoice,
          plan: plan.id,
          purpose: priced.purpose,
          discount: priced.discount?.id ?? null,
          discount_amount: priced.discount_amount,
          amount: priced.final_amount,
          currency: plan.currency,
          gateway: gateway.name,
          reference: `PAY-${randomBytes(10).toString("hex").toUpperCase()}`,
          is_test: isTest,
        })
        .returning(),
    );
    await audit(
      {
        objectId: order.renews?.id ?? p.id,
        changes: { plan: plan.id, gateway: gateway.name, amount: p.amount, reference: p.reference },
      },
      tx,
    );
    return p;
  });
  return startCheckout(db, request, subscriptionPayable, created, gateway);
}

/**
 * The invoice a checkout charges. An open invoice with the same description and lines that no
 * live payment is paying (a failed attempt's, or the scheduler's renewal invoice for the period)
 * is charged again rather than issuing a second one. A renewal invoice of the period that differs
 * (the church brought a discount code) is voided and replaced, so one period has one open invoice.
 * The invoice is a test one exactly when the payment now charging it is.
 */
async function invoiceFor(
  tx: Data,
  charge: {
    renewal: boolean;
    subscription: number;
    church: number;
    amount: string;
    currency: string;
    description: string;
    lines: { description: string; amount: string }[];
    today: string;
    now: Date;
    isTest: boolean;
  },
): Promise<number> {
  const [open] = await tx
    .select({ id: invoices.id, amount: invoices.amount, lines: invoices.lines, is_test: invoices.is_test })
    .from(invoices)
    .where(
      and(
        eq(invoices.subscription, charge.subscription),
        eq(invoices.status, "ISSUED"),
        eq(invoices.description, charge.description),
        notExists(
          tx
            .select({ id: payments.id })
            .from(payments)
            .where(
              and(eq(payments.invoice, invoices.id), inArray(payments.status, ["PENDING", "SUCCEEDED"])),
            ),
        ),
      ),
    )
    .limit(1);
  const same = (a: { description: string; amount: string }[]) =>
    JSON.stringify(a.map((l) => [l.description, l.amount])) ===
    JSON.stringify(charge.lines.map((l) => [l.description, l.amount]));
  if (open && open.amount === charge.amount && same(open.lines)) {
    if (open.is_test !== charge.isTest)
      await tx.update(invoices).set({ is_test: charge.isTest }).where(eq(invoices.id, open.id));
    return open.id;
  }
  if (open && charge.renewal)
    await tx.update(invoices).set({ status: "VOID" }).where(eq(invoices.id, open.id));
  const [inv] = await tx
    .insert(invoices)
    .values({
      subscription: charge.subscription,
      church: charge.church,
      amount: charge.amount,
      currency: charge.currency,
      status: "ISSUED",
      issued_at: charge.now,
      due_date: charge.today,
      description: charge.description,
      lines: charge.lines,
      is_test: charge.isTest,
    })
    .returning({ id: invoices.id });
  if (!inv) throw new Error("invoice not created");
  return inv.id;
}
