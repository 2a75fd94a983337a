import { sql } from "drizzle-orm";
import type { Database } from "../../apps/api/src/db/client";
import { seedDemo } from "../../apps/api/src/modules/demo-seed";
import { FIRST_NAMES, LAST_NAMES } from "../src/names";

export const CHURCHES = 1_000;
export const BIG_CHURCH_MEMBERS = 100_000;
/** Members of each of the other churches: a typical church. */
export const TYPICAL_CHURCH_MEMBERS = 1_000;
/** A surname one member in 100 has (about 1 %), and the admin of a typical church. */
export const RARE_SURNAME = "Quaye";
export const TYPICAL_ADMIN = "typical_admin";
// Rows per statement: each is one set-based INSERT ... SELECT over generate_series.
const SLICE = 100_000;

const textArray = (values: readonly string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}]`);
const CATEGORIES = ["Men", "Women", "Youth", "Children", "Elders"];
const CELLS = Array.from({ length: 20 }, (_, i) => `Cell ${String(i + 1).padStart(2, "0")}`);
const PASTORS = Array.from({ length: 10 }, (_, i) => `Pastor ${LAST_NAMES[i % LAST_NAMES.length]} ${i + 1}`);

/** A pseudo-random whole number in [0, n) from the row number and a salt, the same on every run. */
const pick = (salt: number, n: number) => sql.raw(`(abs(hashint8(g::bigint * 7 + ${salt})) % ${n})::int`);

/**
 * Migrates, seeds the demo organisation (so `local_admin` of Grace Cathedral exists, on a plan
 * with member management), adds 1,000 churches (each on Grace Cathedral's plan; `typical_admin` is the admin of
 * Bench Church 2, as the benchmark imports into Bench Church 1) and `total` members: the first 100,000 in Grace Cathedral, the rest
 * spread evenly over the other churches (1,000 each for 1,100,000). The indexes of the members table are
 * dropped for the load and rebuilt from their own definitions after it, as a bulk load does.
 * Returns the big church's id, the typical admin's church and the seconds it took.
 */
export async function generateMembers(
  database: Database,
  password: string,
  total: number,
  log: (s: string) => void,
) {
  const started = performance.now();
  const { db } = database;
  await database.migrate();
  if (!(await seedDemo(db, password))) throw new Error("The bench database is not empty");
  const rows = async (q: ReturnType<typeof sql>) =>
    ((await db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const [grace] = await rows(sql`select id, region_id from churches where name = 'Grace Cathedral'`);
  if (!grace) throw new Error("The demo seed has no Grace Cathedral");
  await db.execute(sql`insert into churches (name, region_id, city)
    select 'Bench Church ' || g, ${grace.region_id}, 'Accra' from generate_series(1, ${CHURCHES}) g`);
  // Every bench church on Grace Cathedral's subscription terms, and an admin for Bench Church 2.
  await db.execute(sql`insert into subscriptions (church_id, plan_id, status, start_date, end_date)
    select c.id, s.plan_id, s.status, s.start_date, s.end_date from churches c
    join subscriptions s on s.church_id = ${grace.id} and s.status = 'ACTIVE'
    where c.name like 'Bench Church %'`);
  await db.execute(sql`insert into users (username, email, first_name, last_name, password_hash, role,
      is_church_admin, church_id, last_password_change)
    select ${TYPICAL_ADMIN}, 'typical_admin@bench.example.org', 'Typical', 'Admin', password_hash,
      'LOCAL_ADMIN', true, (select id from churches where name = 'Bench Church 2'), now()
    from users where username = 'local_admin'`);
  const indexes = await rows(
    sql`select indexname, indexdef from pg_indexes where tablename = 'members' and indexname <> 'members_pkey'`,
  );
  for (const i of indexes) await db.execute(sql.raw(`drop index ${i.indexname}`));
  const others = sql`(select array_agg(id order by id) from churches where name like 'Bench Church %')`;
  for (let from = 1; from <= total; from += SLICE) {
    const to = Math.min(total, from + SLICE - 1);
    await db.execute(sql`
      insert into members (church_id, first_name, last_name, gender, date_of_birth, phone, email,
        category, home_cell_fellowship, home_cell_pastor, is_active, membership_date, created_at)
      select case when g <= ${BIG_CHURCH_MEMBERS} then ${grace.id} else (${others})[1 + g % ${CHURCHES}] end,
        (${textArray(FIRST_NAMES)})[1 + ${pick(1, FIRST_NAMES.length)}],
        case when ${pick(11, 100)} = 0 then ${RARE_SURNAME}
          else (${textArray(LAST_NAMES)})[1 + ${pick(2, LAST_NAMES.length)}] end,
        case when ${pick(3, 2)} = 0 then 'MALE' else 'FEMALE' end,
        current_date - ${pick(4, 30_000)},
        '+233 24 ' || lpad(g::text, 8, '0'),
        'm' || g || '@bench.example.org',
        (${textArray(CATEGORIES)})[1 + ${pick(5, CATEGORIES.length)}],
        (${textArray(CELLS)})[1 + ${pick(6, CELLS.length)}],
        (${textArray(PASTORS)})[1 + ${pick(7, PASTORS.length)}],
        ${pick(8, 10)} <> 0,
        current_date - ${pick(9, 5_000)},
        now() - make_interval(days => ${pick(10, 3_000)})
      from generate_series(${from}::int, ${to}::int) g`);
    log(
      `  members ${to.toLocaleString("en")} / ${total.toLocaleString("en")} (${((performance.now() - started) / 1000).toFixed(0)} s)`,
    );
  }
  for (const i of indexes) await db.execute(sql.raw(String(i.indexdef)));
  log(`  indexes rebuilt (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  await db.execute(sql`vacuum analyze`);
  const [typical] = await rows(sql`select church_id from users where username = ${TYPICAL_ADMIN}`);
  return {
    church: Number(grace.id),
    typical: Number(typical?.church_id),
    seconds: (performance.now() - started) / 1000,
  };
}

/** The churches of a database generated earlier (see generateMembers), migrated to this code. */
export async function generated(database: Database) {
  await database.migrate();
  const rows = async (q: ReturnType<typeof sql>) =>
    ((await database.db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const [grace] = await rows(sql`select id from churches where name = 'Grace Cathedral'`);
  const [typical] = await rows(sql`select church_id from users where username = ${TYPICAL_ADMIN}`);
  if (!grace || !typical) throw new Error("The kept database has no bench data: drop it and run again");
  return { church: Number(grace.id), typical: Number(typical.church_id), seconds: 0 };
}
