import {
  AGE_BAND_LIMITS,
  AGE_BANDS,
  type AgeBand,
  ageOn,
  type MemberStatistics,
  todayIso,
} from "@cm/contracts";
import { and, asc, eq, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { members, users } from "../../db/tables";
import { principalOf } from "../../platform/auth/access";
import type { Principal } from "../../platform/auth/principal";
import { ValidationError } from "../../platform/errors";
import { allOf } from "../../platform/resources/list";
import type { ResourceContext, Row } from "../../platform/resources/resource";
import { type Scope, scopeCondition } from "../../platform/tenancy";

export const MEMBER_SCOPE: Scope = { kind: "church", field: "church" };

/** The members a principal may reach, optionally narrowed to one church. */
export const memberScope = (p: Principal, church?: number): SQL | undefined =>
  allOf([scopeCondition(MEMBER_SCOPE, members.church, p), church ? eq(members.church, church) : undefined]);

/** Adds `full_name` and `age`: pure arithmetic on the row, no query. */
export function decorateMembers(rows: Row[]): Row[] {
  const today = todayIso();
  return rows.map((r) => ({
    ...r,
    full_name: [r.first_name, r.other_names, r.last_name].filter((s) => typeof s === "string" && s).join(" "),
    age: typeof r.date_of_birth === "string" ? ageOn(r.date_of_birth, today) : null,
  }));
}

/**
 * Members whose age today falls in the band, as a range of birth dates so the date
 * comparison stays cheap (no per-row age arithmetic).
 */
export function ageBandCondition(band: AgeBand): SQL {
  const [youngest, oldest] = AGE_BAND_LIMITS[band];
  const bornBy = sql`${members.date_of_birth} <= (current_date - make_interval(years => ${youngest}))::date`;
  if (oldest === null) return bornBy;
  return sql`${bornBy} and ${members.date_of_birth} > (current_date - make_interval(years => ${oldest + 1}))::date`;
}

/** The band of a birth date in SQL, '' when it is unknown. */
const ageBandSql = sql.raw(
  `case when date_of_birth is null then '' ${AGE_BANDS.map((band) => {
    const [youngest] = AGE_BAND_LIMITS[band];
    return `when date_of_birth <= (current_date - interval '${youngest} years')::date then '${band}'`;
  })
    .reverse()
    .join(" ")} else '' end`,
);

type Duplicate = { phone?: string; email?: string };

/**
 * Phones and e-mail addresses of `candidates` already used by another member of the church
 * (e-mail compared without case). One query, the candidates passed as one JSON parameter.
 */
export async function existingContacts(
  db: Db | Tx,
  church: number,
  candidates: Duplicate[],
  exceptId?: number,
): Promise<{ phones: Set<string>; emails: Set<string> }> {
  const phones = [...new Set(candidates.map((c) => c.phone).filter((p): p is string => !!p))];
  const emails = [...new Set(candidates.map((c) => c.email?.toLowerCase()).filter((e): e is string => !!e))];
  const found = { phones: new Set<string>(), emails: new Set<string>() };
  if (!phones.length && !emails.length) return found;
  const list = (values: string[]) =>
    sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
  const rows = await db
    .select({ phone: members.phone, email: sql<string>`lower(${members.email})` })
    .from(members)
    .where(
      allOf([
        eq(members.church, church),
        exceptId ? ne(members.id, exceptId) : undefined,
        or(
          and(ne(members.phone, ""), sql`${members.phone} = any(${list(phones)})`),
          and(ne(members.email, ""), sql`lower(${members.email}) = any(${list(emails)})`),
        ),
      ]),
    );
  const wantedPhones = new Set(phones);
  const wantedEmails = new Set(emails);
  for (const r of rows) {
    if (wantedPhones.has(r.phone)) found.phones.add(r.phone);
    if (wantedEmails.has(r.email)) found.emails.add(r.email);
  }
  return found;
}

export const DUPLICATE_PHONE = "Another member of this church already has this phone number.";
export const DUPLICATE_EMAIL = "Another member of this church already has this e-mail address.";

/**
 * Rules of a member write: a linked user account belongs to the member's church, and a phone
 * number or e-mail address belongs to one member of a church.
 */
export async function prepareMemberWrite(
  ctx: ResourceContext,
  data: Row,
  existing: Row | null,
): Promise<Row> {
  const church = Number(data.church ?? existing?.church ?? principalOf(ctx.request).church);
  const errors: Record<string, string[]> = {};
  const user = data.user === undefined ? undefined : (data.user as number | null);
  if (user) {
    const [account] = await ctx.db
      .select({ church: users.church })
      .from(users)
      .where(eq(users.id, user))
      .limit(1);
    if (account?.church !== church) errors.user = ["Choose a user account of this member's church."];
  }
  const phone = (data.phone ?? existing?.phone) as string | undefined;
  const email = (data.email ?? existing?.email) as string | undefined;
  if (phone || email) {
    const taken = await existingContacts(
      ctx.db,
      church,
      [{ phone, email }],
      existing?.id as number | undefined,
    );
    if (phone && taken.phones.size) errors.phone = [DUPLICATE_PHONE];
    if (email && taken.emails.size) errors.email = [DUPLICATE_EMAIL];
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return data;
}

/**
 * The ids, all of which must be members the caller may reach; otherwise a 400 naming the
 * others, and nothing is changed.
 */
export async function reachableIds(ctx: ResourceContext, ids: number[]): Promise<number[]> {
  const wanted = [...new Set(ids)];
  const rows = await ctx.db
    .select({ id: members.id })
    .from(members)
    .where(and(inArray(members.id, wanted), memberScope(principalOf(ctx.request))));
  const found = new Set(rows.map((r) => r.id));
  const missing = wanted.filter((id) => !found.has(id));
  if (missing.length) {
    throw new ValidationError({
      ids: [`These members were not found in your church: ${missing.join(", ")}. Nothing was changed.`],
    });
  }
  return wanted;
}

type Tally = { value: string; count: number }[];

/** All the figures in one aggregate: totals and the counts by category, gender, age band and home cell. */
export async function memberStatistics(db: Db, where: SQL | undefined): Promise<MemberStatistics> {
  const band = sql`(${ageBandSql})`;
  const result = await db.execute(sql`
    select grouping(${members.category}) as g_category, grouping(${members.gender}) as g_gender,
      grouping(${band}) as g_band, grouping(${members.home_cell_fellowship}) as g_cell,
      ${members.category} as category, ${members.gender} as gender, ${band} as band,
      ${members.home_cell_fellowship} as cell,
      count(*)::int as total,
      (count(*) filter (where ${members.is_active}))::int as active,
      (count(*) filter (where coalesce(${members.membership_date}, ${members.created_at}::date)
        >= date_trunc('month', current_date)::date))::int as new_this_month
    from ${members}
    ${where ? sql`where ${where}` : sql``}
    group by grouping sets ((), (${members.category}), (${members.gender}), (${band}), (${members.home_cell_fellowship}))`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  const tally = (flag: string, key: string): Tally =>
    rows
      .filter((r) => Number(r[flag]) === 0)
      .map((r) => ({ value: String(r[key] ?? ""), count: Number(r.total) }))
      .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  const all = rows.find((r) => [r.g_category, r.g_gender, r.g_band, r.g_cell].every((g) => Number(g) === 1));
  const total = Number(all?.total ?? 0);
  const active = Number(all?.active ?? 0);
  const bands = new Map(tally("g_band", "band").map((t) => [t.value, t.count]));
  return {
    total,
    active,
    inactive: total - active,
    new_this_month: Number(all?.new_this_month ?? 0),
    by_category: tally("g_category", "category"),
    by_gender: tally("g_gender", "gender"),
    by_age_band: [...AGE_BANDS, ""].map((value) => ({ value, count: bands.get(value) ?? 0 })),
    by_home_cell: tally("g_cell", "cell"),
  };
}

/** Distinct non-empty values of a text column among the members in reach, sorted. */
export async function distinctValues(
  db: Db,
  column: typeof members.category | typeof members.home_cell_fellowship | typeof members.home_cell_pastor,
  where: SQL | undefined,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ value: column })
    .from(members)
    .where(allOf([where, ne(column, "")]))
    .orderBy(asc(column))
    .limit(1_000);
  return rows.map((r) => r.value);
}
