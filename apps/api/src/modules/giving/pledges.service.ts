import { fromCents, msg, type OwnPledges, pledge, toCents } from "@cm/contracts";
import { and, desc, eq, gte, inArray, isNotNull, lte, or, sql } from "drizzle-orm";
import { donations, funds, householdMembers, households, members, pledges } from "../../db/tables";
import { settleChurchCurrency } from "../../platform/church-currency";
import { fieldError } from "../../platform/errors";
import { memberNamesOf } from "../../platform/member-roll";
import { presenter } from "../../platform/resources/presenter";
import type { ResourceContext, RowOf, WriteData } from "../../platform/resources/resource";
import { requireFund } from "./funds.routes";

type PledgeRow = RowOf<typeof pledges>;
type PledgeData = WriteData<typeof pledges>;
const present = presenter(pledge);

/**
 * A pledge is a member's or a household's (exactly one), to an active fund the church may use, in
 * the church's currency, over a period whose end is after its start.
 */
export async function preparePledgeWrite(
  ctx: ResourceContext,
  data: PledgeData,
  existing: PledgeRow | null,
): Promise<PledgeData> {
  const church = existing ? existing.church : Number(data.church);
  const member = data.member === undefined ? existing?.member : data.member;
  const household = data.household === undefined ? existing?.household : data.household;
  if (member && household)
    throw fieldError("household", msg("Choose a member or a household as the giver, not both."));
  if (!member && !household)
    throw fieldError("member", msg("Choose the member or the household who pledges."));
  const starts = data.starts_on ?? existing?.starts_on;
  const ends = data.ends_on ?? existing?.ends_on;
  if (starts && ends && ends <= starts) throw fieldError("ends_on", msg("The end must be after the start."));
  if (data.fund !== undefined)
    await requireFund(ctx, Number(data.fund), church, data.fund === existing?.fund);
  const out: PledgeData = { ...data, church, member: member ?? null, household: household ?? null };
  const sent = typeof data.currency === "string" ? data.currency : undefined;
  if (!existing || sent !== undefined) out.currency = await settleChurchCurrency(ctx.data, church, sent);
  if (!existing) out.created_by = ctx.principal?.id ?? null;
  return out;
}

/**
 * What each pledge's giver gave to its fund within its period, in cents: the confirmed gifts,
 * reversing entries included, so a reversed gift and its reversal (same giver, fund and day)
 * cancel out and the figure counts only gifts that stand.
 */
async function givenTo(ctx: ResourceContext, rows: PledgeRow[]): Promise<Map<number, bigint>> {
  if (rows.length === 0) return new Map();
  const sums = await ctx.data
    .select({ pledge: pledges.id, total: sql<string>`coalesce(sum(${donations.amount}), 0)::text` })
    .from(pledges)
    .innerJoin(
      donations,
      and(
        eq(donations.fund, pledges.fund),
        eq(donations.church, pledges.church),
        eq(donations.is_final, true),
        gte(donations.given_on, pledges.starts_on),
        lte(donations.given_on, pledges.ends_on),
        or(
          and(isNotNull(pledges.member), eq(donations.member, pledges.member)),
          and(isNotNull(pledges.household), eq(donations.household, pledges.household)),
        ),
      ),
    )
    .where(
      inArray(
        pledges.id,
        rows.map((r) => r.id),
      ),
    )
    .groupBy(pledges.id);
  return new Map(sums.map((s) => [s.pledge, toCents(s.total)]));
}

/** Fund and giver names and each pledge's progress, for a page of pledges. */
export async function decoratePledges(ctx: ResourceContext, rows: PledgeRow[]) {
  const fundIds = [...new Set(rows.map((r) => r.fund))];
  const fundNames = new Map(
    (
      await ctx.data
        .select({ id: funds.id, name: funds.name })
        .from(funds)
        .where(inArray(funds.id, fundIds.length ? fundIds : [0]))
    ).map((f) => [f.id, f.name]),
  );
  const memberNames = await memberNamesOf(
    ctx.data,
    rows.flatMap((r) => (r.member ? [r.member] : [])),
  );
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
  const given = await givenTo(ctx, rows);
  return rows.map((r) => {
    const cents = given.get(r.id) ?? 0n;
    const target = toCents(r.amount);
    const left = target - cents;
    return {
      ...r,
      fund_name: fundNames.get(r.fund) ?? "",
      donor_name: r.member
        ? (memberNames.get(r.member) ?? "")
        : r.household
          ? (householdNames.get(r.household) ?? "")
          : "",
      given: fromCents(cents),
      remaining: fromCents(left > 0n ? left : 0n),
      percent: target > 0n ? Number((cents * 100n) / target) : 0,
    };
  });
}

/** The signed-in member's pledges and their household's, newest first, with their progress. */
export async function ownPledges(ctx: ResourceContext): Promise<OwnPledges> {
  const userId = ctx.principal?.id ?? 0;
  const roll = await ctx.scoped({ resource: "members" });
  const [member] = await roll.rows(members, eq(members.user, userId)).limit(1);
  if (!member) return { linked: false, pledges: [] };
  const [home] = await ctx.data
    .select({ household: householdMembers.household })
    .from(householdMembers)
    .where(eq(householdMembers.member, member.id))
    .limit(1);
  const rows = await ctx.data
    .select()
    .from(pledges)
    .where(
      home
        ? or(eq(pledges.member, member.id), eq(pledges.household, home.household))
        : eq(pledges.member, member.id),
    )
    .orderBy(desc(pledges.starts_on), desc(pledges.id))
    .limit(100);
  return { linked: true, pledges: (await decoratePledges(ctx, rows)).map(present) };
}
