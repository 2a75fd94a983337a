import { DUPLICATE_REASONS, type DuplicateReason } from "@cm/contracts";
import { inArray, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { members } from "../../db/tables";
import { pageLinks } from "../../platform/resources/list";
import type { Scoped } from "../../platform/resources/scoped";
import type { Data } from "../../platform/resources/scoped-data";
import { decorateMembers } from "./members.service";

/**
 * A key shared by more people than this is a family's or an office's (one phone for a household),
 * not one person entered twice: such groups are left out rather than answered as dozens of pairs.
 */
export const MAX_DUPLICATE_GROUP = 8;
/** Names at least this similar (trigrams, 0 to 1) beside the same phone add `similar_name`. */
const SIMILAR_NAMES = 0.45;

const m = members;

/**
 * Likely duplicates among the members in reach, a page at a time: pairs of one church that share
 * a phone, an e-mail address, or a name and birth date (see the keys in the members table), most
 * reasons first. Each key (columns the database keeps) is grouped within the church from its own
 * index alone, in key order, in one statement that also counts the pairs; the page's members are
 * then read by id.
 */
export async function duplicatePairs(
  data: Data,
  request: FastifyRequest,
  scope: Scoped,
  page: number,
  pageSize: number,
  now: Date,
) {
  const reach = data.within(m, scope.where());
  const group = (reason: DuplicateReason, where: ReturnType<typeof sql>, by: ReturnType<typeof sql>) => sql`
    select ${reason}::text as reason, array_agg(${m.id}) as ids
    from ${m} where ${reach} and ${where}
    group by ${m.church}, ${by}
    having count(*) between 2 and ${sql.raw(String(MAX_DUPLICATE_GROUP))}`;
  const rows = await data.execute(sql`
    with groups as (
      ${group("phone", sql`${m.phone_key} <> ''`, sql`${m.phone_key}`)}
      union all
      ${group("email", sql`${m.email_key} <> ''`, sql`${m.email_key}`)}
      union all
      ${group("name_birth", sql`${m.date_of_birth} is not null`, sql`${m.date_of_birth}, ${m.name_key}`)}
    ),
    pairs as (
      select a.id as a, b.id as b, array_agg(distinct g.reason order by g.reason) as reasons
      from groups g
      cross join lateral unnest(g.ids) as a(id)
      cross join lateral unnest(g.ids) as b(id)
      where a.id < b.id
      group by a.id, b.id
    ),
    total as (select count(*)::int as n from pairs)
    select total.n as total, p.a, p.b, p.reasons
    from total left join lateral (
      select a, b, reasons from pairs
      order by cardinality(reasons) desc, a, b
      limit ${pageSize} offset ${(page - 1) * pageSize}
    ) p on true`);
  const found = pageRows.parse(rows).rows;
  const total = found[0]?.total ?? 0;
  const pairs = found.flatMap(({ a, b, reasons }) => (a !== null && b !== null ? [{ a, b, reasons }] : []));
  const results = await pairsOfMembers(data, pairs, now);
  return { count: total, count_is_exact: true, ...pageLinks(request, page, pageSize, total), results };
}

/** Postgres answers a text array as an array, or (some drivers) as its literal `{a,b}`. */
const reasonList = z.preprocess(
  (value) =>
    Array.isArray(value)
      ? value
      : String(value ?? "")
          .replace(/[{}]/g, "")
          .split(",")
          .filter(Boolean),
  z.array(z.enum(DUPLICATE_REASONS)),
);
/** The statement's answer: the count on every row, and a page's pairs (none on an empty page). */
const pageRows = z.object({
  rows: z.array(
    z.object({
      total: z.coerce.number(),
      a: z.coerce.number().nullable(),
      b: z.coerce.number().nullable(),
      reasons: reasonList,
    }),
  ),
});

/** The members of a page of pairs, read once by id, and `similar_name` beside a shared phone. */
async function pairsOfMembers(
  data: Data,
  pairs: { a: number; b: number; reasons: DuplicateReason[] }[],
  now: Date,
) {
  if (pairs.length === 0) return [];
  const ids = [...new Set(pairs.flatMap((p) => [p.a, p.b]))];
  const rows = await data.select().from(m).where(inArray(m.id, ids));
  decorateMembers(rows, now);
  const byId = new Map(rows.map((p) => [p.id, p]));
  return pairs.flatMap((p) => {
    const first = byId.get(p.a);
    const second = byId.get(p.b);
    if (!first || !second) return [];
    const reasons = [...p.reasons];
    if (reasons.includes("phone") && similarity(nameOf(first), nameOf(second)) >= SIMILAR_NAMES)
      reasons.push("similar_name");
    return [{ first, second, reasons }];
  });
}

const nameOf = (p: { first_name: string; last_name: string }) =>
  `${p.first_name} ${p.last_name}`.toLowerCase();

/** Trigram similarity as pg_trgm computes it: shared trigrams over all trigrams of both words. */
export function similarity(a: string, b: string): number {
  const ta = trigrams(a);
  const tb = trigrams(b);
  if (ta.size === 0 || tb.size === 0) return 0;
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared += 1;
  return shared / (ta.size + tb.size - shared);
}

function trigrams(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i += 1) out.add(padded.slice(i, i + 3));
  }
  return out;
}
