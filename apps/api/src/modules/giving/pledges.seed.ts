import { addDays, fromCents, toCents } from "@cm/contracts";
import { and, asc, desc, eq, isNull, ne } from "drizzle-orm";
import type { Tx } from "../../db/client";
import {
  donations,
  financeCategories,
  funds,
  givingBatches,
  households,
  income,
  members,
  pledges,
  users,
} from "../../db/tables";

/** The recent Sundays whose counts hold gifts to the building fund. */
const BUILDING_SUNDAYS = 6;

/**
 * Grace Cathedral's building appeal: the demo member, another member and a household pledged to
 * the building fund over a year that began three months ago. The demo member and the other member
 * gave to it on the last six Sundays (within the confirmed counts, posted into the books as the
 * counts' building-fund income, so finance and giving still agree); the household has not given yet.
 */
export async function seedDemoPledges(tx: Tx, church: number, today: string): Promise<void> {
  const [building] = await tx
    .select({ id: funds.id })
    .from(funds)
    .where(and(eq(funds.code, "BUILDING"), isNull(funds.church)))
    .limit(1);
  const [category] = await tx
    .select({ id: financeCategories.id })
    .from(financeCategories)
    .where(eq(financeCategories.code, "FUNDRAISING"))
    .limit(1);
  const [account] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, "member"))
    .limit(1);
  const [own] = account
    ? await tx.select({ id: members.id }).from(members).where(eq(members.user, account.id)).limit(1)
    : [];
  if (!building || !category || !own) return;
  const [other] = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.church, church), ne(members.id, own.id)))
    .orderBy(asc(members.id))
    .limit(1);
  const [home] = await tx
    .select({ id: households.id })
    .from(households)
    .where(eq(households.church, church))
    .orderBy(desc(households.id))
    .limit(1);
  const [treasurer] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, "local_treasurer"))
    .limit(1);

  const counts = await tx
    .select()
    .from(givingBatches)
    .where(and(eq(givingBatches.church, church), eq(givingBatches.status, "CONFIRMED")))
    .orderBy(desc(givingBatches.service_date))
    .limit(BUILDING_SUNDAYS);
  for (const count of counts) {
    const gifts = [
      { member: own.id, cents: 25000n },
      ...(other ? [{ member: other.id, cents: 40000n }] : []),
    ];
    const cents = gifts.reduce((n, g) => n + g.cents, 0n);
    await tx.insert(donations).values(
      gifts.map((g) => ({
        church,
        batch: count.id,
        fund: building.id,
        member: g.member,
        amount: fromCents(g.cents),
        currency: count.currency,
        given_on: count.service_date,
        is_final: true,
        recorded_by: treasurer?.id ?? null,
      })),
    );
    await tx.insert(income).values({
      church,
      amount: fromCents(cents),
      currency: count.currency,
      received_on: count.service_date,
      category: category.id,
      description: "Building fund",
      recorded_by: treasurer?.id ?? null,
      giving_batch: count.id,
      giving_fund: building.id,
    });
    await tx
      .update(givingBatches)
      .set({ expected_total: fromCents(toCents(count.expected_total) + cents) })
      .where(eq(givingBatches.id, count.id));
  }

  const period = { starts_on: addDays(today, -90), ends_on: addDays(today, 274) };
  const base = { church, fund: building.id, currency: "GHS", created_by: treasurer?.id ?? null, ...period };
  await tx
    .insert(pledges)
    .values([
      { ...base, member: own.id, amount: "5000.00", note: "New sanctuary appeal" },
      ...(other ? [{ ...base, member: other.id, amount: "10000.00", note: "New sanctuary appeal" }] : []),
      ...(home ? [{ ...base, household: home.id, amount: "3000.00", note: "Family pledge" }] : []),
    ]);
}
