import { ACCESS_STATUSES, addMonths, INTERVAL_MONTHS, payment, todayIso } from "@cm/contracts";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { invoices, paymentCredits, payments, plans, subscriptions } from "../../db/tables";
import { recordAudit } from "../../platform/audit";
import { notFound } from "../../platform/errors";
import { presenter, presentOne, theRow } from "../../platform/resources/presenter";
import type { Row } from "../../platform/resources/resource";
import type { Scoped } from "../../platform/resources/scoped";
import type { Data } from "../../platform/resources/scoped-data";
import {
  askGateway,
  markPaid,
  type Payable,
  type PaymentRow,
  paymentCredited,
  registerPayable,
  statusPage,
} from "../payments";
import { useDiscount } from "./discounts.service";

type Conn = Data;
const present = presenter(payment);

/** What a refund recorded on its payment (in `gateway_response.refund`). */
const refundRecord = z.object({ amount: z.string(), refunded_at: z.string(), note: z.string() });
export type RefundRecord = z.infer<typeof refundRecord>;
/** The refund a payment recorded, as far as it was written (none when there is no refund object). */
const refundOf = (r: PaymentRow) => refundRecord.partial().safeParse(r.gateway_response.refund).data ?? null;

/** Adds the plan's name and the refund's figures to a page of payments (one query a page). */
export async function decoratePayments(db: Conn, rows: PaymentRow[]): Promise<Row[]> {
  if (rows.length === 0) return rows;
  const ids = [...new Set(rows.map((r) => Number(r.plan)))];
  const names = await db.select({ id: plans.id, name: plans.name }).from(plans).where(inArray(plans.id, ids));
  const nameOf = new Map(names.map((p) => [p.id, p.name]));
  return rows.map((r) => {
    const refund = refundOf(r);
    return {
      ...r,
      plan_name: nameOf.get(Number(r.plan)) ?? "",
      refund_amount: refund?.amount ?? null,
      refunded_at: refund?.refunded_at ?? null,
      refund_note: refund?.note ?? "",
    };
  });
}
export const presentPayment = (db: Conn, row: PaymentRow | undefined) =>
  presentOne(row, (rows) => decoratePayments(db, rows), present);

/** The church's subscription that gives access now, if any. */
export const accessOf = async (db: Conn, church: number) =>
  (
    await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.church, church), inArray(subscriptions.status, [...ACCESS_STATUSES])))
      .limit(1)
  )[0];

/** A payment of the caller's reach by its reference (another church's is 404). */
export async function paymentByReference(db: Conn, mine: Scoped, reference: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(mine.where(eq(payments.reference, reference)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** Asks the payment's gateway how it ended and settles it; a payment already settled stays as it is. */
export async function verifyPayment(db: Data, request: FastifyRequest, row: PaymentRow) {
  await askGateway(db, request, subscriptionPayable, row);
  const p = theRow(await db.select().from(payments).where(eq(payments.id, row.id)));
  return {
    payment_id: p.id,
    reference: p.reference,
    status: p.status,
    subscription: p.subscription,
    invoice: p.invoice,
  };
}

/**
 * Credits a payment at most once: only the caller whose conditional update moves it from PENDING
 * to SUCCEEDED goes on (others find it settled and do nothing), and the unique credit row backs
 * that up. The winner activates or extends the subscription, marks the invoice PAID and audits.
 * Answers the church credited, or null when this call was not the one. Call it inside a transaction.
 */
export async function creditPayment(
  tx: Data,
  request: FastifyRequest,
  reference: string,
  response: Record<string, unknown>,
) {
  const now = request.server.clock.now();
  const won = await markPaid(tx, payments, reference, response, now);
  if (!won) return null;
  const [plan] = await tx.select().from(plans).where(eq(plans.id, won.plan));
  if (!plan) throw new Error("payment without plan");
  const today = todayIso(now);
  const current = await accessOf(tx, won.church);
  const target =
    current ?? (await tx.select().from(subscriptions).where(eq(subscriptions.id, won.subscription)))[0];
  if (!target) throw new Error("payment without subscription");
  const months = INTERVAL_MONTHS[plan.billing_interval];
  // An upgrade keeps the period; anything else adds one interval from the later of today and
  // the end date, so a church renewing in grace pays from today, not for days already gone.
  const end =
    won.purpose === "UPGRADE" && current
      ? current.end_date
      : addMonths(current && current.end_date > today ? current.end_date : today, months);
  if (won.purpose === "UPGRADE" && current) {
    // Kept so that a refund of the upgrade can put the church back on its plan.
    await tx
      .update(payments)
      .set({
        gateway_response: sql`${payments.gateway_response} || ${JSON.stringify({ upgraded_from_plan: current.plan })}::jsonb`,
      })
      .where(eq(payments.id, won.id));
  }
  await tx
    .update(subscriptions)
    .set({ plan: plan.id, status: "ACTIVE", end_date: end, ...(current ? {} : { start_date: today }) })
    .where(eq(subscriptions.id, target.id));
  // A code counts as used only once its payment succeeds, and never past its limit.
  if (won.discount !== null) await useDiscount(tx, won.discount);
  await tx.insert(paymentCredits).values({
    payment: won.id,
    subscription: target.id,
    previous_end_date: current?.end_date ?? null,
    end_date: end,
  });
  // Other domains' work on this credit (an affiliate's reward) shares its transaction and its once.
  await paymentCredited(tx, { payment: won, months: won.purpose === "UPGRADE" ? 0 : months, now });
  await tx
    .update(invoices)
    .set({ status: "PAID", paid_at: now })
    .where(and(eq(invoices.id, won.invoice), inArray(invoices.status, ["DRAFT", "ISSUED"])));
  await recordAudit(tx, {
    principal: request.principal,
    ip: request.ip,
    action: "credit",
    resource: "payments",
    objectId: won.id,
    changes: { reference, subscription: target.id, end_date: end },
  });
  return won.church;
}

/** Payments for plans: crediting one extends the church's subscription, whose features change. */
export const subscriptionPayable: Payable = {
  table: payments,
  credit: async (tx, request, reference, response) => {
    const church = await creditPayment(tx, request, reference, response);
    return church === null ? undefined : () => request.server.featureGate.forget(church);
  },
  returnPage: statusPage,
};
registerPayable(subscriptionPayable);
