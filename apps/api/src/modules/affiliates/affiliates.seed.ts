import { divideCents, fromCents, toCents } from "@cm/contracts";
import { eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import {
  affiliateProfiles,
  affiliateReferrals,
  affiliateRewards,
  affiliateSettings,
  affiliateWithdrawals,
  churches,
  invoices,
  payments,
  plans,
  subscriptions,
  users,
} from "../../db/tables";

type Conn = Db | Tx;
const DAY = 86_400_000;

/**
 * Demo affiliate programme: the demo member and the local secretary are active affiliates, the
 * local correspondent's application waits for approval. The member brought Bethel (registered,
 * on its trial) and Hope Tabernacle (converted: three paid months, two rewards available and one
 * on hold); the secretary brought Living Waters (converted). The member's withdrawals show every
 * state. The demo office set a low minimum withdrawal (20 GHS) so that these small rewards can be
 * withdrawn; a real installation starts at 1,000.
 */
export async function seedDemoAffiliates(db: Conn, now: Date): Promise<void> {
  const people = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(
      inArray(users.username, [
        "member",
        "local_secretary",
        "local_correspondent",
        "bethel_admin",
        "hope_admin",
        "livingwaters_admin",
      ]),
    );
  const who = (name: string) => people.find((p) => p.username === name)?.id;
  const places = await db.select({ id: churches.id, name: churches.name }).from(churches);
  const where = (name: string) => places.find((c) => c.name === name)?.id;
  const [member, secretary, correspondent] = [
    who("member"),
    who("local_secretary"),
    who("local_correspondent"),
  ];
  const [bethel, hope, living] = [
    where("Bethel Community Church"),
    where("Hope Tabernacle"),
    where("Living Waters Chapel"),
  ];
  if (!member || !secretary || !correspondent || !bethel || !hope || !living) return;

  await db
    .insert(affiliateSettings)
    .values({ id: 1, minimum_withdrawal: "20.00", updated_at: new Date(now.getTime() - 90 * DAY) });
  const momo = { payout_method: "MOBILE_MONEY" as const, mobile_network: "MTN Mobile Money" };
  const profiles = await db
    .insert(affiliateProfiles)
    .values([
      {
        user: member,
        referral_code: "GRACE7KM",
        status: "ACTIVE",
        phone: "+233 24 555 0101",
        ...momo,
        mobile_number: "+233 24 555 0101",
        motivation: "I visit many churches in the region and tell them about the platform.",
        approved_at: new Date(now.getTime() - 120 * DAY),
        created_at: new Date(now.getTime() - 125 * DAY),
      },
      {
        user: secretary,
        referral_code: "SEC4PQRT",
        status: "ACTIVE",
        phone: "+233 20 555 0202",
        payout_method: "BANK_ACCOUNT",
        bank_name: "GCB Bank",
        account_name: "Demo Local Secretary",
        account_number: "1020 3040 5060",
        approved_at: new Date(now.getTime() - 60 * DAY),
        created_at: new Date(now.getTime() - 62 * DAY),
      },
      {
        user: correspondent,
        referral_code: "COR9WXYZ",
        status: "PENDING",
        phone: "+233 27 555 0303",
        ...momo,
        mobile_number: "+233 27 555 0303",
        motivation: "Our district has new congregations that need a church office.",
        created_at: new Date(now.getTime() - 2 * DAY),
      },
    ])
    .returning();
  const [mine, theirs] = profiles;
  if (!mine || !theirs) return;
  const referral = async (
    affiliate: typeof mine,
    person: string,
    church: number,
    converted: boolean,
    daysAgo: number,
  ) => {
    const [row] = await db
      .insert(affiliateReferrals)
      .values({
        affiliate: affiliate.id,
        affiliate_user: affiliate.user,
        referral_code: affiliate.referral_code,
        referred_user: who(person) ?? null,
        church,
        status: converted ? "CONVERTED" : "REGISTERED",
        registered_at: new Date(now.getTime() - daysAgo * DAY),
        converted_at: converted ? new Date(now.getTime() - (daysAgo - 1) * DAY) : null,
        created_at: new Date(now.getTime() - (daysAgo + 1) * DAY),
      })
      .returning();
    if (!row) throw new Error("Seeding a referral failed");
    return row;
  };
  await referral(mine, "bethel_admin", bethel, false, 5);
  const hopeReferral = await referral(mine, "hope_admin", hope, true, 81);
  const livingReferral = await referral(theirs, "livingwaters_admin", living, true, 34);

  /** A bank transfer for the church's subscription and the reward it earned (a test payment would earn none). */
  const paidMonth = async (church: number, referralRow: typeof hopeReferral, daysAgo: number) => {
    const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.church, church)).limit(1);
    if (!sub) return;
    const [plan] = await db.select().from(plans).where(eq(plans.id, sub.plan));
    if (!plan) return;
    const at = new Date(now.getTime() - daysAgo * DAY);
    const base = { subscription: sub.id, church, amount: plan.price, currency: plan.currency };
    const [invoice] = await db
      .insert(invoices)
      .values({ ...base, status: "PAID", paid_at: at, created_at: at })
      .returning();
    const [payment] = await db
      .insert(payments)
      .values({
        ...base,
        invoice: invoice?.id ?? 0,
        plan: plan.id,
        gateway: "manual",
        reference: `DEMO-AFF-${church}-${daysAgo}`,
        status: "SUCCEEDED",
        paid_at: at,
        created_at: at,
      })
      .returning();
    if (!payment) return;
    await db.insert(affiliateRewards).values({
      affiliate: referralRow.affiliate,
      affiliate_user: referralRow.affiliate_user,
      referral: referralRow.id,
      church,
      payment: payment.id,
      payment_amount: payment.amount,
      percentage: "10.00",
      months: 1,
      amount: fromCents(divideCents(toCents(payment.amount), 10n)),
      currency: payment.currency,
      available_at: new Date(at.getTime() + 14 * DAY),
      created_at: at,
    });
  };
  await paidMonth(hope, hopeReferral, 80);
  await paidMonth(hope, hopeReferral, 50);
  await paidMonth(hope, hopeReferral, 6);
  await paidMonth(living, livingReferral, 33);

  const details = { mobile_network: "MTN Mobile Money", mobile_number: "+233 24 555 0101" };
  const withdrawal = (
    amount: string,
    status: (typeof affiliateWithdrawals.$inferInsert)["status"],
    daysAgo: number,
    extra: Partial<typeof affiliateWithdrawals.$inferInsert> = {},
  ) => ({
    affiliate: mine.id,
    affiliate_user: mine.user,
    amount,
    currency: "GHS",
    payout_method: "MOBILE_MONEY" as const,
    payout_details: details,
    status,
    created_at: new Date(now.getTime() - daysAgo * DAY),
    ...extra,
  });
  await db.insert(affiliateWithdrawals).values([
    withdrawal("30.00", "PAID", 30, {
      approved_at: new Date(now.getTime() - 29 * DAY),
      paid_at: new Date(now.getTime() - 28 * DAY),
      payment_reference: "MOMO-DEMO-2231",
    }),
    withdrawal("25.00", "REJECTED", 20, { reason: "The mobile money number did not match the name." }),
    withdrawal("20.00", "CANCELLED", 12),
    withdrawal("20.00", "APPROVED", 4, { approved_at: new Date(now.getTime() - 3 * DAY) }),
    withdrawal("20.00", "PENDING", 1),
  ]);
}
