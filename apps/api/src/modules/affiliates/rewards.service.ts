import { divideCents, fromCents, toCents } from "@cm/contracts";
import { and, eq, inArray, sql } from "drizzle-orm";
import {
  affiliateProfiles,
  affiliateReferrals,
  affiliateRewards,
  affiliateWithdrawals,
  churches,
} from "../../db/tables";
import type { Row } from "../../platform/resources/resource";
import type { Data } from "../../platform/resources/scoped-data";
import { onPaymentCredited, onPaymentRefunded, type PaymentEvent } from "../payments";
import { settingsOf } from "./affiliate-settings.service";

type Conn = Data;
const DAY_MS = 86_400_000;

/**
 * The reward of a credited subscription payment of a referred church, in the crediting
 * transaction (so it exists exactly when the credit does): the programme's percentage of the
 * months still rewarded (the first `reward_months` of the church's paid months), in the payment's
 * currency. The referral turns CONVERTED on the church's first credited payment; an affiliate who
 * is not ACTIVE then earns nothing from it. The unique payment index backs up the once. A test
 * payment (the sandbox's) moved no money: it earns nothing and converts nothing.
 */
export async function rewardCredit(tx: Conn, { payment, months, now }: PaymentEvent): Promise<void> {
  if (payment.is_test) return;
  const [referral] = await tx
    .select()
    .from(affiliateReferrals)
    .where(eq(affiliateReferrals.church, payment.church))
    .for("update");
  if (!referral) return;
  if (referral.status !== "CONVERTED") {
    await tx
      .update(affiliateReferrals)
      .set({ status: "CONVERTED", converted_at: now, registered_at: referral.registered_at ?? now })
      .where(eq(affiliateReferrals.id, referral.id));
  }
  if (months <= 0) return;
  const [profile] = await tx
    .select({ status: affiliateProfiles.status })
    .from(affiliateProfiles)
    .where(eq(affiliateProfiles.id, referral.affiliate));
  if (profile?.status !== "ACTIVE") return;
  const settings = await settingsOf(tx);
  const [counted] = await tx
    .select({ months: sql<number>`coalesce(sum(${affiliateRewards.months}), 0)::int` })
    .from(affiliateRewards)
    .where(and(eq(affiliateRewards.referral, referral.id), eq(affiliateRewards.is_reversed, false)));
  const rewarded = Math.min(months, settings.reward_months - (counted?.months ?? 0));
  if (rewarded <= 0) return;
  // amount x (rewarded / months) x (percentage / 100), in exact cents; percentage has two places.
  const amount = divideCents(
    toCents(payment.amount) * BigInt(rewarded) * toCents(settings.reward_percentage),
    BigInt(months) * 10_000n,
  );
  if (amount <= 0n) return;
  await tx
    .insert(affiliateRewards)
    .values({
      affiliate: referral.affiliate,
      affiliate_user: referral.affiliate_user,
      referral: referral.id,
      church: payment.church,
      payment: payment.id,
      payment_amount: payment.amount,
      percentage: settings.reward_percentage,
      months: rewarded,
      amount: fromCents(amount),
      currency: payment.currency,
      available_at: new Date(now.getTime() + settings.hold_days * DAY_MS),
      created_at: now,
    })
    .onConflictDoNothing({ target: affiliateRewards.payment });
}

/** A refunded payment takes its reward back (kept, marked reversed, so the history stays true). */
export async function reverseReward(tx: Conn, { payment, now }: PaymentEvent): Promise<void> {
  await tx
    .update(affiliateRewards)
    .set({ is_reversed: true, reversed_at: now })
    .where(and(eq(affiliateRewards.payment, payment.id), eq(affiliateRewards.is_reversed, false)));
}

onPaymentCredited(rewardCredit);
onPaymentRefunded(reverseReward);

export type Balance = {
  currency: string;
  earned: string;
  on_hold: string;
  available: string;
  requested: string;
  paid: string;
  this_month: string;
};

const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/**
 * An affiliate's figures per currency at `now`: what they earned, what is still on hold, and what
 * they may withdraw (rewards past their hold, less every withdrawal pending, approved or paid).
 */
export async function balancesOf(db: Conn, affiliate: number, now: Date): Promise<Balance[]> {
  const rewards = await db
    .select({
      currency: affiliateRewards.currency,
      earned: sql<string>`coalesce(sum(${affiliateRewards.amount}), 0)::text`,
      released: sql<string>`coalesce(sum(${affiliateRewards.amount}) filter (where ${affiliateRewards.available_at} <= ${now.toISOString()}::timestamptz), 0)::text`,
      this_month: sql<string>`coalesce(sum(${affiliateRewards.amount}) filter (where ${affiliateRewards.created_at} >= ${monthStart(now).toISOString()}::timestamptz), 0)::text`,
    })
    .from(affiliateRewards)
    .where(and(eq(affiliateRewards.affiliate, affiliate), eq(affiliateRewards.is_reversed, false)))
    .groupBy(affiliateRewards.currency);
  const taken = await db
    .select({
      currency: affiliateWithdrawals.currency,
      requested: sql<string>`coalesce(sum(${affiliateWithdrawals.amount}) filter (where ${affiliateWithdrawals.status} in ('PENDING', 'APPROVED')), 0)::text`,
      paid: sql<string>`coalesce(sum(${affiliateWithdrawals.amount}) filter (where ${affiliateWithdrawals.status} = 'PAID'), 0)::text`,
    })
    .from(affiliateWithdrawals)
    .where(
      and(
        eq(affiliateWithdrawals.affiliate, affiliate),
        inArray(affiliateWithdrawals.status, ["PENDING", "APPROVED", "PAID"]),
      ),
    )
    .groupBy(affiliateWithdrawals.currency);
  const currencies = [
    ...new Set([...rewards.map((r) => r.currency), ...taken.map((w) => w.currency)]),
  ].sort();
  return currencies.map((currency) => {
    const r = rewards.find((x) => x.currency === currency);
    const w = taken.find((x) => x.currency === currency);
    const c = (v: string | undefined) => toCents(v ?? "0");
    const released = c(r?.released);
    return {
      currency,
      earned: fromCents(c(r?.earned)),
      on_hold: fromCents(c(r?.earned) - released),
      available: fromCents(released - c(w?.requested) - c(w?.paid)),
      requested: fromCents(c(w?.requested)),
      paid: fromCents(c(w?.paid)),
      this_month: fromCents(c(r?.this_month)),
    };
  });
}

/** Rewards by calendar month over the last twelve months, for the dashboard's chart. */
export async function rewardsByMonth(db: Conn, affiliate: number, now: Date) {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
  const month = sql<string>`to_char(${affiliateRewards.created_at} at time zone 'UTC', 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      currency: affiliateRewards.currency,
      amount: sql<string>`sum(${affiliateRewards.amount})::text`,
    })
    .from(affiliateRewards)
    .where(
      and(
        eq(affiliateRewards.affiliate, affiliate),
        eq(affiliateRewards.is_reversed, false),
        sql`${affiliateRewards.created_at} >= ${from.toISOString()}::timestamptz`,
      ),
    )
    .groupBy(month, affiliateRewards.currency)
    .orderBy(month);
  return rows.map((r) => ({ ...r, amount: fromCents(toCents(r.amount)) }));
}

/** Adds each reward's church name and its state at the app's time (a page at a time). */
export async function decorateRewards(
  db: Conn,
  rows: (typeof affiliateRewards.$inferSelect)[],
  now: Date,
): Promise<Row[]> {
  if (rows.length === 0) return rows;
  const ids = [...new Set(rows.map((r) => Number(r.church)))];
  const names = await db
    .select({ id: churches.id, name: churches.name })
    .from(churches)
    .where(inArray(churches.id, ids));
  const nameOf = new Map(names.map((c) => [c.id, c.name]));
  return rows.map((r) => ({
    ...r,
    church_name: nameOf.get(Number(r.church)) ?? "",
    state: r.is_reversed ? "REVERSED" : r.available_at <= now ? "AVAILABLE" : "ON_HOLD",
  }));
}
