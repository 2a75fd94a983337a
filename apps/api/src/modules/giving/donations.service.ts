import { donation, fromCents, msg, type OwnGiving, toCents } from "@cm/contracts";
import { and, desc, eq, gte, inArray, lte } from "drizzle-orm";
import { donations, funds, givingBatches, households, income, members } from "../../db/tables";
import { settleChurchCurrency } from "../../platform/church-currency";
import { fieldError, notFound } from "../../platform/errors";
import { memberNamesOf } from "../../platform/member-roll";
import { presenter, presentOne } from "../../platform/resources/presenter";
import type { ResourceContext, RowOf, WriteData } from "../../platform/resources/resource";
import { requireOpen } from "./batches.service";
import { requireFund } from "./funds.routes";
import { finalRecord, refuseClosedYear } from "./giving-access";
import { onlineIncomeReference } from "./online-gifts.service";

type DonationRow = RowOf<typeof donations>;
type DonationData = WriteData<typeof donations>;
const present = presenter(donation);

const FINAL = msg("This gift is final: its count has been confirmed. Correct it by reversing it.");

/** The batch a gift belongs to, locked until the write ends (so a submit waits for it). */
async function lockedBatch(ctx: ResourceContext, id: number) {
  const [batch] = await ctx.data.select().from(givingBatches).where(eq(givingBatches.id, id)).for("update");
  if (!batch) throw notFound(msg("This count was not found."));
  return batch;
}

/**
 * A gift is entered into an OPEN batch of its church, to an active fund the church may use, in
 * the church's currency, by a member or a household (not both) or anonymously. A final gift is
 * never changed (409): it is corrected by a reversing entry.
 */
export async function prepareDonationWrite(
  ctx: ResourceContext,
  data: DonationData,
  existing: DonationRow | null,
): Promise<DonationData> {
  if (existing?.is_final) throw finalRecord(FINAL);
  const batchId = existing ? existing.batch : Number(data.batch);
  if (batchId === null) throw finalRecord(FINAL);
  const batch = await lockedBatch(ctx, batchId);
  requireOpen(batch);
  const member = data.member === undefined ? existing?.member : data.member;
  const household = data.household === undefined ? existing?.household : data.household;
  if (member && household)
    throw fieldError("household", msg("Choose a member or a household as the giver, not both."));
  if (data.fund !== undefined)
    await requireFund(ctx, Number(data.fund), batch.church, data.fund === existing?.fund);
  const out: DonationData = { ...data, church: batch.church };
  const sent = typeof data.currency === "string" ? data.currency : undefined;
  if (!existing || sent !== undefined)
    out.currency = await settleChurchCurrency(ctx.data, batch.church, sent);
  if (!existing) {
    out.given_on ??= batch.service_date;
    out.recorded_by = ctx.principal?.id ?? null;
    out.is_final = false;
  }
  return out;
}

/** A gift leaves an OPEN count only; a final one stays (reverse it instead). */
export async function refuseDonationDelete(ctx: ResourceContext, existing: DonationRow) {
  if (existing.is_final || existing.batch === null) throw finalRecord(FINAL);
  requireOpen(await lockedBatch(ctx, existing.batch));
}

/** Fund names, givers' names and whether each gift was reversed, for a page of gifts. */
export async function decorateDonations(ctx: ResourceContext, rows: DonationRow[]) {
  const fundIds = [...new Set(rows.map((r) => r.fund))];
  const fundNames = new Map(
    (
      await ctx.data
        .select({ id: funds.id, name: funds.name })
        .from(funds)
        .where(inArray(funds.id, fundIds.length ? fundIds : [0]))
    ).map((f) => [f.id, f.name]),
  );
  const memberIds = [...new Set(rows.flatMap((r) => (r.member ? [r.member] : [])))];
  const memberNames = await memberNamesOf(ctx.data, memberIds);
  const householdIds = [...new Set(rows.flatMap((r) => (r.household ? [r.household] : [])))];
  const householdNames = new Map(
    householdIds.length
      ? (
          await ctx.data
            .select({ id: households.id, name: households.name })
            .from(households)
            .where(inArray(households.id, householdIds))
        ).map((h) => [h.id, h.name])
      : [],
  );
  const ids = rows.map((r) => r.id);
  const reversed = new Set(
    ids.length
      ? (
          await ctx.data
            .select({ reverses: donations.reverses })
            .from(donations)
            .where(inArray(donations.reverses, ids))
        ).map((r) => r.reverses)
      : [],
  );
  return rows.map((r) => ({
    ...r,
    fund_name: fundNames.get(r.fund) ?? "",
    donor_name: r.member
      ? (memberNames.get(r.member) ?? "")
      : r.household
        ? (householdNames.get(r.household) ?? "")
        : "",
    reversed: reversed.has(r.id),
  }));
}

/**
 * Reverses a final gift: a reversing entry of the same amount, negative, in the same count, and
 * the income its count posted for that fund lowered by as much (removed when nothing is left),
 * in one transaction. A gift is reversed once; a reversing entry is not reversed.
 */
export async function reverseDonation(ctx: ResourceContext, gift: DonationRow, reason: string) {
  if (!gift.is_final) throw finalRecord(msg("This gift is not final yet: change or remove it in its count."));
  if (gift.reverses !== null || toCents(gift.amount) < 0n)
    throw finalRecord(msg("This entry reverses another gift; it cannot be reversed itself."));
  const [already] = await ctx.data
    .select({ id: donations.id })
    .from(donations)
    .where(eq(donations.reverses, gift.id))
    .limit(1);
  if (already) throw finalRecord(msg("This gift has already been reversed."));
  await refuseClosedYear(ctx, gift.church, "given_on", [gift.given_on]);
  {
    // A count's gift lowers its count's income of the fund; an online gift removes its own.
    const [posted] = await ctx.data
      .select()
      .from(income)
      .where(
        gift.batch !== null
          ? and(eq(income.giving_batch, gift.batch), eq(income.giving_fund, gift.fund))
          : and(
              eq(income.reference, onlineIncomeReference(gift.reference)),
              eq(income.giving_fund, gift.fund),
            ),
      )
      .for("update");
    if (posted) {
      const left = toCents(posted.amount) - toCents(gift.amount);
      if (left > 0n)
        await ctx.data
          .update(income)
          .set({ amount: fromCents(left) })
          .where(eq(income.id, posted.id));
      else await ctx.data.delete(income).where(eq(income.id, posted.id));
    }
  }
  const [entry] = await ctx.data
    .insert(donations)
    .values({
      church: gift.church,
      batch: gift.batch,
      fund: gift.fund,
      amount: fromCents(-toCents(gift.amount)),
      currency: gift.currency,
      given_on: gift.given_on,
      method: gift.method,
      member: gift.member,
      household: gift.household,
      reference: gift.reference,
      note: reason,
      is_final: true,
      reverses: gift.id,
      recorded_by: ctx.principal?.id ?? null,
    })
    .returning();
  await ctx.audit({ objectId: gift.id, changes: { reversed_by_entry: entry?.id, reason } });
  return presentOne(entry, (rows) => decorateDonations(ctx, rows), present);
}

/** The signed-in member's confirmed gifts of a year (their linked member record's), newest first. */
export async function ownGiving(ctx: ResourceContext, year: number): Promise<OwnGiving> {
  const userId = ctx.principal?.id ?? 0;
  const roll = await ctx.scoped({ resource: "members" });
  const [member] = await roll.rows(members, eq(members.user, userId)).limit(1);
  if (!member) return { linked: false, year, totals: [], gifts: [] };
  const rows = await ctx.data
    .select({
      id: donations.id,
      given_on: donations.given_on,
      fund_name: funds.name,
      amount: donations.amount,
      currency: donations.currency,
      method: donations.method,
      reference: donations.reference,
    })
    .from(donations)
    .innerJoin(funds, eq(funds.id, donations.fund))
    .where(
      and(
        eq(donations.member, member.id),
        eq(donations.is_final, true),
        gte(donations.given_on, `${year}-01-01`),
        lte(donations.given_on, `${year}-12-31`),
      ),
    )
    .orderBy(desc(donations.given_on), desc(donations.id))
    .limit(1000);
  const sums = new Map<string, bigint>();
  for (const r of rows) sums.set(r.currency, (sums.get(r.currency) ?? 0n) + toCents(r.amount));
  return {
    linked: true,
    year,
    totals: [...sums]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, c]) => ({ currency, total: fromCents(c) })),
    gifts: rows.map((r) => ({ ...r, amount: fromCents(toCents(r.amount)) })),
  };
}
