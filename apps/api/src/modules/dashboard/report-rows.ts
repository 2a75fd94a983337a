import { addDays, type HierarchyReport, type ReportCell, type ReportGrouping } from "@cm/contracts";
import { asc, eq, sql } from "drizzle-orm";
import { churches, members, regions } from "../../db/tables";
import type { Reach } from "../../platform/reach";
import type { Data } from "../../platform/resources/scoped-data";

/** What every report builder gets: whose rows, the period and the grouping asked for. */
export type ReportInput = {
  data: Data;
  reach: Reach;
  from: string;
  to: string;
  grouping: ReportGrouping;
};
export type ReportBody = Pick<HierarchyReport, "columns" | "rows" | "chart">;

export const int = (text: ReturnType<typeof sql>) => sql<number>`${text}`.mapWith(Number);
export const count = (n: number): ReportCell => ({ count: n });
export const amount = (value: string): ReportCell => ({ amount: value });
/** A share in percent with one decimal, or a dash when there was nothing to share. */
export const percent = (part: number, whole: number): ReportCell =>
  whole > 0 ? { percent: ((part * 100) / whole).toFixed(1) } : "-";

/** The first instant of a calendar day (UTC), and of the day after another, as SQL. */
export const dayStart = (day: string) => sql`${`${day}T00:00:00Z`}::timestamptz`;
export const dayAfter = (day: string) => dayStart(addDays(day, 1));

/** The day a member joined: their membership date, else the day they were recorded. */
export const joinedOn = sql`coalesce(${members.membership_date}, (${members.created_at} at time zone 'UTC')::date)`;

/** The churches of a reach with their region's name, by name: the rows of a report by church. */
export function churchesOf(db: Data, reach: Reach) {
  return db
    .select({
      id: churches.id,
      name: churches.name,
      region: sql<string>`coalesce(${regions.name}, '')`,
      currency: churches.currency,
    })
    .from(churches)
    .leftJoin(regions, eq(regions.id, churches.region))
    .where(reach.churchIn(churches.id))
    .orderBy(asc(churches.name), asc(churches.id));
}

/** Figures keyed by church id, read into a map (a church without rows counts 0). */
export const byChurch = <T extends { church: number }>(rows: T[]) => new Map(rows.map((r) => [r.church, r]));

/** A chart point: its label and a value per series. */
export type Point = Record<string, string | number>;
