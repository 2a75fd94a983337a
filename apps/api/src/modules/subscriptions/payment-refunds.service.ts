import { addDays, givesAccess, msg, todayIso } from "@cm/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { invoices, paymentCredits, payments, subscriptions } from "../../db/tables";
import { AppError } from "../../platform/errors";
import { translated } from "../../platform/i18n";
import { theRow } from "../../platform/resources/presenter";
import type { ResourceContext } from "../../platform/resources/resource";
import type { Data } from "../../platform/resources/scoped-data";
import { statusWord } from "../../platform/status-words";
import { type PaymentRow, paymentRefunded, refundThroughGateway } from "../payments";
import { presentPayment, type RefundRecord } from "./payment-settlement.service";

/** A refund that started this long ago and never finished (the process stopped) may be tried again. */
const STALE_CLAIM = "5 minutes";
/** The reason a subscription records when a refund ends it. */
export const REFUND_CANCELLATION_REASON = "Payment refunded";

const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * Refunds a succeeded payment in full through its gateway, once. The payment is claimed first
 * (a conditional update), so concurrent calls cannot both reach the gateway; then the gateway
 * is asked, with no transaction held open meanwhile. A refusal releases the claim and leaves the
 * payment SUCCEEDED (502); an acceptance marks the payment and its invoice REFUNDED, records the
 * amount and time, and takes back what the payment gave the subscription (`takeBack`).
 */
export async function refundPayment(
  db: Data,
  request: FastifyRequest,
  row: PaymentRow,
  audit: ResourceContext["audit"],
) {
  const [claimed] = await db
    .update(payments)
    .set({
      gateway_response: sql`${payments.gateway_response} || jsonb_build_object('refund_started_at', now())`,
    })
    .where(
      and(
        eq(payments.id, row.id),
        eq(payments.status, "SUCCEEDED"),
        sql`(${payments.gateway_response}->>'refund_started_at' is null or (${payments.gateway_response}->>'refund_started_at')::timestamptz < now() - ${STALE_CLAIM}::interval)`,
      ),
    )
    .returning();
  if (!claimed) throw await notRefundable(db, row.id);

  const result = await refundThroughGateway(db, request, claimed);
  if (!result.refunded) {
    await db
      .update(payments)
      .set({ gateway_response: sql`${payments.gateway_response} - 'refund_started_at'` })
      .where(eq(payments.id, row.id));
    // The app's own reasons in the reader's words; a gateway's as it gave it.
    const said = translated(request.language, result.message);
    const reason = /[.!?]$/.test(said) ? said : `${said}.`;
    throw new AppError(
      502,
      "refund_failed",
      msg("The payment service did not refund this payment: {reason} The payment is unchanged.", { reason }),
    );
  }

  const church = await db.transaction(async (tx) => {
    const refund: RefundRecord = {
      amount: claimed.amount,
      refunded_at: request.server.clock.now().toISOString(),
      note: result.note,
    };
    await tx
      .update(payments)
      .set({
        status: "REFUNDED",
        gateway_response: sql`(${payments.gateway_response} - 'refund_started_at') || ${JSON.stringify({ refund: { ...refund, ...result.response } })}::jsonb`,
      })
      .where(and(eq(payments.id, row.id), eq(payments.status, "SUCCEEDED")));
    await tx.update(invoices).set({ status: "REFUNDED" }).where(eq(invoices.id, row.invoice));
    const effect = await takeBack(tx, claimed, request.server.clock.now());
    await paymentRefunded(tx, { payment: claimed, months: 0, now: request.server.clock.now() });
    await audit(
      {
        objectId: row.id,
        changes: { reference: row.reference, amount: refund.amount, subscription: effect },
      },
      tx,
    );
    return claimed.church;
  });
  request.server.featureGate.forget(church);
  const updated = theRow(await db.select().from(payments).where(eq(payments.id, row.id)));
  return presentPayment(db, updated);
}

/** Why a payment that could not be claimed is not refunded now: already, in progress, or not paid. */
async function notRefundable(db: Data, id: number) {
  const [now] = await db.select().from(payments).where(eq(payments.id, id));
  if (now?.status === "REFUNDED")
    return new AppError(409, "invalid_status", msg("This payment is already refunded."));
  if (now?.status === "SUCCEEDED") {
    return new AppError(409, "refund_in_progress", msg("A refund of this payment is already under way."));
  }
  return new AppError(
    409,
    "invalid_status",
    msg("Only a succeeded payment can be refunded; this one is {status}.", {
      status: statusWord(now?.status ?? "GONE"),
    }),
  );
}

/**
 * What a refund does to the subscription the payment credited, if that subscription still gives
 * access: an upgrade goes back to the plan the church had; any other payment gives back exactly
 * the days it added. If no day is left after that, the subscription is CANCELLED today with the
 * reason "Payment refunded" (a church whose payment was returned gets no grace period).
 * Answers what changed, for the audit log.
 */
async function takeBack(tx: Data, p: PaymentRow, now: Date): Promise<Record<string, unknown>> {
  const [credit] = await tx.select().from(paymentCredits).where(eq(paymentCredits.payment, p.id));
  if (!credit) return {};
  const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, credit.subscription));
  if (!sub || !givesAccess(sub.status)) return { id: credit.subscription, unchanged: true };
  if (p.purpose === "UPGRADE") {
    const previous = p.gateway_response.upgraded_from_plan;
    if (typeof previous !== "number" || sub.plan !== p.plan) return { id: sub.id, unchanged: true };
    await tx.update(subscriptions).set({ plan: previous }).where(eq(subscriptions.id, sub.id));
    return { id: sub.id, plan: previous };
  }
  const creditDay = dayOf(credit.created_at);
  const from =
    credit.previous_end_date && credit.previous_end_date > creditDay ? credit.previous_end_date : creditDay;
  const end = addDays(sub.end_date, -Math.max(0, daysBetween(from, credit.end_date)));
  const today = todayIso(now);
  if (end > today) {
    await tx.update(subscriptions).set({ end_date: end }).where(eq(subscriptions.id, sub.id));
    return { id: sub.id, end_date: end };
  }
  const endDate = end < sub.start_date ? sub.start_date : end;
  await tx
    .update(subscriptions)
    .set({
      status: "CANCELLED",
      end_date: endDate,
      cancelled_at: now,
      auto_renew: false,
      cancellation_reason: REFUND_CANCELLATION_REASON,
    })
    .where(eq(subscriptions.id, sub.id));
  return { id: sub.id, status: "CANCELLED", end_date: endDate };
}
