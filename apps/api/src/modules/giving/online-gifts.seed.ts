import { addDays, addMonths } from "@cm/contracts";
import { and, eq, isNull } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { churches, funds, giftPayments, members, recurringGifts, users } from "../../db/tables";

const GUESTS = [
  { name: "Abena Kyei", email: "abena.kyei@example.org", fund: "BUILDING", amount: "50.00", days: 3 },
  { name: "Yaw Darko", email: "yaw.darko@example.org", fund: "MISSIONS", amount: "120.00", days: 9 },
  { name: "Efua Mensah", email: "efua.mensah@example.org", fund: "OFFERING", amount: "25.00", days: 16 },
];

/**
 * Grace Cathedral's online gifts, all through the sandbox (test payments: no money moved, so they
 * became no gift and no income): a few guests' gifts, and the demo member's monthly gift to the
 * building fund with its first two charges, next due in a fortnight.
 */
export async function seedDemoOnlineGifts(tx: Tx, church: number, today: string): Promise<void> {
  const defaults = await tx
    .select({ id: funds.id, code: funds.code })
    .from(funds)
    .where(isNull(funds.church));
  const fundOf = (code: string) => defaults.find((f) => f.code === code)?.id;
  const [place] = await tx
    .select({ currency: churches.currency })
    .from(churches)
    .where(eq(churches.id, church));
  const currency = place?.currency ?? "GHS";
  let n = 0;
  const reference = () => `GIV-DEMO${String(++n).padStart(4, "0")}`;
  const paidOn = (day: string) => new Date(`${day}T10:30:00Z`);
  for (const g of GUESTS) {
    const fund = fundOf(g.fund);
    if (!fund) continue;
    const day = addDays(today, -g.days);
    await tx.insert(giftPayments).values({
      church,
      fund,
      amount: g.amount,
      currency,
      gateway: "sandbox",
      reference: reference(),
      status: "SUCCEEDED",
      is_test: true,
      donor_name: g.name,
      donor_email: g.email,
      gateway_response: { sandbox_outcome: "success" },
      paid_at: paidOn(day),
      created_at: paidOn(day),
    });
  }
  const building = fundOf("BUILDING");
  const [account] = await tx
    .select({ id: users.id, first: users.first_name, last: users.last_name, email: users.email })
    .from(users)
    .where(eq(users.username, "member"))
    .limit(1);
  if (!building || !account) return;
  const [member] = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.user, account.id), eq(members.church, church)))
    .limit(1);
  const started = addMonths(addDays(today, 14), -2);
  const [standing] = await tx
    .insert(recurringGifts)
    .values({
      church,
      fund: building,
      user: account.id,
      member: member?.id ?? null,
      amount: "40.00",
      currency,
      frequency: "MONTHLY",
      gateway: "sandbox",
      status: "ACTIVE",
      authorization: { token: "SANDBOX-AUTH-DEMO" },
      donor_name: `${account.first} ${account.last}`.trim(),
      donor_email: account.email,
      next_charge_on: addDays(today, 14),
      last_charged_on: addMonths(started, 1),
    })
    .returning({ id: recurringGifts.id });
  if (!standing) return;
  for (const day of [started, addMonths(started, 1)])
    await tx.insert(giftPayments).values({
      church,
      fund: building,
      amount: "40.00",
      currency,
      gateway: "sandbox",
      reference: reference(),
      status: "SUCCEEDED",
      is_test: true,
      frequency: "MONTHLY",
      donor_name: `${account.first} ${account.last}`.trim(),
      donor_email: account.email,
      user: account.id,
      member: member?.id ?? null,
      recurring_gift: standing.id,
      charge_day: day === started ? null : day,
      paid_at: paidOn(day),
      created_at: paidOn(day),
    });
}
