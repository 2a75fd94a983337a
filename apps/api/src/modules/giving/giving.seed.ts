import { addDays, fromCents, toCents } from "@cm/contracts";
import { and, asc, eq, inArray, isNull, ne } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { donations, financeCategories, funds, givingBatches, income, members, users } from "../../db/tables";

/** The Sundays of a year of counts. */
const DEMO_GIVING_WEEKS = 52;

const idOf = async (tx: Tx, username: string) =>
  (await tx.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1))[0]?.id ?? null;

/**
 * Grace Cathedral's giving: two funds of its own (one retired), a year of confirmed Sunday counts
 * made of the cash tithes and offerings its books already hold (each posted income row now points
 * at its count, so finance and giving agree), the demo member's own gifts among them, and a
 * midweek count submitted by the treasurer that waits for a second person to confirm it.
 */
export async function seedDemoGiving(tx: Tx, church: number, today: string): Promise<void> {
  const fundIds = new Map(
    (await tx.select({ id: funds.id, code: funds.code }).from(funds).where(isNull(funds.church))).map((f) => [
      f.code,
      f.id,
    ]),
  );
  const categories = new Map(
    (await tx.select({ id: financeCategories.id, code: financeCategories.code }).from(financeCategories)).map(
      (c) => [c.code, c.id],
    ),
  );
  const tithe = fundIds.get("TITHE");
  const offering = fundIds.get("OFFERING");
  const welfare = fundIds.get("WELFARE");
  const titheCategory = categories.get("TITHE");
  const offeringCategory = categories.get("OFFERING");
  if (!tithe || !offering || !welfare || !titheCategory || !offeringCategory) return;
  await tx.insert(funds).values([
    {
      church,
      name: "Harvest thanksgiving",
      description: "The yearly harvest service",
      income_category: categories.get("THANKSGIVING") ?? offeringCategory,
    },
    {
      church,
      name: "Old roof appeal",
      description: "Closed when the roof was paid for",
      income_category: categories.get("FUNDRAISING") ?? offeringCategory,
      is_active: false,
    },
  ]);

  const counter = await idOf(tx, "local_treasurer");
  const confirmer = await idOf(tx, "local_admin");
  const account = await idOf(tx, "member");
  const [own] = account
    ? await tx.select({ id: members.id }).from(members).where(eq(members.user, account)).limit(1)
    : [];
  const givers = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.church, church), ne(members.id, own?.id ?? 0)))
    .orderBy(asc(members.id))
    .limit(4);

  // The Sunday cash tithes and offerings of the last year: one of each per Sunday.
  const cash = await tx
    .select()
    .from(income)
    .where(
      and(
        eq(income.church, church),
        eq(income.payment_method, "CASH"),
        inArray(income.category, [titheCategory, offeringCategory]),
      ),
    )
    .orderBy(asc(income.received_on), asc(income.id));
  const sundays = [...new Set(cash.map((r) => r.received_on))].slice(-DEMO_GIVING_WEEKS);
  for (const [week, sunday] of sundays.entries()) {
    const titheRow = cash.find((r) => r.received_on === sunday && r.category === titheCategory);
    const offeringRow = cash.find((r) => r.received_on === sunday && r.category === offeringCategory);
    if (!titheRow || !offeringRow) continue;
    const confirmedAt = new Date(`${sunday}T14:00:00Z`);
    const [batch] = await tx
      .insert(givingBatches)
      .values({
        church,
        service_date: sunday,
        expected_total: fromCents(toCents(titheRow.amount) + toCents(offeringRow.amount)),
        currency: titheRow.currency,
        status: "CONFIRMED",
        created_by: counter,
        submitted_by: counter,
        submitted_at: new Date(`${sunday}T13:00:00Z`),
        confirmed_by: confirmer,
        confirmed_at: confirmedAt,
      })
      .returning();
    if (!batch) continue;
    // Named tithes from the demo member and four others; the rest came in unnamed envelopes.
    const named = [
      ...(own ? [{ member: own.id, cents: 15000n + BigInt(week % 4) * 1000n }] : []),
      ...givers.map((g, i) => ({ member: g.id, cents: BigInt(20000 + i * 7500 + (week % 3) * 500) })),
    ];
    const titheCents = toCents(titheRow.amount);
    const namedCents = named.reduce((n, g) => n + g.cents, 0n);
    const base = {
      church,
      batch: batch.id,
      currency: batch.currency,
      given_on: sunday,
      is_final: true,
      recorded_by: counter,
    };
    const gifts = [
      ...named.map((g) => ({ ...base, fund: tithe, member: g.member, amount: fromCents(g.cents) })),
      { ...base, fund: tithe, amount: fromCents(titheCents - namedCents), note: "Unnamed envelopes" },
      ...(own ? [{ ...base, fund: offering, member: own.id, amount: "20.00" }] : []),
      {
        ...base,
        fund: offering,
        amount: fromCents(toCents(offeringRow.amount) - (own ? 2000n : 0n)),
        note: "Loose offering",
      },
    ];
    await tx.insert(donations).values(gifts);
    await tx
      .update(income)
      .set({ giving_batch: batch.id, giving_fund: tithe })
      .where(eq(income.id, titheRow.id));
    await tx
      .update(income)
      .set({ giving_batch: batch.id, giving_fund: offering })
      .where(eq(income.id, offeringRow.id));
  }

  // Wednesday's midweek service, counted and submitted by the treasurer: it waits for a second person.
  const last = sundays.at(-1) ?? today;
  const midweek = addDays(last, 3) <= today ? addDays(last, 3) : addDays(last, -4);
  const [waiting] = await tx
    .insert(givingBatches)
    .values({
      church,
      service_date: midweek,
      expected_total: "1240.00",
      currency: "GHS",
      status: "SUBMITTED",
      note: "Midweek service",
      created_by: counter,
      submitted_by: counter,
      submitted_at: new Date(`${midweek}T20:00:00Z`),
    })
    .returning();
  if (!waiting) return;
  const base = { church, batch: waiting.id, currency: "GHS", given_on: midweek, recorded_by: counter };
  await tx.insert(donations).values([
    { ...base, fund: offering, amount: "860.00", note: "Loose offering" },
    {
      ...base,
      fund: welfare,
      amount: "300.00",
      method: "MOBILE_MONEY" as const,
      reference: "MOMO-WELFARE",
    },
    ...(own
      ? [{ ...base, fund: tithe, member: own.id, amount: "80.00" }]
      : [{ ...base, fund: tithe, amount: "80.00" }]),
  ]);
}
