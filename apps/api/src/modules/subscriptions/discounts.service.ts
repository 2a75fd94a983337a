import { discountOff, msg } from "@cm/contracts";
import { eq, inArray, sql } from "drizzle-orm";
import { discounts, plans } from "../../db/tables";
import { fieldError } from "../../platform/errors";
import type { ResourceContext, WriteData } from "../../platform/resources/resource";
import type { Data } from "../../platform/resources/scoped-data";

type Conn = Data;
export type DiscountRow = typeof discounts.$inferSelect;
export type DiscountCheck = {
  valid: boolean;
  amount_off: string;
  final_amount: string;
  reason: string;
  discount: DiscountRow | null;
};

/** Why a discount does not apply to a plan on a day, or "" when it does. */
export function discountProblem(d: DiscountRow | undefined, planId: number, today: string): string {
  if (!d) return msg("No discount has this code.");
  if (!d.is_active) return msg("This code is no longer active.");
  if (d.valid_from !== null && today < d.valid_from) return `This code is valid from ${d.valid_from}.`;
  if (d.valid_until !== null && today > d.valid_until) return msg("This code has expired.");
  if (d.usage_limit !== null && d.times_used >= d.usage_limit) return msg("This code has been used up.");
  if (d.plans.length > 0 && !d.plans.includes(planId)) return msg("This code does not apply to this plan.");
  return "";
}

/** Checks a code (whatever its case) against a charge for a plan and answers what it takes off. */
export async function checkDiscount(
  db: Conn,
  code: string,
  planId: number,
  amount: string,
  today: string,
): Promise<DiscountCheck> {
  const [d] = await db
    .select()
    .from(discounts)
    .where(eq(sql`lower(${discounts.code})`, code.trim().toLowerCase()))
    .limit(1);
  const reason = discountProblem(d, planId, today);
  if (reason || !d) return { valid: false, amount_off: "0.00", final_amount: amount, reason, discount: null };
  const { off, final } = discountOff(d.kind, d.value, amount);
  return { valid: true, amount_off: off, final_amount: final, reason: "", discount: d };
}

/**
 * Counts one use of a discount when its payment succeeds; the condition (and the table's check
 * constraint) keeps `times_used` from ever passing `usage_limit`, whatever runs at the same time.
 */
export async function useDiscount(tx: Conn, id: number): Promise<boolean> {
  const used = await tx
    .update(discounts)
    .set({ times_used: sql`${discounts.times_used} + 1` })
    .where(
      sql`${discounts.id} = ${id} and (${discounts.usage_limit} is null or ${discounts.times_used} < ${discounts.usage_limit})`,
    )
    .returning({ id: discounts.id });
  return used.length === 1;
}

/** Rules of a discount: a percentage is at most 100, the dates are in order, the plans exist. */
type DiscountData = WriteData<typeof discounts>;

export async function prepareDiscount(
  ctx: ResourceContext,
  data: DiscountData,
  existing: DiscountRow | null,
): Promise<DiscountData> {
  const kind = data.kind ?? existing?.kind;
  const value = String(data.value ?? existing?.value ?? "0");
  if (kind === "PERCENTAGE" && Number.parseFloat(value) > 100)
    throw fieldError("value", msg("A percentage is at most 100."));
  const from = data.valid_from === undefined ? existing?.valid_from : data.valid_from;
  const until = data.valid_until === undefined ? existing?.valid_until : data.valid_until;
  if (from && until && String(from) > String(until))
    throw fieldError("valid_until", msg("Choose a date after the start."));
  const limit = data.usage_limit === undefined ? existing?.usage_limit : data.usage_limit;
  if (existing && limit !== null && limit !== undefined && Number(limit) < Number(existing.times_used)) {
    throw fieldError(
      "usage_limit",
      msg("This code has already been used {count} times.", { count: existing.times_used }),
    );
  }
  const ids = [...new Set(data.plans ?? [])];
  if (ids.length > 0) {
    const found = await ctx.data.select({ id: plans.id }).from(plans).where(inArray(plans.id, ids));
    if (found.length !== ids.length) throw fieldError("plans", msg("Choose existing plans."));
  }
  return data.plans === undefined ? data : { ...data, plans: ids };
}
