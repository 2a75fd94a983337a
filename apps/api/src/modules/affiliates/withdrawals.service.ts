import { formatMoney, msg, toCents, type WithdrawalStatus } from "@cm/contracts";
import { eq, inArray } from "drizzle-orm";
import { affiliateProfiles, affiliateWithdrawals, users } from "../../db/tables";
import { principalOf } from "../../platform/auth/access";
import { AppError, fieldError, forbidden } from "../../platform/errors";
import { theRow } from "../../platform/resources/presenter";
import type { ResourceContext, Row } from "../../platform/resources/resource";
import type { Data } from "../../platform/resources/scoped-data";
import { statusWord } from "../../platform/status-words";
import { settingsOf } from "./affiliate-settings.service";
import { balancesOf } from "./rewards.service";

type Conn = Data;
type WithdrawalRow = typeof affiliateWithdrawals.$inferSelect;

const CANNOT_WITHDRAW: Record<string, string> = {
  PENDING: msg("Your affiliate application is still waiting for approval, so you cannot withdraw yet."),
  REJECTED: msg("Your affiliate application was not approved, so you cannot withdraw."),
  SUSPENDED: msg("Your affiliate account is suspended, so you cannot withdraw. Contact the office."),
  TERMINATED: msg("Your affiliate account has ended, so you cannot withdraw. Contact the office."),
};

/** Adds the affiliate's username to a page of withdrawals (one query a page). */
export async function decorateWithdrawals(db: Conn, rows: Row[]): Promise<Row[]> {
  if (rows.length === 0) return rows;
  const ids = [...new Set(rows.map((r) => Number(r.affiliate_user)))];
  const people = await db
    .select({ id: users.id, name: users.username })
    .from(users)
    .where(inArray(users.id, ids));
  const nameOf = new Map(people.map((u) => [u.id, u.name]));
  return rows.map((r) => ({ ...r, affiliate_username: nameOf.get(Number(r.affiliate_user)) ?? "" }));
}

/**
 * A withdrawal request: the caller's own active account, at least the programme's minimum and at
 * most the available balance in that currency. The account's row is locked first, so concurrent
 * requests of one affiliate are decided one after the other, each seeing the ones before it: the
 * balance can never go below zero. The payout details are copied from the profile now.
 */
export async function prepareWithdrawal(ctx: ResourceContext, data: Row): Promise<Row> {
  const p = principalOf(ctx.request);
  const [profile] = await ctx.data
    .select()
    .from(affiliateProfiles)
    .where(eq(affiliateProfiles.user, p.id))
    .for("update");
  if (!profile)
    throw forbidden(msg("Only affiliates can request a withdrawal. Apply to the programme first."));
  if (profile.status !== "ACTIVE") throw forbidden(CANNOT_WITHDRAW[profile.status]);
  const amount = String(data.amount);
  const currency = String(data.currency);
  const settings = await settingsOf(ctx.data);
  if (toCents(amount) < toCents(settings.minimum_withdrawal)) {
    throw fieldError(
      "amount",
      msg("The smallest withdrawal is {amount}.", {
        amount: formatMoney(settings.minimum_withdrawal, currency),
      }),
    );
  }
  const balance = (await balancesOf(ctx.data, profile.id, ctx.now)).find((b) => b.currency === currency);
  const available = balance?.available ?? "0.00";
  if (toCents(amount) > toCents(available)) {
    throw fieldError(
      "amount",
      msg("This is more than your available balance of {amount}.", {
        amount: formatMoney(available, currency),
      }),
    );
  }
  const payout_details: Record<string, string> =
    profile.payout_method === "BANK_ACCOUNT"
      ? {
          bank_name: profile.bank_name,
          account_name: profile.account_name,
          account_number: profile.account_number,
        }
      : { mobile_network: profile.mobile_network, mobile_number: profile.mobile_number };
  return {
    amount,
    currency,
    affiliate: profile.id,
    affiliate_user: p.id,
    payout_method: profile.payout_method,
    payout_details,
    status: "PENDING",
    created_at: ctx.now,
  };
}

const STEP: Record<string, { from: readonly WithdrawalStatus[]; to: WithdrawalStatus; verb: string }> = {
  approve: { from: ["PENDING"], to: "APPROVED", verb: "approved" },
  reject: { from: ["PENDING", "APPROVED"], to: "REJECTED", verb: "rejected" },
  mark_paid: { from: ["APPROVED"], to: "PAID", verb: "marked paid" },
  cancel: { from: ["PENDING"], to: "CANCELLED", verb: "cancelled" },
};

/** Moves a withdrawal along its allowed steps; a rejected or cancelled one gives its amount back. */
export async function moveWithdrawal(
  ctx: ResourceContext,
  object: WithdrawalRow,
  step: keyof typeof STEP,
  extra: Partial<WithdrawalRow> = {},
) {
  const rule = STEP[step] as (typeof STEP)[string];
  if (!rule.from.includes(object.status)) {
    throw new AppError(
      409,
      "invalid_status",
      msg("This withdrawal is {status}, so it cannot be {done}.", {
        status: statusWord(object.status),
        done: rule.verb,
      }),
    );
  }
  const values: Partial<WithdrawalRow> = { ...extra, status: rule.to };
  if (step !== "cancel") values.reviewed_by = principalOf(ctx.request).id;
  if (step === "approve") values.approved_at = ctx.now;
  if (step === "mark_paid") values.paid_at = ctx.now;
  const row = theRow(
    await ctx.data
      .update(affiliateWithdrawals)
      .set(values)
      .where(eq(affiliateWithdrawals.id, object.id))
      .returning(),
  );
  await ctx.audit({ objectId: object.id, changes: { status: rule.to, ...extra } });
  return (await decorateWithdrawals(ctx.unscoped("affiliates.people"), [row]))[0];
}
