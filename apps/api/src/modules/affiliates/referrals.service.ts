import { affiliateReferral } from "@cm/contracts";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { affiliateProfiles, affiliateReferrals, churches, users } from "../../db/tables";
import { presenter, presentOne } from "../../platform/resources/presenter";
import type { Row } from "../../platform/resources/resource";
import type { Data } from "../../platform/resources/scoped-data";

type Conn = Data;
type ReferralRow = typeof affiliateReferrals.$inferSelect;
const present = presenter(affiliateReferral);

/** Adds the referred person's username and the church's name to a page of referrals. */
export async function decorateReferrals(db: Conn, rows: Row[]): Promise<Row[]> {
  if (rows.length === 0) return rows;
  const userIds = [...new Set(rows.map((r) => r.referred_user).filter((v): v is number => v !== null))];
  const churchIds = [...new Set(rows.map((r) => r.church).filter((v): v is number => v !== null))];
  const people = userIds.length
    ? await db.select({ id: users.id, name: users.username }).from(users).where(inArray(users.id, userIds))
    : [];
  const places = churchIds.length
    ? await db
        .select({ id: churches.id, name: churches.name })
        .from(churches)
        .where(inArray(churches.id, churchIds))
    : [];
  const person = new Map(people.map((u) => [u.id, u.name]));
  const place = new Map(places.map((c) => [c.id, c.name]));
  return rows.map((r) => ({
    ...r,
    referred_username: person.get(Number(r.referred_user)) ?? "",
    church_name: place.get(Number(r.church)) ?? "",
  }));
}
export const presentReferral = (db: Conn, row: ReferralRow) =>
  presentOne(row, (rows) => decorateReferrals(db, rows), present);

/** Why a code was not recorded for a person, in words the person can act on. */
export type ReferralRefusal = "unknown_code" | "own_code";
export const REFUSALS: Record<ReferralRefusal, string> = {
  unknown_code: "This referral code was not found. Check it with the person who gave it to you.",
  own_code: "You cannot use your own referral code.",
};

/**
 * Records that `user` came through the affiliate whose code this is. A person is referred once:
 * a second code changes nothing and answers the first referral. Codes of affiliates who are not
 * active are recorded too (they earn nothing while inactive). The affiliate's own code is refused.
 */
export async function recordReferral(
  db: Conn,
  code: string,
  user: number,
  now: Date,
): Promise<ReferralRow | ReferralRefusal> {
  const [profile] = await db
    .select()
    .from(affiliateProfiles)
    .where(eq(affiliateProfiles.referral_code, code.trim().toUpperCase()));
  if (!profile) return "unknown_code";
  if (profile.user === user) return "own_code";
  const [existing] = await db
    .select()
    .from(affiliateReferrals)
    .where(eq(affiliateReferrals.referred_user, user));
  if (existing) return existing;
  const [row] = await db
    .insert(affiliateReferrals)
    .values({
      affiliate: profile.id,
      affiliate_user: profile.user,
      referral_code: profile.referral_code,
      referred_user: user,
      status: "PENDING",
      created_at: now,
    })
    .onConflictDoNothing({ target: affiliateReferrals.referred_user })
    .returning();
  if (row) return row;
  // Another request recorded this person's referral a moment ago.
  const [raced] = await db
    .select()
    .from(affiliateReferrals)
    .where(eq(affiliateReferrals.referred_user, user));
  if (!raced) throw new Error("referral vanished");
  return raced;
}

/**
 * Links the referral of `user` to the church their approved request created: the referral becomes
 * REGISTERED. A church is referred at most once, and never to the affiliate's own church.
 */
export async function linkChurch(db: Conn, user: number, church: number, now: Date) {
  const [referral] = await db
    .select()
    .from(affiliateReferrals)
    .where(eq(affiliateReferrals.referred_user, user))
    .for("update");
  if (!referral) return null;
  if (referral.church !== null) return referral;
  const [taken] = await db
    .select({ id: affiliateReferrals.id })
    .from(affiliateReferrals)
    .where(eq(affiliateReferrals.church, church));
  if (taken) return referral;
  const [affiliate] = await db
    .select({ church: users.church })
    .from(users)
    .where(eq(users.id, referral.affiliate_user));
  if (affiliate?.church === church) return referral;
  const [linked] = await db
    .update(affiliateReferrals)
    .set({ church, status: "REGISTERED", registered_at: now })
    .where(and(eq(affiliateReferrals.id, referral.id), isNull(affiliateReferrals.church)))
    .returning();
  return linked ?? referral;
}
