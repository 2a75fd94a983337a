import {
  type DonationMethod,
  fromCents,
  givingBatch,
  givingBatchRules,
  msg,
  type PaymentMethod,
  SOURCE_LANGUAGE,
  toCents,
  todayIso,
  viewerOf,
} from "@cm/contracts";
import { and, eq, inArray, sql } from "drizzle-orm";
import { churches, donations, funds, givingBatches, income } from "../../db/tables";
import { settleChurchCurrency } from "../../platform/church-currency";
import { forbidden, ValidationError } from "../../platform/errors";
import { translator } from "../../platform/i18n";
import { presenter, presentOne } from "../../platform/resources/presenter";
import type { ResourceContext, RowOf, WriteData } from "../../platform/resources/resource";
import type { Data } from "../../platform/resources/scoped-data";
import { userNames } from "../../platform/user-names";
import { finalRecord, refuseClosedYear } from "./giving-access";

type BatchRow = RowOf<typeof givingBatches>;
type BatchData = WriteData<typeof givingBatches>;
const present = presenter(givingBatch);

const FINAL: Record<string, string> = {
  SUBMITTED: msg(
    "This count has been submitted. Ask the person who confirms it to reopen it to make changes.",
  ),
  CONFIRMED: msg("This count has been confirmed. Its gifts are final: correct a gift by reversing it."),
};

/** The payment method of a fund's posted income: its gifts' one method, or OTHER when mixed. */
const methodOf = (methods: DonationMethod[]): PaymentMethod =>
  methods.length === 1 ? (methods[0] ?? "CASH") : "OTHER";

/** Only an OPEN batch (its gifts, its details) changes: 409 otherwise. */
export function requireOpen(batch: { status: string }): void {
  if (givingBatchRules.change(batch)) return;
  throw finalRecord(FINAL[batch.status] ?? FINAL.CONFIRMED ?? "");
}

/** A new batch is OPEN, in the church's currency, made by the signed-in counter. */
export async function prepareBatchWrite(ctx: ResourceContext, data: BatchData, existing: BatchRow | null) {
  if (existing) requireOpen(existing);
  const church = Number(data.church ?? existing?.church);
  const sent = typeof data.currency === "string" ? data.currency : undefined;
  const out = { ...data };
  if (!existing || (sent !== undefined && sent !== existing.currency))
    out.currency = await settleChurchCurrency(ctx.data, church, sent);
  if (!existing) {
    out.status = "OPEN";
    out.created_by = ctx.principal?.id ?? null;
    out.service_date ??= todayIso(ctx.now);
  }
  return out;
}

/** An OPEN batch may be deleted with its gifts; a submitted or confirmed one stays. */
export function refuseBatchDelete(_ctx: ResourceContext, existing: BatchRow): void {
  requireOpen(existing);
}

/** The sum and number of each batch's gifts (one query for a page of batches). */
export async function batchTotals(data: Data, ids: number[]) {
  const rows = await data
    .select({
      batch: donations.batch,
      total: sql<string>`coalesce(sum(${donations.amount}), 0)::text`,
      count: sql<number>`count(*)::int`,
    })
    .from(donations)
    .where(inArray(donations.batch, ids.length ? ids : [0]))
    .groupBy(donations.batch);
  return new Map(rows.map((r) => [Number(r.batch), { total: fromCents(toCents(r.total)), count: r.count }]));
}

/** Totals and people's names for a page of batches. */
export async function decorateBatches(ctx: ResourceContext, rows: BatchRow[]) {
  const totals = await batchTotals(
    ctx.data,
    rows.map((r) => r.id),
  );
  const names = await userNames(
    ctx.data,
    rows.flatMap((r) => [r.created_by, r.submitted_by, r.confirmed_by]),
  );
  return rows.map((r) => ({
    ...r,
    total: totals.get(r.id)?.total ?? "0.00",
    donation_count: totals.get(r.id)?.count ?? 0,
    created_by_name: names.get(Number(r.created_by)) ?? "",
    submitted_by_name: names.get(Number(r.submitted_by)) ?? "",
    confirmed_by_name: names.get(Number(r.confirmed_by)) ?? "",
  }));
}

const answer = (ctx: ResourceContext, row: BatchRow | undefined) =>
  presentOne(row, (rows) => decorateBatches(ctx, rows), present);

/**
 * The counter hands the count over: an OPEN batch with gifts that add up to the expected total
 * (what was counted in the plates), else 400 saying by how much they differ.
 */
export async function submitBatch(ctx: ResourceContext, batch: BatchRow) {
  requireOpen(batch);
  const sum = (await batchTotals(ctx.data, [batch.id])).get(batch.id);
  if (!sum || sum.count === 0)
    throw new ValidationError({
      non_field_errors: [msg("Enter the gifts of this count before submitting it.")],
    });
  if (toCents(sum.total) !== toCents(batch.expected_total)) {
    throw new ValidationError({
      non_field_errors: [
        msg(
          "The gifts add up to {total} but the expected total is {expected}. Correct the gifts or the expected total before submitting.",
          { total: sum.total, expected: batch.expected_total },
        ),
      ],
    });
  }
  const changes = {
    status: "SUBMITTED" as const,
    submitted_by: ctx.principal?.id ?? null,
    submitted_at: ctx.now,
  };
  const [row] = await ctx.data
    .update(givingBatches)
    .set(changes)
    .where(eq(givingBatches.id, batch.id))
    .returning();
  await ctx.audit({ objectId: batch.id, changes });
  return answer(ctx, row);
}

/** Sends a submitted count back to its counter to be corrected. */
export async function reopenBatch(ctx: ResourceContext, batch: BatchRow) {
  if (batch.status === "CONFIRMED") throw finalRecord(FINAL.CONFIRMED ?? "");
  if (!givingBatchRules.reopen(batch)) throw finalRecord(msg("This count is open already."));
  const changes = { status: "OPEN" as const, submitted_by: null, submitted_at: null };
  const [row] = await ctx.data
    .update(givingBatches)
    .set(changes)
    .where(eq(givingBatches.id, batch.id))
    .returning();
  await ctx.audit({ objectId: batch.id, changes: { status: "OPEN" } });
  return answer(ctx, row);
}

/**
 * A second person confirms a submitted count (the batch is locked by the mechanism, so of two
 * concurrent confirmations the second finds it confirmed). In the same transaction its gifts
 * become final and one income record per fund is posted to finance, dated the service date,
 * under the fund's income category: finance and giving never disagree.
 */
export async function confirmBatch(ctx: ResourceContext, batch: BatchRow) {
  if (batch.status === "CONFIRMED") throw finalRecord(msg("This count has already been confirmed."));
  if (batch.status === "OPEN") throw finalRecord(msg("This count has not been submitted yet."));
  if (ctx.principal && !givingBatchRules.confirm(viewerOf(ctx.principal), batch)) {
    throw forbidden(msg("You submitted this count, so someone else must confirm it."));
  }
  await refuseClosedYear(ctx, batch.church, "service_date", [batch.service_date]);
  const perFund = await ctx.data
    .select({
      fund: donations.fund,
      category: funds.income_category,
      name: funds.name,
      total: sql<string>`sum(${donations.amount})::text`,
      methods: sql<DonationMethod[]>`array_agg(distinct ${donations.method})`,
    })
    .from(donations)
    .innerJoin(funds, eq(funds.id, donations.fund))
    .where(eq(donations.batch, batch.id))
    .groupBy(donations.fund, funds.income_category, funds.name);
  const posted = perFund.filter((f) => toCents(f.total) > 0n);
  if (posted.length > 0) {
    // The church's books are read in the church's language.
    const [church] = await ctx.data
      .select({ language: churches.language })
      .from(churches)
      .where(eq(churches.id, batch.church));
    const t = translator(church?.language ?? SOURCE_LANGUAGE);
    await ctx.data.insert(income).values(
      posted.map((f) => ({
        church: batch.church,
        amount: fromCents(toCents(f.total)),
        currency: batch.currency,
        received_on: batch.service_date,
        category: f.category,
        payment_method: methodOf(f.methods),
        description: t("{fund}: count of {date}", { fund: f.name, date: batch.service_date }),
        reference: `GIVING-${batch.id}`,
        recorded_by: ctx.principal?.id ?? null,
        giving_batch: batch.id,
        giving_fund: f.fund,
      })),
    );
  }
  await ctx.data
    .update(donations)
    .set({ is_final: true })
    .where(and(eq(donations.batch, batch.id), eq(donations.is_final, false)));
  const changes = {
    status: "CONFIRMED" as const,
    confirmed_by: ctx.principal?.id ?? null,
    confirmed_at: ctx.now,
  };
  const [row] = await ctx.data
    .update(givingBatches)
    .set(changes)
    .where(eq(givingBatches.id, batch.id))
    .returning();
  await ctx.audit({ objectId: batch.id, changes: { ...changes, posted_funds: posted.length } });
  return answer(ctx, row);
}
