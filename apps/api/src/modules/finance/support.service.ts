import { fromCents, type SupportChurchSummary, type SupportRegionSummary, toCents } from "@cm/contracts";
import { sql } from "drizzle-orm";
import { execute } from "../../db/client";
import { churches, type ministrySupport, regions } from "../../db/tables";
import type { Reach } from "../../platform/reach";
import type { Data } from "../../platform/resources/scoped-data";

type Conn = Data;
export type SupportTable = typeof ministrySupport;

type MonthRow = {
  church: number;
  church_name: string;
  region: number;
  region_name: string;
  currency: string;
  month: string;
  paid: string;
  confirmed: string;
};

/** Payments for the months of a range, per church, currency and month: all recorded, and confirmed. */
export async function supportMonths(
  db: Conn,
  table: SupportTable,
  reach: Reach,
  from: string,
  to: string,
): Promise<MonthRow[]> {
  const within = reach.churchIn(table.church);
  const rows = await execute<MonthRow>(
    db,
    sql`
    select ${table.church} as church, ${churches.name} as church_name, ${churches.region} as region,
      ${regions.name} as region_name, ${table.currency} as currency, to_char(${table.period}, 'YYYY-MM') as month,
      sum(${table.amount})::numeric(20, 2)::text as paid,
      coalesce(sum(${table.amount}) filter (where ${table.status} = 'CONFIRMED'), 0)::numeric(20, 2)::text as confirmed
    from ${table}
    join ${churches} on ${churches.id} = ${table.church}
    join ${regions} on ${regions.id} = ${churches.region}
    where ${table.period} between ${`${from.slice(0, 7)}-01`}::date and ${to}::date
    ${within ? sql`and ${within}` : sql``}
    group by 1, 2, 3, 4, 5, 6`,
  );
  return rows.map((r) => ({
    ...r,
    church: Number(r.church),
    region: Number(r.region),
  }));
}

const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, "0"));

/** Twelve months of figures (January first) and their totals. */
function yearFigures(rows: MonthRow[], year: number) {
  const months = MONTHS.map((m) => {
    const mine = rows.filter((r) => r.month === `${year}-${m}`);
    return {
      month: `${year}-${m}`,
      paid: fromCents(mine.reduce((n, r) => n + toCents(r.paid), 0n)),
      confirmed: fromCents(mine.reduce((n, r) => n + toCents(r.confirmed), 0n)),
    };
  });
  return {
    paid: fromCents(months.reduce((n, m) => n + toCents(m.paid), 0n)),
    confirmed: fromCents(months.reduce((n, m) => n + toCents(m.confirmed), 0n)),
    months,
  };
}

const keyOf = (...parts: (string | number)[]) => parts.join("\u0000");
/** Rows grouped by a key, in the order first seen; each group has a first row. */
function groupBy<T>(rows: T[], key: (row: T) => string): [T, ...T[]][] {
  const map = new Map<string, [T, ...T[]]>();
  for (const row of rows) {
    const group = map.get(key(row));
    if (group) group.push(row);
    else map.set(key(row), [row]);
  }
  return [...map.values()];
}

/** Per church (and currency) in reach with a payment in the year, by name. */
export async function supportByChurch(
  db: Conn,
  table: SupportTable,
  reach: Reach,
  year: number,
): Promise<SupportChurchSummary["churches"]> {
  const rows = await supportMonths(db, table, reach, `${year}-01-01`, `${year}-12-31`);
  return groupBy(rows, (r) => keyOf(r.church, r.currency))
    .map((group) => {
      const [first] = group;
      return {
        church: first.church,
        church_name: first.church_name,
        currency: first.currency,
        ...yearFigures(group, year),
      };
    })
    .sort((a, b) => a.church_name.localeCompare(b.church_name) || a.currency.localeCompare(b.currency));
}

/** Per region (and currency) in reach with a payment in the year, with its churches, by name. */
export async function supportByRegion(
  db: Conn,
  table: SupportTable,
  reach: Reach,
  year: number,
): Promise<SupportRegionSummary["regions"]> {
  const rows = await supportMonths(db, table, reach, `${year}-01-01`, `${year}-12-31`);
  return groupBy(rows, (r) => keyOf(r.region, r.currency))
    .map((group) => {
      const [first] = group;
      return {
        region: first.region,
        region_name: first.region_name,
        currency: first.currency,
        ...yearFigures(group, year),
        churches: groupBy(group, (r) => String(r.church))
          .map(([first, ...rest]) => ({
            church: first.church,
            church_name: first.church_name,
            ...yearFigures([first, ...rest], year),
          }))
          .sort((a, b) => a.church_name.localeCompare(b.church_name)),
      };
    })
    .sort((a, b) => a.region_name.localeCompare(b.region_name) || a.currency.localeCompare(b.currency));
}
