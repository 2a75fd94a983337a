import { sql } from "drizzle-orm";
import type { Database } from "../../apps/api/src/db/client";
import { seedDemo } from "../../apps/api/src/modules/demo-seed";

export const REGIONS = 20;
export const CHURCHES = 1_000;
export const MEMBERS = 1_000_000;
/** A weekly service in every church for a year. */
export const WEEKS = 52;
export const EVENTS = CHURCHES * WEEKS;
/** Members marked present at each service: 52,000 services x 96 = 4,992,000 marks. */
export const MARKS_PER_EVENT = 96;
export const MARKS = EVENTS * MARKS_PER_EVENT;
/** The admin of Bench Church 1, and the regional admin of its region. */
export const BENCH_ADMIN = "bench_admin";
export const BENCH_REGIONAL = "bench_regional";
// Rows per statement: each is one set-based INSERT ... SELECT over generate_series.
const SLICE = 250_000;

/** A pseudo-random whole number in [0, n) from the row number and a salt, the same on every run. */
const pick = (salt: number, n: number) => sql.raw(`(abs(hashint8(g::bigint * 7 + ${salt})) % ${n})::int`);

type Rows = Record<string, unknown>[];

/**
 * Migrates, seeds the demo organisation (for `super_admin`), adds 20 regions with 1,000 churches
 * (50 each, on Grace Cathedral's plan, ending over the next two months so some expire within
 * the week), the admin of Bench Church 1 and the regional admin of its region, then 1,000,000
 * members, a weekly service in every church for a year and 4,992,000 attendance marks (96 members
 * of the church at each service). The tables' secondary indexes are off for the load, as for any
 * bulk load, and rebuilt from their own definitions afterwards.
 */
export async function generateDashboard(database: Database, password: string, log: (s: string) => void) {
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
  const { db } = database;
  await database.migrate();
  if (!(await seedDemo(db, password))) throw new Error("The bench database is not empty");
  const rows = async (q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: Rows }).rows;
  const [grace] =
    await rows(sql`select c.id, r.country_id from churches c join regions r on r.id = c.region_id
    where c.name = 'Grace Cathedral'`);
  if (!grace) throw new Error("The demo seed has no Grace Cathedral");
  await db.execute(sql`insert into regions (name, country_id)
    select 'Bench Region ' || g, ${grace.country_id} from generate_series(1, ${REGIONS}) g`);
  await db.execute(sql`insert into churches (name, region_id, city)
    select 'Bench Church ' || g, (select id from regions where name = 'Bench Region ' || (1 + g % ${REGIONS})), 'Accra'
    from generate_series(1, ${CHURCHES}) g`);
  await db.execute(sql`insert into subscriptions (church_id, plan_id, status, start_date, end_date)
    select c.id, s.plan_id, s.status, s.start_date, current_date + (c.id % 60) from churches c
    join subscriptions s on s.church_id = ${grace.id} and s.status = 'ACTIVE'
    where c.name like 'Bench Church %'`);
  const first = sql`(select id from churches where name = 'Bench Church 1')`;
  await db.execute(sql`insert into users (username, email, first_name, last_name, password_hash, role,
      is_church_admin, church_id, region_id, last_password_change)
    select ${BENCH_ADMIN}, 'bench_admin@bench.example.org', 'Bench', 'Admin', password_hash,
      'LOCAL_ADMIN', true, ${first}, null, now()
    from users where username = 'local_admin'
    union all
    select ${BENCH_REGIONAL}, 'bench_regional@bench.example.org', 'Bench', 'Regional', password_hash,
      'REGIONAL_ADMIN', false, null, (select region_id from churches where id = ${first}), now()
    from users where username = 'local_admin'`);

  const churchIds = sql`(select array_agg(id order by id) from churches where name like 'Bench Church %')`;
  const indexes: Rows = [];
  for (const table of ["members", "events", "event_attendance"]) {
    const own = await rows(sql`select i.indexname, i.indexdef, c.conname from pg_indexes i
      left join pg_constraint c on c.conname = i.indexname
      where i.tablename = ${table} and i.indexname <> ${`${table}_pkey`}`);
    for (const i of own)
      await db.execute(
        sql.raw(
          i.conname ? `alter table ${table} drop constraint ${i.conname}` : `drop index ${i.indexname}`,
        ),
      );
    indexes.push(...own.map((i) => ({ ...i, table })));
  }
  const load = async (
    total: number,
    insert: (from: number, to: number) => ReturnType<typeof sql>,
    what: string,
  ) => {
    for (let from = 0; from < total; from += SLICE) {
      const to = Math.min(total, from + SLICE) - 1;
      await db.execute(insert(from, to));
      log(`  ${what} ${(to + 1).toLocaleString("en")} / ${total.toLocaleString("en")} (${elapsed()})`);
    }
  };
  // Member g (0-based) belongs to church g % 1,000; 90 % active; joined over three years.
  await load(
    MEMBERS,
    (from, to) => sql`
      insert into members (church_id, first_name, last_name, gender, date_of_birth, membership_date, is_active)
      select (${churchIds})[1 + g % ${CHURCHES}], 'Bench', 'Member ' || g,
        case ${pick(1, 10)} when 0 then '' when 1 then 'MALE' when 2 then 'MALE' when 3 then 'MALE' when 4 then 'MALE' else 'FEMALE' end,
        case when ${pick(2, 10)} = 0 then null else date '1940-01-01' + ${pick(3, 30_000)} end,
        current_date - ${pick(4, 1_095)},
        ${pick(5, 10)} <> 0
      from generate_series(${from}::int, ${to}::int) g`,
    "members",
  );
  const [ids] = await rows(
    sql`select min(id) as first, max(id) as last from members where first_name = 'Bench'`,
  );
  const firstMember = Number(ids?.first);
  if (Number(ids?.last) - firstMember + 1 !== MEMBERS) throw new Error("Member ids are not consecutive");
  // Event g: church g % 1,000, week g / 1,000 of the last 52, Sundays at 09:00 UTC.
  await load(
    EVENTS,
    (from, to) => sql`
      insert into events (church_id, title, event_type, starts_at, visitor_count)
      select (${churchIds})[1 + g % ${CHURCHES}], 'Sunday service', 'SERVICE',
        date_trunc('week', now()) - interval '1 day' - (${WEEKS - 1} - g / ${CHURCHES}) * interval '7 days' + interval '9 hours',
        ${pick(6, 25)}
      from generate_series(${from}::int, ${to}::int) g`,
    "events",
  );
  const [events] = await rows(sql`select min(id) as first from events where title = 'Sunday service'
    and church_id in (select id from churches where name like 'Bench Church %')`);
  const firstEvent = Number(events?.first);
  // Mark g: event g / 96; its church's members 1,000 j + church for 96 different j (different each week).
  await load(
    MARKS,
    (from, to) => sql`
      insert into event_attendance (church_id, event_id, member_id)
      select (${churchIds})[1 + (g / ${MARKS_PER_EVENT}) % ${CHURCHES}],
        ${firstEvent} + g / ${MARKS_PER_EVENT},
        ${firstMember} + ((g / ${MARKS_PER_EVENT}) % ${CHURCHES})
          + ${CHURCHES} * (1 + ((g / ${MARKS_PER_EVENT} / ${CHURCHES}) * 37 + g % ${MARKS_PER_EVENT}) % 999)
      from generate_series(${from}::int, ${to}::int) g`,
    "attendance marks",
  );
  for (const i of indexes) {
    const def = String(i.indexdef);
    await db.execute(
      sql.raw(
        i.conname
          ? `alter table ${i.table} add constraint ${i.conname} unique ${def.slice(def.lastIndexOf("("))}`
          : def,
      ),
    );
  }
  log(`  indexes rebuilt (${elapsed()})`);
  await db.execute(sql`vacuum analyze`);
  const [church] = await rows(sql`select id, region_id from churches where name = 'Bench Church 1'`);
  return {
    church: Number(church?.id),
    region: Number(church?.region_id),
    seconds: (performance.now() - started) / 1000,
  };
}
