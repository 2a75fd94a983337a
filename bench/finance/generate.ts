import { sql } from "drizzle-orm";
import type { Database } from "../../apps/api/src/db/client";
import { seedDemo } from "../../apps/api/src/modules/demo-seed";

export const REGIONS = 20;
export const CHURCHES = 1_000;
export const INCOME_ROWS = 1_000_000;
export const EXPENSE_ROWS = 500_000;
/** The treasurer of Bench Church 1, and the regional treasurer of its region. */
export const BENCH_TREASURER = "bench_treasurer";
export const BENCH_REGIONAL = "bench_regional";
/** The rows span two years, from this day on; the reports ask for the calendar year 2025. */
const FIRST_DAY = "2024-12-01";
const DAYS = 730;
// Rows per statement: each is one set-based INSERT ... SELECT over generate_series.
const SLICE = 100_000;

/** A pseudo-random whole number in [0, n) from the row number and a salt, the same on every run. */
const pick = (salt: number, n: number) => sql.raw(`(abs(hashint8(g::bigint * 7 + ${salt})) % ${n})::int`);

/**
 * Migrates, seeds the demo organisation (for `super_admin`), adds 20 regions with 1,000 churches
 * (50 each, on Grace Cathedral's plan), a treasurer of Bench Church 1 and the regional treasurer of
 * its region, then 1,000,000 income and 500,000 expense rows spread over the churches and two
 * years (85 % of the expenses approved). The finance tables' indexes and month-total triggers are
 * off for the load, as for any bulk load; the indexes are rebuilt from their own definitions and
 * the month totals from the rows (finance_month_totals_rebuild), then the triggers come back on.
 */
export async function generateFinance(database: Database, password: string, log: (s: string) => void) {
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
  const { db } = database;
  await database.migrate();
  if (!(await seedDemo(db, password))) throw new Error("The bench database is not empty");
  const rows = async (q: ReturnType<typeof sql>) =>
    ((await db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;
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
    select c.id, s.plan_id, s.status, s.start_date, s.end_date from churches c
    join subscriptions s on s.church_id = ${grace.id} and s.status = 'ACTIVE'
    where c.name like 'Bench Church %'`);
  const first = sql`(select id from churches where name = 'Bench Church 1')`;
  await db.execute(sql`insert into users (username, email, first_name, last_name, password_hash, role,
      is_church_admin, church_id, region_id, last_password_change)
    select ${BENCH_TREASURER}, 'bench_treasurer@bench.example.org', 'Bench', 'Treasurer', password_hash,
      'LOCAL_TREASURER', false, ${first}, null, now()
    from users where username = 'local_admin'
    union all
    select ${BENCH_REGIONAL}, 'bench_regional@bench.example.org', 'Bench', 'Regional', password_hash,
      'REGIONAL_TREASURER', false, null, (select region_id from churches where id = ${first}), now()
    from users where username = 'local_admin'`);

  const incomeCategories = sql`(select array_agg(id order by id) from finance_categories
    where church_id is null and kind = 'INCOME')`;
  const expenseCategories = sql`(select array_agg(id order by id) from finance_categories
    where church_id is null and kind = 'EXPENSE')`;
  const churchIds = sql`(select array_agg(id order by id) from churches where name like 'Bench Church %')`;
  const indexes: Record<string, unknown>[] = [];
  for (const table of ["income", "expenses"]) {
    await db.execute(sql.raw(`alter table ${table} disable trigger user`));
    const own = await rows(sql`select indexname, indexdef from pg_indexes
      where tablename = ${table} and indexname <> ${`${table}_pkey`}`);
    for (const i of own) await db.execute(sql.raw(`drop index ${i.indexname}`));
    indexes.push(...own);
  }
  const load = async (
    total: number,
    insert: (from: number, to: number) => ReturnType<typeof sql>,
    what: string,
  ) => {
    for (let from = 1; from <= total; from += SLICE) {
      const to = Math.min(total, from + SLICE - 1);
      await db.execute(insert(from, to));
      log(`  ${what} ${to.toLocaleString("en")} / ${total.toLocaleString("en")} (${elapsed()})`);
    }
  };
  // Tithes and offerings are most of the income: the first two default categories carry 70 %.
  await load(
    INCOME_ROWS,
    (from, to) => sql`
      insert into income (church_id, amount, currency, received_on, category_id, payment_method, description, reference)
      select (${churchIds})[1 + g % ${CHURCHES}],
        ((500 + ${pick(1, 500_000)})::numeric / 100)::numeric(12, 2), 'GHS',
        ${FIRST_DAY}::date + ${pick(2, DAYS)},
        (${incomeCategories})[case when ${pick(3, 10)} < 7 then 1 + ${pick(4, 2)} else 3 + ${pick(5, 5)} end],
        'CASH', 'Bench income', 'B-' || g
      from generate_series(${from}::int, ${to}::int) g`,
    "income",
  );
  await load(
    EXPENSE_ROWS,
    (from, to) => sql`
      insert into expenses (church_id, amount, currency, spent_on, category_id, payee, status, reference)
      select (${churchIds})[1 + g % ${CHURCHES}],
        ((500 + ${pick(11, 300_000)})::numeric / 100)::numeric(12, 2), 'GHS',
        ${FIRST_DAY}::date + ${pick(12, DAYS)},
        (${expenseCategories})[1 + ${pick(13, 8)}], 'Bench payee',
        case when ${pick(14, 20)} < 17 then 'APPROVED' when ${pick(14, 20)} < 19 then 'PENDING' else 'REJECTED' end,
        'E-' || g
      from generate_series(${from}::int, ${to}::int) g`,
    "expenses",
  );
  for (const i of indexes) await db.execute(sql.raw(String(i.indexdef)));
  log(`  indexes rebuilt (${elapsed()})`);
  await db.execute(sql`select finance_month_totals_rebuild()`);
  for (const table of ["income", "expenses"])
    await db.execute(sql.raw(`alter table ${table} enable trigger user`));
  log(`  month totals rebuilt from the rows (${elapsed()})`);
  await db.execute(sql`vacuum analyze`);
  const [church] = await rows(sql`select id, region_id from churches where name = 'Bench Church 1'`);
  return {
    church: Number(church?.id),
    region: Number(church?.region_id),
    seconds: (performance.now() - started) / 1000,
  };
}
