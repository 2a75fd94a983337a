import {
  AFFILIATE_STATUSES,
  AFFILIATE_TRANSITIONS,
  type affiliateApply,
  msg,
  payoutProblems,
  REFERRAL_STATUSES,
  type ReferralStatus,
} from "@cm/contracts";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  affiliateProfiles,
  affiliateReferrals,
  affiliateRewards,
  affiliateWithdrawals,
  users,
} from "../../db/tables";
import { principalOf } from "../../platform/auth/access";
import { AppError, fieldError, ValidationError } from "../../platform/errors";
import { recordOf } from "../../platform/records";
import { theRow } from "../../platform/resources/presenter";
import type { ResourceContext, Row, WriteData } from "../../platform/resources/resource";
import type { Data } from "../../platform/resources/scoped-data";
import { statusWord } from "../../platform/status-words";
import { presentSettings, settingsOf } from "./affiliate-settings.service";
import { newReferralCode } from "./referral-codes";
import { balancesOf, rewardsByMonth } from "./rewards.service";

type Conn = Data;
type ProfileRow = typeof affiliateProfiles.$inferSelect;
export type ProfileAction = keyof typeof AFFILIATE_TRANSITIONS;
const DONE: Record<ProfileAction, string> = {
  approve: "approved",
  reject: "rejected",
  suspend: "suspended",
  unsuspend: "reinstated",
  terminate: "ended",
};

/** Adds the user's name to a page of profiles (one query a page). */
export async function decorateProfiles(db: Conn, rows: Row[]): Promise<Row[]> {
  if (rows.length === 0) return rows;
  const ids = [...new Set(rows.map((r) => Number(r.user)))];
  const people = await db
    .select({ id: users.id, username: users.username, first: users.first_name, last: users.last_name })
    .from(users)
    .where(inArray(users.id, ids));
  const byId = new Map(people.map((u) => [u.id, u]));
  return rows.map((r) => {
    const u = byId.get(Number(r.user));
    return {
      ...r,
      username: u?.username ?? "",
      full_name: `${u?.first ?? ""} ${u?.last ?? ""}`.trim() || (u?.username ?? ""),
    };
  });
}

/** The caller's own profile, if they applied. */
export async function ownProfile(db: Conn, user: number): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(affiliateProfiles).where(eq(affiliateProfiles.user, user));
  return row;
}

/** Files the caller's application (one profile per user) with a fresh referral code. */
export async function apply(ctx: ResourceContext, input: z.output<typeof affiliateApply>) {
  const p = principalOf(ctx.request);
  if (await ownProfile(ctx.data, p.id)) {
    throw fieldError("non_field_errors", msg("You have already applied to the affiliate programme."));
  }
  // A clash of random codes is very rare; a few draws settle it without a retry loop outside.
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = newReferralCode();
    const [taken] = await ctx.data
      .select({ id: affiliateProfiles.id })
      .from(affiliateProfiles)
      .where(eq(affiliateProfiles.referral_code, code));
    if (taken) continue;
    const row = theRow(
      await ctx.data
        .insert(affiliateProfiles)
        .values({ ...input, user: p.id, referral_code: code, status: "PENDING", created_at: ctx.now })
        .returning(),
    );
    await ctx.audit({ objectId: row?.id, changes: { referral_code: code } });
    return (await decorateProfiles(ctx.unscoped("affiliates.people"), [row]))[0];
  }
  throw new Error("no free referral code");
}

/** The payout fields each method needs, checked on the profile as it will be after an update. */
export function checkProfileUpdate<D extends WriteData<typeof affiliateProfiles>>(
  data: D,
  existing: ProfileRow | null,
): D {
  const problems = payoutProblems({ ...existing, ...data });
  if (Object.keys(problems).length > 0) {
    throw new ValidationError(Object.fromEntries(Object.entries(problems).map(([k, v]) => [k, [v]])));
  }
  return data;
}

/** A super admin's decision on a profile, along the allowed transitions; a reason where one is asked. */
export async function changeStatus(
  ctx: ResourceContext,
  object: ProfileRow,
  action: ProfileAction,
  reason: string,
) {
  const step = AFFILIATE_TRANSITIONS[action];
  if (!(step.from as readonly string[]).includes(object.status)) {
    throw new AppError(
      409,
      "invalid_status",
      msg("This affiliate's account is {status}, so it cannot be {done}.", {
        status: statusWord(object.status),
        done: DONE[action],
      }),
    );
  }
  const values: Partial<ProfileRow> = { status: step.to, status_reason: reason };
  if (action === "approve")
    Object.assign(values, { approved_at: ctx.now, approved_by: principalOf(ctx.request).id });
  const row = theRow(
    await ctx.data
      .update(affiliateProfiles)
      .set(values)
      .where(eq(affiliateProfiles.id, object.id))
      .returning(),
  );
  await ctx.audit({ objectId: object.id, changes: { status: step.to, reason } });
  return (await decorateProfiles(ctx.unscoped("affiliates.people"), [row]))[0];
}

const countsOf = (rows: { status: ReferralStatus; n: number }[]) => {
  const counts = recordOf(REFERRAL_STATUSES, () => 0);
  for (const r of rows) counts[r.status] = Number(r.n);
  return { total: Object.values(counts).reduce((a, b) => a + b, 0), ...counts };
};

/** No referrals at all: the figures of someone who has not applied. */
export const noReferrals = () => countsOf([]);

/** Referrals by state, of one affiliate or (null) of the whole programme. */
export async function referralCounts(db: Conn, affiliate: number | null) {
  const rows = await db
    .select({ status: affiliateReferrals.status, n: sql<number>`count(*)::int` })
    .from(affiliateReferrals)
    .where(affiliate === null ? undefined : eq(affiliateReferrals.affiliate, affiliate))
    .groupBy(affiliateReferrals.status);
  return countsOf(rows);
}

/** The caller's dashboard: state, code, referrals by state, balances and rewards by month. */
export async function dashboard(ctx: ResourceContext) {
  const p = principalOf(ctx.request);
  const profile = await ownProfile(ctx.data, p.id);
  const settings = presentSettings(await settingsOf(ctx.data));
  if (!profile) {
    return {
      status: null,
      referral_code: null,
      link_visits: 0,
      referrals: noReferrals(),
      balances: [],
      rewards_by_month: [],
      settings,
    };
  }
  return {
    status: profile.status,
    referral_code: profile.referral_code,
    link_visits: profile.link_visits,
    referrals: await referralCounts(ctx.data, profile.id),
    balances: await balancesOf(ctx.data, profile.id, ctx.now),
    rewards_by_month: await rewardsByMonth(ctx.data, profile.id, ctx.now),
    settings,
  };
}

/** The programme's totals for the super admin: affiliates by state, money by currency, top earners. */
export async function programmeStats(db: Conn) {
  const byStatus = await db
    .select({ status: affiliateProfiles.status, n: sql<number>`count(*)::int` })
    .from(affiliateProfiles)
    .groupBy(affiliateProfiles.status);
  const affiliates = recordOf(AFFILIATE_STATUSES, () => 0);
  for (const r of byStatus) affiliates[r.status] = Number(r.n);
  const earned = await db
    .select({
      currency: affiliateRewards.currency,
      earned: sql<string>`coalesce(sum(${affiliateRewards.amount}) filter (where not ${affiliateRewards.is_reversed}), 0)::numeric(14,2)::text`,
      reversed: sql<string>`coalesce(sum(${affiliateRewards.amount}) filter (where ${affiliateRewards.is_reversed}), 0)::numeric(14,2)::text`,
    })
    .from(affiliateRewards)
    .groupBy(affiliateRewards.currency);
  const withdrawn = await db
    .select({
      currency: affiliateWithdrawals.currency,
      paid: sql<string>`coalesce(sum(${affiliateWithdrawals.amount}) filter (where ${affiliateWithdrawals.status} = 'PAID'), 0)::numeric(14,2)::text`,
      requested: sql<string>`coalesce(sum(${affiliateWithdrawals.amount}) filter (where ${affiliateWithdrawals.status} in ('PENDING', 'APPROVED')), 0)::numeric(14,2)::text`,
      pending: sql<number>`count(*) filter (where ${affiliateWithdrawals.status} = 'PENDING')::int`,
    })
    .from(affiliateWithdrawals)
    .groupBy(affiliateWithdrawals.currency);
  const currencies = [
    ...new Set([...earned.map((e) => e.currency), ...withdrawn.map((w) => w.currency)]),
  ].sort();
  const totals = currencies.map((currency) => {
    const e = earned.find((x) => x.currency === currency);
    const w = withdrawn.find((x) => x.currency === currency);
    return {
      currency,
      earned: e?.earned ?? "0.00",
      reversed: e?.reversed ?? "0.00",
      paid: w?.paid ?? "0.00",
      requested: w?.requested ?? "0.00",
    };
  });
  const top = await db
    .select({
      affiliate: affiliateProfiles.id,
      username: users.username,
      referral_code: affiliateProfiles.referral_code,
      currency: affiliateRewards.currency,
      earned: sql<string>`sum(${affiliateRewards.amount})::numeric(14,2)::text`,
    })
    .from(affiliateRewards)
    .innerJoin(affiliateProfiles, eq(affiliateProfiles.id, affiliateRewards.affiliate))
    .innerJoin(users, eq(users.id, affiliateProfiles.user))
    .where(eq(affiliateRewards.is_reversed, false))
    .groupBy(affiliateProfiles.id, users.username, affiliateProfiles.referral_code, affiliateRewards.currency)
    .orderBy(desc(sql`sum(${affiliateRewards.amount})`))
    .limit(5);
  const referred = top.length
    ? await db
        .select({
          affiliate: affiliateReferrals.affiliate,
          referrals: sql<number>`count(*)::int`,
          converted: sql<number>`count(*) filter (where ${affiliateReferrals.status} = 'CONVERTED')::int`,
        })
        .from(affiliateReferrals)
        .where(
          and(
            inArray(
              affiliateReferrals.affiliate,
              top.map((t) => t.affiliate),
            ),
          ),
        )
        .groupBy(affiliateReferrals.affiliate)
    : [];
  return {
    affiliates,
    referrals: await referralCounts(db, null),
    totals,
    pending_withdrawals: withdrawn.reduce((n, w) => n + Number(w.pending), 0),
    top_affiliates: top.map((t) => {
      const r = referred.find((x) => x.affiliate === t.affiliate);
      return { ...t, referrals: Number(r?.referrals ?? 0), converted: Number(r?.converted ?? 0) };
    }),
  };
}
