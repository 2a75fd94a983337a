import {
  AGE_BAND_LIMITS,
  AGE_BANDS,
  type AgeBand,
  ageOn,
  type MemberStatistics,
  msg,
  todayIso,
} from "@cm/contracts";
import { and, asc, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import { execute } from "../../db/client";
import { members } from "../../db/tables";
import { valuesOf } from "../../platform/bulk-writes";
import { ValidationError } from "../../platform/errors";
import { allOf } from "../../platform/resources/list";
import type { ResourceContext, Row, RowOf, WriteData } from "../../platform/resources/resource";
import type { Scoped } from "../../platform/resources/scoped";
import type { Data } from "../../platform/resources/scoped-data";
import type { Scope } from "../../platform/tenancy";

export const MEMBER_SCOPE: Scope = { kind: "church", field: "church" };

/**
 * Adds `full_name` and `age`: pure arithmetic on the row, no query. The rows are the page's own,
 * fresh from the database, so they are completed in place rather than copied.
 */
export function decorateMembers(rows: Row[], now: Date): Row[] {
  const today = todayIso(now);
  for (const r of rows) {
    r.full_name = [r.first_name, r.other_names, r.last_name]
      .filter((s) => typeof s === "string" && s)
      .join(" ");
    r.age = typeof r.date_of_birth === "string" ? ageOn(r.date_of_birth, today) : null;
  }
  return rows;
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
 * Phones and e-mail addresses of `candidates` already used by another member of the church the
 * scope is narrowed to (e-mail compared without case). One query, the candidates as one JSON parameter.
 */
export async function existingContacts(
  db: Data,
  church: Scoped,
  candidates: Duplicate[],
  exceptId?: number,
): Promise<{ phones: Set<string>; emails: Set<string> }> {
  const phones = [...new Set(candidates.map((c) => c.phone).filter((p): p is string => !!p))];
  const emails = [...new Set(candidates.map((c) => c.email?.toLowerCase()).filter((e): e is string => !!e))];
  const found = { phones: new Set<string>(), emails: new Set<string>() };
  if (!phones.length && !emails.length) return found;

  const rows = await db
    .select({ phone: members.phone, email: sql<string>`lower(${members.email})` })
    .from(members)
    .where(
      church.where(
        exceptId ? ne(members.id, exceptId) : undefined,
        or(
          // `= any(array(...))`, not `in (...)`: inside OR, an IN over a subquery is checked row by
          // row over the whole church (139 ms for 100,000 members) instead of through the unique indexes.
          and(ne(members.phone, ""), sql`${members.phone} = any(array${valuesOf(phones)})`),
          and(ne(members.email, ""), sql`lower(${members.email}) = any(array${valuesOf(emails)})`),
        ),
      ),
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
 * A phone number or e-mail address belongs to one member of a church: the unique indexes
 * (members_phone_key, members_email_key) refuse a second, and this says which field and why, both
 * at once when both are taken. (A linked user account of the member's church is a declared reference.)
 */
export async function explainDuplicateContact(
  ctx: ResourceContext,
  data: WriteData<typeof members>,
  existing: RowOf<typeof members> | null,
): Promise<void> {
  const phone = data.phone ?? existing?.phone;
  const email = data.email ?? existing?.email;
  if (!phone && !email) return;
  const church = await ctx.scoped({ church: Number(data.church ?? existing?.church) });
  const taken = await existingContacts(ctx.data, church, [{ phone, email }], existing?.id);
  const errors: Record<string, string[]> = {};
  if (phone && taken.phones.size) errors.phone = [DUPLICATE_PHONE];
  if (email && taken.emails.size) errors.email = [DUPLICATE_EMAIL];
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

/**
 * The ids, all of which must be members the caller may reach; otherwise a 400 naming the
 * others, and nothing is changed.
 */
export async function reachableIds(db: Data, scoped: Scoped, ids: number[]): Promise<number[]> {
  const wanted = [...new Set(ids)];
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(scoped.where(inArray(members.id, wanted)));
  const found = new Set(rows.map((r) => r.id));
  const missing = wanted.filter((id) => !found.has(id));
  if (missing.length) {
    throw new ValidationError({
      ids: [
        msg("These members were not found in your church: {members}. Nothing was changed.", {
          members: missing.join(", "),
        }),
      ],
    });
  }
  return wanted;
}

type Tally = { value: string; count: number }[];

/** All the figures in one aggregate: totals and the counts by category, gender, age band and home cell. */
export async function memberStatistics(db: Data, where: SQL | undefined): Promise<MemberStatistics> {
  const band = sql`(${ageBandSql})`;
  const rows = await execute(
    db,
    sql`
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
    group by grouping sets ((), (${members.category}), (${members.gender}), (${band}), (${members.home_cell_fellowship}))`,
  );
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
  db: Data,
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
