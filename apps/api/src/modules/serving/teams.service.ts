import type { ServingTeamPerson } from "@cm/contracts";
import { msg } from "@cm/contracts";
import { and, asc, count, eq, gte, inArray, lte, min, ne } from "drizzle-orm";
import { members, servingAssignments, servingPositions, servingTeamMembers } from "../../db/tables";
import { fieldError } from "../../platform/errors";
import { memberName } from "../../platform/member-roll";
import type { Row } from "../../platform/resources/resource";
import type { Data } from "../../platform/resources/scoped-data";

const DAY_MS = 86_400_000;
const day = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** Each team's positions and size, a query each for a page of teams. */
export async function decorateTeams(data: Data, rows: { id: number }[]): Promise<Row[]> {
  if (rows.length === 0) return rows;
  const ids = rows.map((r) => r.id);
  const [positions, sizes] = await Promise.all([
    data
      .select({
        team: servingPositions.team,
        id: servingPositions.id,
        name: servingPositions.name,
        per_service: servingPositions.per_service,
      })
      .from(servingPositions)
      .where(inArray(servingPositions.team, ids))
      .orderBy(asc(servingPositions.name)),
    data
      .select({ team: servingTeamMembers.team, n: count() })
      .from(servingTeamMembers)
      .where(inArray(servingTeamMembers.team, ids))
      .groupBy(servingTeamMembers.team),
  ]);
  const sizeOf = new Map(sizes.map((s) => [s.team, s.n]));
  return rows.map((r) => ({
    ...r,
    positions: positions.filter((p) => p.team === r.id).map(({ team: _, ...p }) => p),
    member_count: sizeOf.get(r.id) ?? 0,
  }));
}

/** The people of a team with how often they are down to serve around now, and their next date. */
export async function peopleOfTeam(data: Data, team: number, now: Date): Promise<ServingTeamPerson[]> {
  const people = await data
    .select({ member: members.id, name: memberName, phone: members.phone, email: members.email })
    .from(servingTeamMembers)
    .innerJoin(members, eq(members.id, servingTeamMembers.member))
    .where(eq(servingTeamMembers.team, team))
    .orderBy(asc(members.first_name), asc(members.last_name), asc(members.id));
  if (people.length === 0) return [];
  const ids = people.map((p) => p.member);
  const today = day(now, 0);
  const [counts, next] = await Promise.all([
    data
      .select({ member: servingAssignments.member, n: count() })
      .from(servingAssignments)
      .where(
        and(
          inArray(servingAssignments.member, ids),
          ne(servingAssignments.status, "declined"),
          gte(servingAssignments.date, day(now, -90)),
          lte(servingAssignments.date, day(now, 90)),
        ),
      )
      .groupBy(servingAssignments.member),
    data
      .select({ member: servingAssignments.member, date: min(servingAssignments.date) })
      .from(servingAssignments)
      .where(
        and(
          inArray(servingAssignments.member, ids),
          ne(servingAssignments.status, "declined"),
          gte(servingAssignments.date, today),
        ),
      )
      .groupBy(servingAssignments.member),
  ]);
  const countOf = new Map(counts.map((c) => [c.member, c.n]));
  const nextOf = new Map(next.map((n) => [n.member, n.date]));
  return people.map((p) => ({
    ...p,
    serving_count: countOf.get(p.member) ?? 0,
    next_date: nextOf.get(p.member) ?? null,
  }));
}

/** Puts a member of the team's church on the team (again: no change). */
export async function joinTeam(
  data: Data,
  team: { id: number; church: number },
  member: number,
): Promise<void> {
  await data
    .insert(servingTeamMembers)
    .values({ church: team.church, team: team.id, member })
    .onConflictDoNothing();
}

/** Takes a member off a team; the services they were asked to serve stay as they are. */
export async function leaveTeam(data: Data, team: number, member: number): Promise<void> {
  const gone = await data
    .delete(servingTeamMembers)
    .where(and(eq(servingTeamMembers.team, team), eq(servingTeamMembers.member, member)))
    .returning({ id: servingTeamMembers.id });
  if (gone.length === 0) throw fieldError("member", msg("This member is not on this team."));
}
