import { leadership, leadershipFieldProblems, todayIso } from "@cm/contracts";
import { asc, eq, gte, inArray, isNull, or, sql } from "drizzle-orm";
import { churchLeadership, churchRoles } from "../../db/tables";
import { ValidationError } from "../../platform/errors";
import { memberNamesOf, memberSearchOf, memberSortNameOf } from "../../platform/member-roll";
import { presenter } from "../../platform/resources/presenter";
import type { ResourceContext, Row, RowOf, WriteData } from "../../platform/resources/resource";
import type { Scoped } from "../../platform/resources/scoped";
import type { Data } from "../../platform/resources/scoped-data";

type Conn = Data;
const present = presenter(leadership);
/** The most rows the current team answers in one call. */
const MAX_CURRENT = 500;

/**
 * List fields of leadership: `member_search` (the member's name, phone, e-mail),
 * `role_name` and `member_name` (lower case, for ordering) come from the members and roles.
 */
export const leadershipListFields = {
  member_search: memberSearchOf(churchLeadership.member),
  member_name: memberSortNameOf(churchLeadership.member),
  role_name: sql<string>`(select ${churchRoles.name} from ${churchRoles} where ${churchRoles.id} = ${churchLeadership.role})`,
};

/** Part of the current team: active, and not ended before today. */
export const isCurrent = (row: Row, today: string) =>
  row.is_active === true && (row.end_date === null || String(row.end_date) >= today);

/** Adds member and role names (one query each for the page) and whether the term is current. */
export async function decorateLeadership(conn: Conn, rows: Row[], today: string): Promise<Row[]> {
  if (rows.length === 0) return rows;
  const names = await memberNamesOf(
    conn,
    rows.map((r) => Number(r.member)),
  );
  const roleIds = [...new Set(rows.map((r) => Number(r.role)))];
  const roles = await conn
    .select({ id: churchRoles.id, name: churchRoles.name })
    .from(churchRoles)
    .where(inArray(churchRoles.id, roleIds));
  const roleName = new Map(roles.map((r) => [r.id, r.name]));
  return rows.map((r) => ({
    ...r,
    member_name: names.get(Number(r.member)) ?? "",
    role_name: roleName.get(Number(r.role)) ?? "",
    is_current: isCurrent(r, today),
  }));
}

/**
 * Rules of a leadership write, on the record as it will be: the term does not end before it
 * starts. (The member on the church's roll and a role of the church or a national default are
 * declared references, checked by the mechanism against the term's church.)
 */
export function prepareLeadershipWrite(
  _ctx: ResourceContext,
  data: WriteData<typeof churchLeadership>,
  existing: RowOf<typeof churchLeadership> | null,
): WriteData<typeof churchLeadership> {
  const problems = leadershipFieldProblems({
    start_date: data.start_date ?? existing?.start_date,
    end_date: data.end_date !== undefined ? data.end_date : (existing?.end_date ?? null),
  });
  if (Object.keys(problems).length > 0) {
    throw new ValidationError(Object.fromEntries(Object.entries(problems).map(([f, m]) => [f, [m]])));
  }
  return data;
}

/** The current team of the churches in reach (or of one church), by church and start date. */
export async function currentTeam(conn: Conn, scope: Scoped, now: Date) {
  const rows = await conn
    .select()
    .from(churchLeadership)
    .where(
      scope.where(
        eq(churchLeadership.is_active, true),
        or(isNull(churchLeadership.end_date), gte(churchLeadership.end_date, todayIso(now))),
      ),
    )
    .orderBy(asc(churchLeadership.church), asc(churchLeadership.start_date), asc(churchLeadership.id))
    .limit(MAX_CURRENT);
  return (await decorateLeadership(conn, rows, todayIso(now))).map(present);
}
