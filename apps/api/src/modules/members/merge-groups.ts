import { and, eq, sql } from "drizzle-orm";
import {
  groupAttendance,
  groupMembers,
  servingAssignments,
  servingBlockouts,
  servingTeamMembers,
} from "../../db/tables";
import type { Data } from "../../platform/resources/scoped-data";

/**
 * The removed member's groups and group-meeting marks become the kept member's. A group both are
 * in keeps the kept member, as a leader when either led it; a meeting both were marked at counts
 * the kept member present when either was. The rows left over go with the removed member.
 */
export async function moveGroupLife(
  data: Data,
  keep: number,
  remove: number,
): Promise<Record<string, number>> {
  const gm = groupMembers;
  await data
    .update(gm)
    .set({ role: "leader" })
    .where(
      and(
        eq(gm.member, keep),
        sql`exists (select 1 from ${gm} r where r.group_id = ${gm.group} and r.member_id = ${remove} and r.role = 'leader')`,
      ),
    );
  const groups = await data
    .update(gm)
    .set({ member: keep })
    .where(
      and(
        eq(gm.member, remove),
        sql`not exists (select 1 from ${gm} k where k.group_id = ${gm.group} and k.member_id = ${keep})`,
      ),
    )
    .returning({ id: gm.id });

  const ga = groupAttendance;
  await data
    .update(ga)
    .set({ present: true })
    .where(
      and(
        eq(ga.member, keep),
        eq(ga.present, false),
        sql`exists (select 1 from ${ga} r where r.meeting_id = ${ga.meeting} and r.member_id = ${remove} and r.present)`,
      ),
    );
  const marks = await data
    .update(ga)
    .set({ member: keep })
    .where(
      and(
        eq(ga.member, remove),
        sql`not exists (select 1 from ${ga} k where k.meeting_id = ${ga.meeting} and k.member_id = ${keep})`,
      ),
    )
    .returning({ id: ga.id });
  return { groups: groups.length, group_meeting_marks: marks.length };
}

/**
 * The removed member's serving teams, services and days away become the kept member's. A service
 * on a day the kept member already serves stays with the removed member (one service a day).
 */
export async function moveServing(data: Data, keep: number, remove: number): Promise<Record<string, number>> {
  const tm = servingTeamMembers;
  const teams = await data
    .update(tm)
    .set({ member: keep })
    .where(
      and(
        eq(tm.member, remove),
        sql`not exists (select 1 from ${tm} k where k.team_id = ${tm.team} and k.member_id = ${keep})`,
      ),
    )
    .returning({ id: tm.id });
  const sa = servingAssignments;
  const services = await data
    .update(sa)
    .set({ member: keep })
    .where(
      and(
        eq(sa.member, remove),
        sql`(${sa.status} = 'declined' or not exists (select 1 from ${sa} k where k.member_id = ${keep} and k.date = ${sa.date} and k.status <> 'declined'))`,
      ),
    )
    .returning({ id: sa.id });
  const away = await data
    .update(servingBlockouts)
    .set({ member: keep })
    .where(eq(servingBlockouts.member, remove))
    .returning({ id: servingBlockouts.id });
  return { serving_teams: teams.length, services: services.length, days_away: away.length };
}
