import type { ServingPlanPosition } from "@cm/contracts";
import { msg } from "@cm/contracts";
import { and, asc, eq, inArray } from "drizzle-orm";
import {
  members,
  servingAssignments,
  servingPlanNeeds,
  servingPositions,
  servingTeams,
} from "../../db/tables";
import { fieldError } from "../../platform/errors";
import { memberName } from "../../platform/member-roll";
import type { Row } from "../../platform/resources/resource";
import type { Data } from "../../platform/resources/scoped-data";

/** Each plan's positions (what it needs, who is down, what is open), two queries for a page of plans. */
export async function decoratePlans(data: Data, rows: { id: number }[]): Promise<Row[]> {
  if (rows.length === 0) return rows;
  const ids = rows.map((r) => r.id);
  const [needs, people] = await Promise.all([
    data
      .select({
        plan: servingPlanNeeds.plan,
        position: servingPositions.id,
        position_name: servingPositions.name,
        team: servingTeams.id,
        team_name: servingTeams.name,
        needed: servingPlanNeeds.needed,
      })
      .from(servingPlanNeeds)
      .innerJoin(servingPositions, eq(servingPositions.id, servingPlanNeeds.position))
      .innerJoin(servingTeams, eq(servingTeams.id, servingPositions.team))
      .where(inArray(servingPlanNeeds.plan, ids))
      .orderBy(asc(servingTeams.name), asc(servingPositions.name)),
    data
      .select({
        plan: servingAssignments.plan,
        position: servingAssignments.position,
        assignment: servingAssignments.id,
        member: servingAssignments.member,
        name: memberName,
        status: servingAssignments.status,
      })
      .from(servingAssignments)
      .innerJoin(members, eq(members.id, servingAssignments.member))
      .where(inArray(servingAssignments.plan, ids))
      .orderBy(asc(members.first_name), asc(members.last_name)),
  ]);
  return rows.map((r) => {
    const positions: ServingPlanPosition[] = needs
      .filter((n) => n.plan === r.id)
      .map(({ plan: _, ...n }) => {
        const here = people
          .filter((p) => p.plan === r.id && p.position === n.position)
          .map(({ plan: _p, position: _q, ...p }) => p);
        const filled = here.filter((p) => p.status !== "declined").length;
        return { ...n, people: here, open: Math.max(0, n.needed - filled) };
      });
    return { ...r, positions, open: positions.reduce((sum, p) => sum + p.open, 0) };
  });
}

/** A new plan needs every position of the church's active teams, as many as each needs at a service. */
export async function needEveryTeam(data: Data, plan: { id: number; church: number }): Promise<void> {
  const positions = await data
    .select({ id: servingPositions.id, per_service: servingPositions.per_service })
    .from(servingPositions)
    .innerJoin(servingTeams, eq(servingTeams.id, servingPositions.team))
    .where(and(eq(servingPositions.church, plan.church), eq(servingTeams.is_active, true)));
  if (positions.length === 0) return;
  await data
    .insert(servingPlanNeeds)
    .values(
      positions.map((p) => ({ church: plan.church, plan: plan.id, position: p.id, needed: p.per_service })),
    )
    .onConflictDoNothing();
}

/** Sets how many a plan needs of a position of its church (0 takes the position off the plan). */
export async function setNeed(
  data: Data,
  plan: { id: number; church: number },
  position: number,
  needed: number,
): Promise<void> {
  const [own] = await data
    .select({ id: servingPositions.id })
    .from(servingPositions)
    .where(and(eq(servingPositions.id, position), eq(servingPositions.church, plan.church)));
  if (!own) throw fieldError("position", msg("This position was not found."));
  if (needed === 0) {
    await data
      .delete(servingPlanNeeds)
      .where(and(eq(servingPlanNeeds.plan, plan.id), eq(servingPlanNeeds.position, position)));
    return;
  }
  await data
    .insert(servingPlanNeeds)
    .values({ church: plan.church, plan: plan.id, position, needed })
    .onConflictDoUpdate({ target: [servingPlanNeeds.plan, servingPlanNeeds.position], set: { needed } });
}
